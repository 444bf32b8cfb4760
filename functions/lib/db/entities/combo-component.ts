/** combo_components: the slots of a combo.  primary (menu collection)  sk comboId, componentId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex, SELECTION_TYPES } from './menu-collection';

export const comboComponentEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'comboComponent', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        comboId: { type: 'string', required: true, readOnly: true },
        componentId: { type: 'string', required: true, readOnly: true },
        label: { type: 'string', required: true },
        position: { type: 'number', required: true, default: 0 },
        selectionType: { type: SELECTION_TYPES, required: true, default: 'single' },
        quantity: { type: 'number', required: true, default: 1 },
        required: { type: 'boolean', required: true, default: true },
        allowChildCustomization: { type: 'boolean', required: true, default: false },
      },
      indexes: {
        byRestaurant: menuIndex(['comboId', 'componentId']),
      },
    },
    config,
  );

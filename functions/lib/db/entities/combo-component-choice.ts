/** combo_component_choices: items a combo slot may hold.  primary (menu collection)  sk componentId, choiceItemId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';

export const comboComponentChoiceEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'comboComponentChoice', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        componentId: { type: 'string', required: true, readOnly: true },
        choiceItemId: { type: 'string', required: true, readOnly: true },
        position: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byRestaurant: menuIndex(['componentId', 'choiceItemId']),
      },
    },
    config,
  );

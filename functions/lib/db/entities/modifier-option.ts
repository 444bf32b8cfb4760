/** modifier_options.  primary (menu collection)  pk restaurantId  sk groupId, optionId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';

export const modifierOptionEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'modifierOption', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        optionId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        priceDeltaCents: { type: 'number', required: true, default: 0 },
        position: { type: 'number', required: true, default: 0 },
        isDefault: { type: 'boolean', required: true, default: false },
        visible: { type: 'boolean', required: true, default: true },
      },
      indexes: {
        byRestaurant: menuIndex(['groupId', 'optionId']),
      },
    },
    config,
  );

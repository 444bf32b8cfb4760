/** item_modifier_groups: which modifier groups an item offers.  primary (menu collection)  sk itemId, groupId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';

export const itemModifierGroupEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'itemModifierGroup', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        position: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byRestaurant: menuIndex(['itemId', 'groupId']),
      },
    },
    config,
  );

/** modifier_groups.  primary (menu collection)  pk restaurantId  sk groupId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex, SELECTION_TYPES } from './menu-collection';

export const modifierGroupEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'modifierGroup', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        groupId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true, default: 'New Group' },
        selectionType: { type: SELECTION_TYPES, required: true, default: 'single' },
        required: { type: 'boolean', required: true, default: false },
        minSelect: { type: 'number', required: true, default: 0 },
        maxSelect: { type: 'number', required: true, default: 1 },
        position: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byRestaurant: menuIndex(['groupId']),
      },
    },
    config,
  );

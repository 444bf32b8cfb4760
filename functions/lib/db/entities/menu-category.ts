/** menu_categories.  primary (menu collection)  pk restaurantId  sk categoryId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, menuHoursAttribute } from '../attributes';
import { menuIndex } from './menu-collection';

export const menuCategoryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuCategory', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        categoryId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        position: { type: 'number', required: true, default: 0 },
        hours: menuHoursAttribute,
        createdAt: createdAtAttribute,
      },
      indexes: {
        byRestaurant: menuIndex(['categoryId']),
      },
    },
    config,
  );

/** menu_item_ingredients.  primary (menu collection)  pk restaurantId  sk itemId, ingredientId */
import { Entity, type EntityConfiguration } from 'electrodb';
import { menuIndex } from './menu-collection';

export const menuItemIngredientEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'menuItemIngredient', version: '1' },
      attributes: {
        restaurantId: { type: 'string', required: true, readOnly: true },
        itemId: { type: 'string', required: true, readOnly: true },
        ingredientId: { type: 'string', required: true, readOnly: true },
        name: { type: 'string', required: true },
        isDefaultIncluded: { type: 'boolean', required: true, default: true },
        isRemovable: { type: 'boolean', required: true, default: true },
        position: { type: 'number', required: true, default: 0 },
      },
      indexes: {
        byRestaurant: menuIndex(['itemId', 'ingredientId']),
      },
    },
    config,
  );

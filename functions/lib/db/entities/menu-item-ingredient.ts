/**
 * menu_item_ingredients. `allergens` (shared/allergens.ts codes) and `dietary` flags are optional lists: ingredients
 * written before they existed read as none.
 *   primary (menu collection)  pk restaurantId  sk itemId, ingredientId
 */
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
        // Codes of shared/allergens.ts (checked by the API's schemas; unknown codes are dropped when read).
        allergens: { type: 'list', items: { type: 'string' } },
        dietary: { type: 'list', items: { type: 'string' } },
      },
      indexes: {
        byRestaurant: menuIndex(['itemId', 'ingredientId']),
      },
    },
    config,
  );

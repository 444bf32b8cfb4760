import { ingredientUpdateRequestSchema, menuIngredientIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Edits an ingredient: name, default included, removable, allergens, dietary flags. */
export const handler = defineRoute(
  'menu-ingredient-update',
  { body: ingredientUpdateRequestSchema, params: menuIngredientIdParamsSchema },
  async ({ caller, params, body }) => ({
    ingredient: await Menu.editIngredient(caller.restaurantId, params.itemId, params.ingredientId, body),
  }),
);

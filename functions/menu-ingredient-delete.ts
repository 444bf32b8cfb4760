import { menuIngredientIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

export const handler = defineRoute('menu-ingredient-delete', { params: menuIngredientIdParamsSchema }, async ({ caller, params }) => {
  await Menu.deleteIngredient(caller.restaurantId, params.itemId, params.ingredientId);
  return { deletedIngredientId: params.ingredientId };
});

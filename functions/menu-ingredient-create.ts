import { ingredientCreateRequestSchema, menuBuilderItemIdParamsSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Adds an ingredient (last) with its allergens and dietary flags. */
export const handler = defineRoute(
  'menu-ingredient-create',
  { body: ingredientCreateRequestSchema, params: menuBuilderItemIdParamsSchema },
  async ({ caller, params, body }) => created({ ingredient: await Menu.addIngredient(caller.restaurantId, params.itemId, body) }),
);

import { menuBuilderItemIdParamsSchema, reorderRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Orders every ingredient of one item (the full list of ids), in one transaction. */
export const handler = defineRoute(
  'menu-ingredient-reorder',
  { body: reorderRequestSchema, params: menuBuilderItemIdParamsSchema },
  async ({ caller, params, body }) => ({ ingredients: await Menu.reorderIngredients(caller.restaurantId, params.itemId, body.ids) }),
);

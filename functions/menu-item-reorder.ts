import { menuCategoryIdParamsSchema, reorderRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Orders every item of one category (the full list of ids), in one transaction. */
export const handler = defineRoute(
  'menu-item-reorder',
  { body: reorderRequestSchema, params: menuCategoryIdParamsSchema },
  async ({ caller, params, body }) => ({ items: await Menu.reorderItems(caller.restaurantId, params.categoryId, body.ids) }),
);

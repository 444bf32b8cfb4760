import { reorderRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Orders every category (the full list of ids), in one transaction. */
export const handler = defineRoute('menu-category-reorder', { body: reorderRequestSchema }, async ({ caller, body }) => ({
  categories: await Menu.reorderCategories(caller.restaurantId, body.ids),
}));

import { menuCategoryIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Deletes a category and its items (the page asks for confirmation first). */
export const handler = defineRoute('menu-category-delete', { params: menuCategoryIdParamsSchema }, async ({ caller, params }) => ({
  deletedCategoryId: params.categoryId,
  deletedItemIds: await Menu.deleteCategory(caller.restaurantId, params.categoryId),
}));

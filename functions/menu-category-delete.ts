import { menuCategoryIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { db } from './lib/composition';
import { deleteCategory } from './lib/domain/menu/categories';
import { MenuImages } from './lib/media/configured';

/** Deletes a category and its items (the page asks for confirmation first), and the items' photo files. */
export const handler = defineRoute('menu-category-delete', { params: menuCategoryIdParamsSchema }, async ({ caller, params }) => {
  const items = await deleteCategory(db, caller.restaurantId, params.categoryId);
  await Promise.all(items.map((item) => MenuImages.deleteFilesOf(caller.restaurantId, item)));
  return { deletedCategoryId: params.categoryId, deletedItemIds: items.map((item) => item.id) };
});

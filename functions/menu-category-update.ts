import { categoryUpdateRequestSchema, menuCategoryIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Renames a category, or sets its menu hours (issue 30 item 3). */
export const handler = defineRoute(
  'menu-category-update',
  { body: categoryUpdateRequestSchema, params: menuCategoryIdParamsSchema },
  async ({ caller, params, body }) => {
    const { id, name, position, hours } = await Menu.updateCategory(caller.restaurantId, params.categoryId, body);
    return { category: { id, name, position, hours } };
  },
);

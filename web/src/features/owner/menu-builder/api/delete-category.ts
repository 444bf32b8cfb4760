import { categoryDeleteResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';

/** DELETE .../menu/categories/{categoryId}: its items go with it (waits for the answer). */
export function useDeleteCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (categoryId: string) => apiRequest(apiPaths.menu.category(restaurantId, categoryId), { method: 'DELETE', schema: categoryDeleteResponseSchema }),
    apply: (builder, { deletedCategoryId, deletedItemIds }) => {
      const gone = new Set(deletedItemIds);
      return {
        ...builder,
        categories: builder.categories.filter((c) => c.id !== deletedCategoryId),
        items: builder.items.filter((item) => !gone.has(item.id) && item.categoryId !== deletedCategoryId),
      };
    },
    errorTitle: 'Failed to delete category',
    successMessage: 'Category deleted',
  });
}

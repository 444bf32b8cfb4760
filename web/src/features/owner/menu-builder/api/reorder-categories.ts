import { categoriesOrderResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { sortedByCategories } from './lists';

/** PUT .../menu/categories/order: every category id in the new order (shown at once). */
export function useReorderCategories(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (ids: string[]) =>
      apiRequest(apiPaths.menu.categoriesOrder(restaurantId), { method: 'PUT', body: { ids }, schema: categoriesOrderResponseSchema }),
    optimistic: (builder, ids) => {
      const byId = new Map(builder.categories.map((c) => [c.id, c]));
      const categories = ids.flatMap((id, position) => {
        const category = byId.get(id);
        return category ? [{ ...category, position }] : [];
      });
      return sortedByCategories({ ...builder, categories });
    },
    apply: (builder, { categories }) => sortedByCategories({ ...builder, categories }),
    errorTitle: 'Failed to reorder categories',
  });
}

import { itemsOrderResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { itemsOf, withCategoryItems } from './lists';

/** PUT .../menu/categories/{categoryId}/items/order: every item id of the category in the new order (shown at once). */
export function useReorderItems(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ categoryId, ids }: { categoryId: string; ids: string[] }) =>
      apiRequest(apiPaths.menu.categoryItemsOrder(restaurantId, categoryId), { method: 'PUT', body: { ids }, schema: itemsOrderResponseSchema }),
    optimistic: (builder, { categoryId, ids }) => {
      const byId = new Map(itemsOf(builder, categoryId).map((item) => [item.id, item]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return { ...builder, items: withCategoryItems(builder.items, categoryId, ordered) };
    },
    apply: (builder, { items }, { categoryId }) => ({ ...builder, items: withCategoryItems(builder.items, categoryId, items) }),
    errorTitle: 'Failed to reorder items',
  });
}

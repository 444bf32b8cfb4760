import { itemDeleteResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';

/** DELETE .../menu-items/{itemId} (waits for the answer). */
export function useDeleteItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (itemId: string) => apiRequest(apiPaths.menu.item(restaurantId, itemId), { method: 'DELETE', schema: itemDeleteResponseSchema }),
    apply: (builder, { deletedItemId }) => ({ ...builder, items: builder.items.filter((item) => item.id !== deletedItemId) }),
    errorTitle: 'Failed to delete item',
    successMessage: 'Item deleted',
  });
}

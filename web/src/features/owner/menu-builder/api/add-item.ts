import { builderItemResponseSchema, type ItemCreateRequest } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { placeLast } from './lists';

/** POST .../menu-items (waits for the id; added last in its category). */
export function useAddItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (body: ItemCreateRequest) => apiRequest(apiPaths.menu.items(restaurantId), { method: 'POST', body, schema: builderItemResponseSchema }),
    apply: (builder, { item }) => ({ ...builder, items: placeLast(builder.items, item) }),
    errorTitle: 'Failed to add item',
    successMessage: 'Item added',
  });
}

import { builderItemResponseSchema, type BuilderItem, type ItemUpdateRequest } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { replaceById, useBuilderChange } from '../builder-api';
import { placeLast } from './lists';

export interface ItemUpdate {
  itemId: string;
  changes: ItemUpdateRequest;
  /** The toast on success ('Item updated' from the editor; the quick toggles say nothing). */
  successMessage?: string;
}

/** PATCH .../menu-items/{itemId} (shown at once; an item moved to another category goes last there). */
export function useUpdateItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ itemId, changes }: ItemUpdate) =>
      apiRequest(apiPaths.menu.item(restaurantId, itemId), { method: 'PATCH', body: changes, schema: builderItemResponseSchema }),
    optimistic: (builder, { itemId, changes }) => {
      const item = builder.items.find((row) => row.id === itemId);
      if (!item) return builder;
      const { categoryId, description, ...rest } = changes;
      const updated: BuilderItem = {
        ...item,
        ...rest,
        ...(description !== undefined ? { description: description?.trim() ? description.trim() : null } : {}),
        ...(categoryId !== undefined ? { categoryId } : {}),
      };
      return {
        ...builder,
        items: categoryId !== undefined && categoryId !== item.categoryId ? placeLast(builder.items, updated) : replaceById(builder.items, [updated]),
      };
    },
    apply: (builder, { item }) => {
      const before = builder.items.find((row) => row.id === item.id);
      return {
        ...builder,
        items: before && before.categoryId === item.categoryId ? replaceById(builder.items, [item]) : placeLast(builder.items, item),
      };
    },
    errorTitle: 'Failed to update item',
    successMessage: (_result, { successMessage }) => successMessage,
  });
}

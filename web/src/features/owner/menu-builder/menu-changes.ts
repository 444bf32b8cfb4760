/**
 * The builder page's own changes (categories, items, their order), each through `useBuilderChange` so it shows at
 * once and is rolled back with SPEC.md 8's 'Owner menu actions' toast when the server refuses. The pure list helpers
 * are exported for the tests and the editor.
 */
import {
  builderItemResponseSchema,
  categoriesOrderResponseSchema,
  categoryDeleteResponseSchema,
  categoryResponseSchema,
  itemDeleteResponseSchema,
  itemsOrderResponseSchema,
  type BuilderItem,
  type ItemCreateRequest,
  type ItemUpdateRequest,
  type MenuBuilder,
} from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { replaceById, restaurantApiPath, seg, useBuilderChange } from './builder-api';

/** The items of one category, in display order. */
export function itemsOf(builder: MenuBuilder, categoryId: string): BuilderItem[] {
  return builder.items.filter((item) => item.categoryId === categoryId);
}

/**
 * `builder.items` with the category's items replaced by `ordered` (positions 0, 1, 2...), the other categories'
 * items where they were: the read's order is category by category.
 */
export function withCategoryItems(items: readonly BuilderItem[], categoryId: string, ordered: readonly BuilderItem[]): BuilderItem[] {
  const renumbered = ordered.map((item, position) => ({ ...item, position }));
  const result: BuilderItem[] = [];
  let placed = false;
  for (const item of items) {
    if (item.categoryId !== categoryId) result.push(item);
    else if (!placed) {
      result.push(...renumbered);
      placed = true;
    }
  }
  if (!placed) {
    // The category had no items: put them after the last item of the categories before it (or at the end).
    result.push(...renumbered);
  }
  return result;
}

/** `items` with `item` taken out of wherever it was and put last in its (possibly new) category. */
export function placeLast(items: readonly BuilderItem[], item: BuilderItem): BuilderItem[] {
  const others = items.filter((row) => row.id !== item.id);
  const sameCategory = others.filter((row) => row.categoryId === item.categoryId);
  return withCategoryItems(others, item.categoryId, [...sameCategory, item]);
}

/** The menu in the category order given, items kept together category by category. */
function sortedByCategories(builder: MenuBuilder): MenuBuilder {
  const rank = new Map(builder.categories.map((c, index) => [c.id, index]));
  const items = [...builder.items].sort(
    (a, b) => (rank.get(a.categoryId) ?? Infinity) - (rank.get(b.categoryId) ?? Infinity) || a.position - b.position,
  );
  return { ...builder, items };
}

export function useAddCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (name: string) =>
      apiRequest(restaurantApiPath(restaurantId, '/menu/categories'), { method: 'POST', body: { name }, schema: categoryResponseSchema }),
    apply: (builder, { category }) => ({ ...builder, categories: [...builder.categories.filter((c) => c.id !== category.id), category] }),
    errorTitle: 'Failed to add category',
    successMessage: 'Category added',
  });
}

export function useRenameCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ categoryId, name }: { categoryId: string; name: string }) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu/categories/${seg(categoryId)}`), {
        method: 'PATCH',
        body: { name },
        schema: categoryResponseSchema,
      }),
    optimistic: (builder, { categoryId, name }) => ({
      ...builder,
      categories: builder.categories.map((c) => (c.id === categoryId ? { ...c, name } : c)),
    }),
    apply: (builder, { category }) => ({ ...builder, categories: replaceById(builder.categories, [category]) }),
    errorTitle: 'Failed to rename category',
    successMessage: 'Category renamed',
  });
}

export function useDeleteCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (categoryId: string) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu/categories/${seg(categoryId)}`), {
        method: 'DELETE',
        schema: categoryDeleteResponseSchema,
      }),
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

export function useReorderCategories(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (ids: string[]) =>
      apiRequest(restaurantApiPath(restaurantId, '/menu/categories/order'), {
        method: 'PUT',
        body: { ids },
        schema: categoriesOrderResponseSchema,
      }),
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

export function useReorderItems(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ categoryId, ids }: { categoryId: string; ids: string[] }) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu/categories/${seg(categoryId)}/items/order`), {
        method: 'PUT',
        body: { ids },
        schema: itemsOrderResponseSchema,
      }),
    optimistic: (builder, { categoryId, ids }) => {
      const byId = new Map(itemsOf(builder, categoryId).map((item) => [item.id, item]));
      const ordered = ids.flatMap((id) => byId.get(id) ?? []);
      return { ...builder, items: withCategoryItems(builder.items, categoryId, ordered) };
    },
    apply: (builder, { items }, { categoryId }) => ({ ...builder, items: withCategoryItems(builder.items, categoryId, items) }),
    errorTitle: 'Failed to reorder items',
  });
}

export function useAddItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (body: ItemCreateRequest) =>
      apiRequest(restaurantApiPath(restaurantId, '/menu-items'), { method: 'POST', body, schema: builderItemResponseSchema }),
    apply: (builder, { item }) => ({ ...builder, items: placeLast(builder.items, item) }),
    errorTitle: 'Failed to add item',
    successMessage: 'Item added',
  });
}

export interface ItemUpdate {
  itemId: string;
  changes: ItemUpdateRequest;
  /** The toast on success ('Item updated' from the editor; the quick toggles say nothing). */
  successMessage?: string;
}

export function useUpdateItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ itemId, changes }: ItemUpdate) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu-items/${seg(itemId)}`), {
        method: 'PATCH',
        body: changes,
        schema: builderItemResponseSchema,
      }),
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

export function useDeleteItem(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (itemId: string) =>
      apiRequest(restaurantApiPath(restaurantId, `/menu-items/${seg(itemId)}`), { method: 'DELETE', schema: itemDeleteResponseSchema }),
    apply: (builder, { deletedItemId }) => ({ ...builder, items: builder.items.filter((item) => item.id !== deletedItemId) }),
    errorTitle: 'Failed to delete item',
    successMessage: 'Item deleted',
  });
}

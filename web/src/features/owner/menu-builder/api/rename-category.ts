import { categoryResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { replaceById, useBuilderChange } from '../builder-api';

/** PATCH .../menu/categories/{categoryId} with its new name (shown at once). */
export function useRenameCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ categoryId, name }: { categoryId: string; name: string }) =>
      apiRequest(apiPaths.menu.category(restaurantId, categoryId), { method: 'PATCH', body: { name }, schema: categoryResponseSchema }),
    optimistic: (builder, { categoryId, name }) => ({
      ...builder,
      categories: builder.categories.map((c) => (c.id === categoryId ? { ...c, name } : c)),
    }),
    apply: (builder, { category }) => ({ ...builder, categories: replaceById(builder.categories, [category]) }),
    errorTitle: 'Failed to rename category',
    successMessage: 'Category renamed',
  });
}

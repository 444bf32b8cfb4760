import { categoryResponseSchema } from '@shared/api/menu-builder';
import type { MenuHours } from '@shared/menu-hours';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { replaceById, useBuilderChange } from '../builder-api';

/** PATCH .../menu/categories/{categoryId} with its menu hours (issue 30 item 3); null: always available. */
export function useCategoryHours(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ categoryId, hours }: { categoryId: string; hours: MenuHours | null }) =>
      apiRequest(apiPaths.menu.category(restaurantId, categoryId), { method: 'PATCH', body: { hours }, schema: categoryResponseSchema }),
    optimistic: (builder, { categoryId, hours }) => ({
      ...builder,
      categories: builder.categories.map((c) => (c.id === categoryId ? { ...c, hours } : c)),
    }),
    apply: (builder, { category }) => ({ ...builder, categories: replaceById(builder.categories, [category]) }),
    errorTitle: 'Failed to save the hours',
    successMessage: 'Hours saved',
  });
}

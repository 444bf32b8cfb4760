import { categoryResponseSchema } from '@shared/api/menu-builder';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';

/** POST .../menu/categories (waits for the id; added last). */
export function useAddCategory(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (name: string) => apiRequest(apiPaths.menu.categories(restaurantId), { method: 'POST', body: { name }, schema: categoryResponseSchema }),
    apply: (builder, { category }) => ({ ...builder, categories: [...builder.categories.filter((c) => c.id !== category.id), category] }),
    errorTitle: 'Failed to add category',
    successMessage: 'Category added',
  });
}

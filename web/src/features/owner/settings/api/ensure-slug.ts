import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** POST /slug (shared/api/setup.ts): makes the restaurant's slug when it has none, else returns it unchanged. */
export function ensureSlug(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.slug(restaurantId), { method: 'POST', schema: restaurantSchema });
}

export function useEnsureSlug(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ensureSlug(restaurantId),
    onSuccess: async (restaurant) => {
      queryClient.setQueryData(queryKeys.restaurants.detail(restaurantId), restaurant);
      await queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurantId), exact: true });
    },
  });
}

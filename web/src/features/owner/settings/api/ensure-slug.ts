import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { restaurantQueryKey } from '@/lib/restaurants/restaurant-query-key';
import { setupOverviewQueryKey } from '@/lib/restaurants/setup-overview';

/** POST /slug (shared/api/setup.ts): makes the restaurant's slug when it has none, else returns it unchanged. */
export function ensureSlug(restaurantId: string) {
  return apiRequest(`/api/v1/restaurants/${encodeURIComponent(restaurantId)}/slug`, { method: 'POST', schema: restaurantSchema });
}

export function useEnsureSlug(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ensureSlug(restaurantId),
    onSuccess: async (restaurant) => {
      queryClient.setQueryData(restaurantQueryKey(restaurantId), restaurant);
      await queryClient.invalidateQueries({ queryKey: setupOverviewQueryKey(restaurantId), exact: true });
    },
  });
}

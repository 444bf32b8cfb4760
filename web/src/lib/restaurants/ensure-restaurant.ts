import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantEnsureResponseSchema, type RestaurantEnsureRequest } from '@shared/api';
import { apiRequest } from '../api';
import { meQueryKey } from '../account/get-me';
import { restaurantQueryKey } from './restaurant-query-key';

/** The caller's own restaurant, created on first call (one restaurant per owner). */
export function ensureRestaurant(body: RestaurantEnsureRequest) {
  return apiRequest('/api/v1/restaurants', { method: 'POST', body, schema: restaurantEnsureResponseSchema });
}

export function useEnsureRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ensureRestaurant,
    onSuccess: async ({ restaurant }) => {
      queryClient.setQueryData(restaurantQueryKey(restaurant.id), restaurant);
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSchema, type RestaurantUpdateRequest } from '@shared/api';
import { apiRequest } from '../api';
import { meQueryKey } from '../account/get-me';
import { restaurantQueryKey } from './restaurant-query-key';

export function updateRestaurant(restaurantId: string, changes: RestaurantUpdateRequest) {
  return apiRequest(`/api/v1/restaurants/${encodeURIComponent(restaurantId)}`, {
    method: 'PATCH',
    body: changes,
    schema: restaurantSchema,
  });
}

export function useUpdateRestaurant(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (changes: RestaurantUpdateRequest) => updateRestaurant(restaurantId, changes),
    onSuccess: async (restaurant) => {
      queryClient.setQueryData(restaurantQueryKey(restaurantId), restaurant);
      // Memberships carry the restaurant's name.
      await queryClient.invalidateQueries({ queryKey: meQueryKey });
    },
  });
}

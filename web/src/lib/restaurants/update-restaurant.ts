import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantSchema, type RestaurantUpdateRequest } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

export function updateRestaurant(restaurantId: string, changes: RestaurantUpdateRequest) {
  return apiRequest(apiPaths.restaurants.detail(restaurantId), {
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
      queryClient.setQueryData(queryKeys.restaurants.detail(restaurantId), restaurant);
      // Memberships carry the restaurant's name.
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}

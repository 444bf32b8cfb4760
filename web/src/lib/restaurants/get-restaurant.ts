import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSchema } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

export function getRestaurant(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.detail(restaurantId), { schema: restaurantSchema });
}

export function getRestaurantQueryOptions(restaurantId: string) {
  return queryOptions({ queryKey: queryKeys.restaurants.detail(restaurantId), queryFn: () => getRestaurant(restaurantId) });
}

/** Pass null while the id is not known yet (the query waits). */
export function useRestaurant(restaurantId: string | null) {
  return useQuery({ ...getRestaurantQueryOptions(restaurantId ?? ''), enabled: restaurantId !== null });
}

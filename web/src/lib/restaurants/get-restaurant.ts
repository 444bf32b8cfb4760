import { queryOptions, useQuery } from '@tanstack/react-query';
import { restaurantSchema } from '@shared/api';
import { apiRequest } from '../api';
import { restaurantQueryKey } from './restaurant-query-key';

export function getRestaurant(restaurantId: string) {
  return apiRequest(`/api/v1/restaurants/${encodeURIComponent(restaurantId)}`, { schema: restaurantSchema });
}

export function getRestaurantQueryOptions(restaurantId: string) {
  return queryOptions({ queryKey: restaurantQueryKey(restaurantId), queryFn: () => getRestaurant(restaurantId) });
}

/** Pass null while the id is not known yet (the query waits). */
export function useRestaurant(restaurantId: string | null) {
  return useQuery({ ...getRestaurantQueryOptions(restaurantId ?? ''), enabled: restaurantId !== null });
}

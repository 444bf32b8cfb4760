import { useMe } from '@/lib/account/get-me';
import { primaryMembership } from '@/lib/account/memberships';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';

/**
 * The restaurant the settings pages work on: the owner's own (the settings guard lets only owners in). Both reads
 * are usually in the cache already (the signed-in area's loader). `restaurant` is null when the owner has none.
 */
export function useOwnerRestaurant() {
  const me = useMe();
  const restaurantId = me.data ? (primaryMembership(me.data)?.restaurantId ?? null) : null;
  const restaurant = useRestaurant(restaurantId);
  const isPending = me.isPending || (restaurantId !== null && restaurant.isPending);
  const isError = me.isError || restaurant.isError;
  return {
    isPending,
    isError,
    error: me.error ?? restaurant.error,
    retry: () => void (me.isError ? me.refetch() : restaurant.refetch()),
    restaurant: restaurant.data ?? null,
  };
}

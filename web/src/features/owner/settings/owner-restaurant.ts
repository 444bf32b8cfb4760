import { useActiveMembership } from '@/lib/account/active-restaurant';
import { useRestaurant } from '@/lib/restaurants/get-restaurant';

/**
 * The restaurant the settings pages work on: the active one (the settings guard lets only its owner in, but for the
 * QR codes page). Both reads are usually in the cache already (the signed-in area's loader). `restaurant` is null
 * when there is none.
 */
export function useOwnerRestaurant() {
  const { me, membership } = useActiveMembership();
  const restaurantId = membership?.restaurantId ?? null;
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

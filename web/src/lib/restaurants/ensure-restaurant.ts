import { useMutation, useQueryClient } from '@tanstack/react-query';
import { restaurantEnsureResponseSchema, type RestaurantEnsureRequest } from '@shared/api';
import { DEFAULT_RESTAURANT_DESCRIPTION, DEFAULT_RESTAURANT_NAME } from '@shared/constants';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

/** The toast when an ensure call made the restaurant (SPEC.md section 8), shown once: only `created: true` says so. */
export const RESTAURANT_CREATED_MESSAGE = "Restaurant created! Let's get you set up.";

const NAME_MAX = 100;
const NAME_SUFFIX = ' Restaurant';

/** '{full name} Restaurant' (SPEC.md section 4), within the name's 100 characters; 'My Restaurant' without a name. */
export function ownRestaurantName(fullName: string | null | undefined): string {
  const name = fullName?.trim().slice(0, NAME_MAX - NAME_SUFFIX.length).trim();
  return name ? `${name}${NAME_SUFFIX}` : DEFAULT_RESTAURANT_NAME;
}

/** What a new owner's restaurant starts as; name and description count only when the call makes it. */
export function newOwnerRestaurant(fullName: string | null | undefined, markOnboardingStarted: boolean): RestaurantEnsureRequest {
  return { name: ownRestaurantName(fullName), description: DEFAULT_RESTAURANT_DESCRIPTION, markOnboardingStarted };
}

/** The caller's own restaurant, created on first call (one restaurant per owner). */
export function ensureRestaurant(body: RestaurantEnsureRequest) {
  return apiRequest(apiPaths.restaurants.ensure(), { method: 'POST', body, schema: restaurantEnsureResponseSchema });
}

export function useEnsureRestaurant() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ensureRestaurant,
    onSuccess: async ({ restaurant }) => {
      queryClient.setQueryData(queryKeys.restaurants.detail(restaurant.id), restaurant);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    },
  });
}

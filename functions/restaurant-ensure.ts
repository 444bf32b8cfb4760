import { created, defineRoute, ok } from './lib/http/route';
import { Restaurants } from './lib/composition';
import { restaurantEnsureRequestSchema } from '../shared/api';

/** One restaurant per owner: returns the caller's restaurant, creating it on first call (201). */
export const handler = defineRoute(
  'restaurant-ensure',
  { body: restaurantEnsureRequestSchema },
  async ({ caller, body }) => {
    const result = await Restaurants.ensureForOwner(caller.userId, body);
    return result.created ? created(result) : ok(result);
  },
);

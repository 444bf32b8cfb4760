import { defineRoute } from './lib/http/route';
import { cacheable, cacheableNotFound } from './lib/domain/public-menu/http-cache';
import { PublicMenus } from './lib/composition';
import { restaurantLookupQuerySchema, toRestaurantLookup } from './lib/domain/public-menu/restaurant-lookup';

/** The diner's entry: ?slug= gives { id }; ?restaurant_id= gives the public restaurant with its branding. */
export const handler = defineRoute(
  'restaurant-public-info',
  { query: restaurantLookupQuerySchema },
  async ({ query }) => {
    const found = await PublicMenus.findRestaurant(toRestaurantLookup(query));
    return found ? cacheable(found) : cacheableNotFound('Restaurant not found');
  },
);

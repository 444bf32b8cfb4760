import { defineRoute } from './lib/http/route';
import { Restaurants } from './lib/composition';
import { NotFoundError } from './lib/errors';

export const handler = defineRoute('restaurant-get', {}, async ({ caller }) => {
  const restaurant = await Restaurants.get(caller.restaurantId);
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  return restaurant;
});

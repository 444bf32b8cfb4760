import { defineRoute } from './lib/http/route';
import { Restaurants } from './lib/composition';
import { restaurantUpdateRequestSchema } from '../shared/api';

export const handler = defineRoute(
  'restaurant-update',
  { body: restaurantUpdateRequestSchema },
  async ({ caller, body }) => Restaurants.update(caller.restaurantId, body),
);

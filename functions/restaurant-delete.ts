import { defineRoute, noContent } from './lib/http/route';
import { Restaurants } from './lib/composition';

/** DELETE /api/v1/restaurants/{id}: the owner deletes an empty restaurant (409 once it has orders or a team). */
export const handler = defineRoute('restaurant-delete', {}, async ({ caller }) => {
  await Restaurants.deleteEmpty(caller.restaurantId, caller.userId);
  return noContent();
});

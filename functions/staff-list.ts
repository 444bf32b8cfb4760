import { defineRoute } from './lib/http/route';
import { Staff } from './lib/composition';

/** The owner's team, newest invitation first. */
export const handler = defineRoute('staff-list', {}, async ({ caller }) => ({
  staff: await Staff.listByRestaurant(caller.restaurantId),
}));

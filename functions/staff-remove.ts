import { staffIdParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Restaurants, Roles, Staff } from './lib/composition';
import { logger } from './lib/logger';
import { Publisher } from './lib/realtime/configured';

/**
 * Removes the member (or the pending invitation): their next request to the restaurant is refused; their signed-in
 * area is told now (a `membership.removed` message on their account lines, in this restaurant and every other they
 * belong to: the switcher drops the entry and says they no longer have access), and the sockets they have open to
 * this restaurant are closed (their reconnect is refused: they are no longer a member).
 */
export const handler = defineRoute('staff-remove', { params: staffIdParamsSchema }, async ({ caller, params }) => {
  const removed = await Staff.remove(caller.restaurantId, params.staffId);
  const userId = removed.userId;
  if (userId) {
    // The removal stands whatever follows (answering an error would make the owner retry into a 404): a message
    // not sent leaves the person to find out at their next request or reload; a socket not closed ends with its TTL.
    try {
      const [restaurant, stillIn] = await Promise.all([Restaurants.get(caller.restaurantId), Roles.memberships(userId)]);
      if (restaurant) await Publisher.tellMemberRemoved(restaurant, userId, stillIn.map((m) => m.restaurantId));
    } catch (error) {
      logger.error('Telling a removed member failed', { error: error as Error, userId });
    }
    try {
      await Publisher.disconnectMember(caller.restaurantId, userId);
    } catch (error) {
      logger.error("Closing a removed member's connections failed", { error: error as Error, userId });
    }
  }
  return noContent();
});

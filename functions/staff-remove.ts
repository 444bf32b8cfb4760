import { staffIdParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Staff } from './lib/composition';
import { logger } from './lib/logger';
import { disconnectMember } from './lib/realtime/publisher';

/**
 * Removes the member (or the pending invitation): their next request to the restaurant is refused, and the dashboard
 * sockets they have open to it are closed now (their reconnect is refused: they are no longer a member).
 */
export const handler = defineRoute('staff-remove', { params: staffIdParamsSchema }, async ({ caller, params }) => {
  const removed = await Staff.remove(caller.restaurantId, params.staffId);
  if (removed.userId) {
    try {
      await disconnectMember(caller.restaurantId, removed.userId);
    } catch (error) {
      // The removal stands (answering an error would make the owner retry into a 404); the socket's TTL ends it.
      logger.error("Closing a removed member's connections failed", { error: error as Error, userId: removed.userId });
    }
  }
  return noContent();
});

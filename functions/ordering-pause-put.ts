import { orderingPauseRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { OrderingPauses } from './lib/composition';

/** Staff pause new orders for 10, 20 or 30 minutes or until resumed, for everything or some categories (issue 30 item 2). */
export const handler = defineRoute('ordering-pause-put', { body: orderingPauseRequestSchema }, async ({ caller, body }) =>
  OrderingPauses.pause(caller.restaurantId, caller.userId, body),
);

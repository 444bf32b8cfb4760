import { defineRoute } from './lib/http/route';
import { OrderingPauses } from './lib/composition';

/** The pause of new orders on now, if any (issue 30 item 2; staff and up). */
export const handler = defineRoute('ordering-pause-get', {}, async ({ caller }) => OrderingPauses.status(caller.restaurantId));

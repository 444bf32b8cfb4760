import { defineRoute } from './lib/http/route';
import { OrderingPauses } from './lib/composition';

/** Staff resume taking orders before the pause's time is up (issue 30 item 2). */
export const handler = defineRoute('ordering-pause-delete', {}, async ({ caller }) => OrderingPauses.resume(caller.restaurantId));

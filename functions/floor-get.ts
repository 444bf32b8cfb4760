import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** The floor (issue 28 item 4, staff and up): every table with the state of its visit. */
export const handler = defineRoute('floor-get', {}, async ({ caller }) => TableSessions.floor(caller.restaurantId));

import * as z from '../shared/zod';
import { admitGuestRequestSchema, idSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Staff let a waiting phone into a table's visit (issue 28 item 2). */
export const handler = defineRoute(
  'table-session-admit',
  { params: z.object({ sessionId: idSchema }), body: admitGuestRequestSchema },
  async ({ caller, params, body }) => TableSessions.admitByStaff(caller.restaurantId, params.sessionId, body.guestId, caller.userId),
);

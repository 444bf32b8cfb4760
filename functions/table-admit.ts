import { tableAdmitRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Someone at the table lets a waiting phone into the visit (issue 28). */
export const handler = defineRoute('table-admit', { body: tableAdmitRequestSchema }, async ({ body }) => TableSessions.admitByGuest(body.guest, body.admitGuestId));

import { tableSessionQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** A phone's place in its table's visit again (a reload, or waiting to be let in): `in` with the view, or `waiting`. */
export const handler = defineRoute('table-session-get', { query: tableSessionQuerySchema }, async ({ query }) =>
  TableSessions.current({ sessionId: query.session_id, guestId: query.guest_id, token: query.token }),
);

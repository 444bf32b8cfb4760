import { tableJoinRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';

/**
 * Scanning a table's card (issue 28): opens or joins the table's visit. `waiting` when the visit has orders and the
 * phone brought no join code (someone at the table or staff lets it in); 403 for a wrong code, 404 for a card that
 * is not (or no longer) the table's, 429 when this address tried too often.
 */
export const handler = defineRoute('table-session-join', { body: tableJoinRequestSchema }, async ({ body, event }) =>
  TableSessions.join(body, { client: clientKey(viewerAddress(event, config.edgeOriginSecret)) }),
);

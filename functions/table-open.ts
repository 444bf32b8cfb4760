import { tableIdParamSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Staff seat a party at a free table (issue 28 item 4): 409 when it is seated already. */
export const handler = defineRoute('table-open', { params: tableIdParamSchema }, async ({ caller, params }) =>
  TableSessions.open(caller.restaurantId, params.tableId),
);

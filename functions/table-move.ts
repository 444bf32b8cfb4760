import { moveTableRequestSchema, tableIdParamSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Staff move a party to a free table (issue 28 item 4): its visit goes with it. 409 when the table is taken. */
export const handler = defineRoute('table-move', { params: tableIdParamSchema, body: moveTableRequestSchema }, async ({ caller, params, body }) =>
  TableSessions.move(caller.restaurantId, params.tableId, body.toTableId),
);

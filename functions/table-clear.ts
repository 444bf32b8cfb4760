import { tableIdParamSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Staff clear a table (issue 28 item 4): its visit ends, the next scan starts a fresh one. A free table stays free. */
export const handler = defineRoute('table-clear', { params: tableIdParamSchema }, async ({ caller, params }) => {
  await TableSessions.clear(caller.restaurantId, params.tableId, caller.userId);
  return { cleared: true };
});

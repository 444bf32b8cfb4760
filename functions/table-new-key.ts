import { tableIdParamSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Tables } from './lib/composition';

/** A new key for a table's card (issue 28 item 1): the printed card stops opening visits. */
export const handler = defineRoute('table-new-key', { params: tableIdParamSchema }, async ({ caller, params }) => Tables.newKey(caller.restaurantId, params.tableId));

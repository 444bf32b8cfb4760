import { tableIdParamSchema, updateTableRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Tables } from './lib/composition';

/** Renames a table (409 onto another's name), or changes its section, seats or position (issue 28 item 1). */
export const handler = defineRoute('table-update', { params: tableIdParamSchema, body: updateTableRequestSchema }, async ({ caller, params, body }) =>
  Tables.update(caller.restaurantId, params.tableId, body),
);

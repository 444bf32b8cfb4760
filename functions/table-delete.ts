import { tableIdParamSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Tables } from './lib/composition';

/** Deletes a table (issue 28 item 1): 409 while a party is seated at it. */
export const handler = defineRoute('table-delete', { params: tableIdParamSchema }, async ({ caller, params }) => {
  await Tables.remove(caller.restaurantId, params.tableId);
  return noContent();
});

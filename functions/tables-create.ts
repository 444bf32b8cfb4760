import { createTablesRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Tables } from './lib/composition';

/** Tables from the QR page's list ("1-12, Patio 1-4"); names already there are skipped (issue 28 item 1). */
export const handler = defineRoute('tables-create', { body: createTablesRequestSchema }, async ({ caller, body }) => ({
  tables: await Tables.create(caller.restaurantId, body),
}));

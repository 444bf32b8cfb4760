import { tableBillRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** "Ask for the bill" on a table's tab (issue 29), and how the table splits it: the visit's view after. */
export const handler = defineRoute('table-bill', { body: tableBillRequestSchema }, async ({ body }) => TableSessions.askForBill(body));

import { tableClaimRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/** Splitting a table's bill by items (issue 29): a guest claims a line (their part of it, when shared) or lets it go. */
export const handler = defineRoute('table-claim', { body: tableClaimRequestSchema }, async ({ body }) => TableSessions.claimLine(body));

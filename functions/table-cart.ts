import { tableCartRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';

/**
 * The table's shared cart (issue 28): add a line (its id made by the phone: a retry adds it once), change the
 * quantity of or remove one of your own, or change your name. Answers the visit's view after the change.
 */
export const handler = defineRoute('table-cart', { body: tableCartRequestSchema }, async ({ body }) => TableSessions.changeCart(body));

import { tableRoundCancelRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { db } from './lib/composition';
import { takeBackRound } from './lib/domain/table-sessions/rounds';
import { paymentGateway } from './lib/payments/configured';

/**
 * The payer takes a table's round back (issue 28): its checkout is ended unpaid at the gateway and its lines are
 * back in the table's cart at once, not when the checkout would have run out.
 */
export const handler = defineRoute('table-round-cancel', { body: tableRoundCancelRequestSchema }, async ({ body }) => takeBackRound(db, body, paymentGateway));

import { tablePayCancelRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { TableSessions } from './lib/composition';
import { paymentGateway } from './lib/payments/configured';

/** Back from a share's payment page (issue 29): its checkout ends unpaid, and the share is open again. */
export const handler = defineRoute('table-pay-cancel', { body: tablePayCancelRequestSchema }, async ({ body }) => TableSessions.cancelShare(body, paymentGateway));

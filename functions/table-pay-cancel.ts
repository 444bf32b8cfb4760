import { tablePayCancelRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { db } from './lib/composition';
import { cancelShare } from './lib/domain/table-sessions/tab-pay';
import { paymentGateway } from './lib/payments/configured';

/** Back from a share's payment page (issue 29): its checkout ends unpaid, and the share is open again. */
export const handler = defineRoute('table-pay-cancel', { body: tablePayCancelRequestSchema }, async ({ body }) => cancelShare(db, body, paymentGateway));

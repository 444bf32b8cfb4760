import { orderReceiptRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Receipts } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { receiptDeps } from './lib/mail/receipt-deps';

/**
 * The confirmation page's "Email me a receipt" (issue 27 item 4): a paid order's receipt, in the diner's language, to
 * the address given (kept only for this order's receipt and credit notes). 400 for an address that is not one, 404
 * for an unknown order, 409 not_paid, 429 when the order or the client address has sent too many.
 */
export const handler = defineRoute('order-receipt', { body: orderReceiptRequestSchema }, async ({ body, event }) =>
  Receipts.send(receiptDeps, { orderId: body.order_id, email: body.email, client: clientKey(viewerAddress(event, config.edgeOriginSecret)) }),
);

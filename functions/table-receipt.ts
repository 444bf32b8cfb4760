import { tableReceiptRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { db } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { sendShareReceipt } from './lib/domain/table-sessions/tab-receipts';
import { receiptDeps } from './lib/mail/receipt-deps';

/**
 * A payer's "Email me a receipt" for their payment of the table's bill (issue 29 item 4): what they paid, in their
 * language, to the address given (used only to send it). 403 for another guest's payment, 409 not_paid, 429 when the
 * payment or the client address has sent too many.
 */
export const handler = defineRoute('table-receipt', { body: tableReceiptRequestSchema }, async ({ body, event }) =>
  sendShareReceipt(db, receiptDeps, { ...body, client: clientKey(viewerAddress(event, config.edgeOriginSecret)) }),
);

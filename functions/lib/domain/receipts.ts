/** E-mail receipts and the credit notes of refunds (issue 27 item 4); see receipts/send-receipt.ts. */
import { withDb, type Db } from '../db/service';
import { sendCreditNote, sendReceipt } from './receipts/send-receipt';

export type { ReceiptDeps } from './receipts/send-receipt';

export function createReceipts(db: Db) {
  return {
    /** The confirmation page's ask: the paid order's receipt to an address (kept for its credit notes). */
    send: withDb(db, sendReceipt),
    /** A refund went through: its credit note to the order's receipt address, if any, once. */
    sendCreditNote: withDb(db, sendCreditNote),
  };
}

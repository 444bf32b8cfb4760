import { defineRoute } from './lib/http/route';
import { Checkout, Receipts, TableSessions } from './lib/composition';
import { receiptDeps } from './lib/mail/receipt-deps';
import { paymentGateway } from './lib/payments/configured';
import { deliverDisputeNotice } from './lib/mail/deliver-dispute';

/** Stripe's events are small; a generous limit still refuses junk before any signature work. */
const MAX_EVENT_BYTES = 512 * 1024;

/**
 * Stripe's webhook (and the sandbox's, which signs the same way): verified on the raw body, each event acted on once.
 * A bad or stale signature is a 400 and changes nothing; anything verified is acknowledged with 200.
 */
export const handler = defineRoute('stripe-webhook', { rawBody: true, maxBodyBytes: MAX_EVENT_BYTES }, async ({ rawBody, event }) => {
  const paymentEvent = paymentGateway.constructEvent(rawBody, event.headers['stripe-signature']);
  await Checkout.handleEvent(paymentEvent, {
    // account.updated: the account as it is now, not as the (possibly late, out of order) event described it.
    currentAccount: (accountId) => paymentGateway.connect.retrieveAccount(accountId),
    // A refund that went through sends the diner's credit note, when they asked for a receipt (issue 27 item 4).
    onRefundSucceeded: async (orderId, refundId) => void (await Receipts.sendCreditNote(receiptDeps, orderId, refundId)),
    // A dispute opened on an order: the owner is told by mail.
    onDispute: deliverDisputeNotice,
    // A tab's saved card, read from its setup session (issue 29).
    gateway: paymentGateway,
    // A tab left open and charged: the card holder's receipt (once, however often the event comes).
    onTabCharged: (sessionId) => TableSessions.sendHolderReceipt(receiptDeps, sessionId),
  });
  return { received: true };
});

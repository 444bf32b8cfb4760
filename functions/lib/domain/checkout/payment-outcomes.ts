/**
 * Recording what happened at checkout. Marking an order paid is ONE function, used by the webhook and by the success
 * page's reconcile alike. A session pays an order only when it is that order's own session and says it took the
 * order's exact amount in the order's currency (and, for a Connect event, on the restaurant's own account); anything
 * else is logged as a mismatch and changes nothing. The move is conditional on pending_payment, so whichever of the
 * webhook and the reconcile arrives second finds the order paid already and changes nothing.
 */
import type { Order } from '../../../../shared/api';
import { ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../logger';
import { BusinessMetric, countMetric } from '../../observability';
import type { CheckoutSessionView } from '../../payments/gateway';
import { restaurantTimeZone } from '../analytics/sales-writes';
import { createInventory } from '../inventory';
import { createOrders } from '../orders';
import { payOrder } from '../orders/pay';
import { createSections } from '../sections';
import { roundPaid, roundReturned } from '../table-sessions/round-outcomes';
import { readOrderForPayment } from '../orders/record';
import { createRestaurants } from '../restaurants';
import type { Db } from '../../db/service';

/** Where the session came from: a webhook event may name the connected account it happened on. */
export interface SessionSource {
  /** Stripe's `event.account`; null or absent for the platform's own events and for a retrieved session. */
  account?: string | null;
}

export type PaymentMismatch = 'session' | 'payment_status' | 'amount' | 'currency' | 'account';

/** Why this session cannot pay this order, or null when it can. */
export async function paymentMismatch(db: Db, 
  order: Order,
  orderSessionId: string | null,
  session: CheckoutSessionView,
  source: SessionSource = {},
): Promise<PaymentMismatch | null> {
  if (!orderSessionId || session.id !== orderSessionId) return 'session';
  if (session.paymentStatus !== 'paid') return 'payment_status';
  if (session.amountTotalCents !== order.totalCents) return 'amount';
  if (!session.currency || session.currency.toUpperCase() !== order.currency.toUpperCase()) return 'currency';
  if (source.account) {
    // Only a missing restaurant counts as "no account"; any other failure (DynamoDB down) is thrown, so the webhook
    // gives its claim back and Stripe's retry is processed instead of the payment being dropped as a mismatch.
    const restaurantAccount = await createRestaurants(db).stripeAccountId(order.restaurantId).catch((error: unknown) => {
      if (error instanceof NotFoundError) return null;
      throw error;
    });
    if (source.account !== restaurantAccount) return 'account';
  }
  return null;
}

/** A sale's stock changes may race with a restock or another sale; each retry re-plans from the current counts. */
const MAX_PAY_ATTEMPTS = 5;

/**
 * Marks the session's order paid (with paidAt, payment state paid and the session's payment intent) and takes its
 * items out of stock in the same transaction; null when nothing changed (unknown order, not pending any more, or a
 * mismatch).
 */
export async function markOrderPaid(db: Db, session: CheckoutSessionView, source: SessionSource = {}): Promise<Order | null> {
  if (!session.orderId) return null;
  const found = await readOrderForPayment(db, session.orderId);
  if (!found) {
    logger.info('Checkout outcome for an unknown order', { orderId: session.orderId, sessionId: session.id });
    return null;
  }
  const { order, checkoutSessionId } = found;
  if (awaitsDelayedPayment(session) && session.id === checkoutSessionId) {
    // A delayed method (bank debit) was chosen: the checkout is done but no money yet. The order waits for
    // async_payment_succeeded (paid) or async_payment_failed (canceled); nothing is wrong with it.
    logger.info('Checkout completed with a payment still to settle; the order stays pending', { orderId: order.id, sessionId: session.id });
    return null;
  }
  const mismatch = await paymentMismatch(db, order, checkoutSessionId, session, source);
  if (mismatch) {
    countMetric(BusinessMetric.WebhookMismatches);
    logger.warn('Payment mismatch: a completed checkout does not match its order, nothing changed', {
      mismatch,
      orderId: order.id,
      sessionId: session.id,
      orderSessionId: checkoutSessionId,
      amountTotalCents: session.amountTotalCents,
      orderTotalCents: order.totalCents,
      currency: session.currency,
      orderCurrency: order.currency,
      account: source.account ?? null,
    });
    return null;
  }
  if (order.status !== 'pending_payment') return null;
  return placeOrder(db, order, session.paymentIntentId);
}

/**
 * pending_payment -> paid (into the kitchen) with its stock and analytics (./orders/pay.ts), retried while stock
 * counts move; a table's round is then sent for good. `onTab`: a round placed on a table's tab (issue 29), whose
 * payment comes with the bill. null when the order had left pending_payment already.
 */
export async function placeOrder(db: Db, order: Order, paymentIntentId: string | null, onTab = false): Promise<Order | null> {
  // The day the order counts on in the Analytics tab is the restaurant's: its zone, read once (one small GetItem).
  const timeZone = await restaurantTimeZone(db, order.restaurantId);
  // The tip goes to the members serving the table's section now (issue 30 item 4); a tab's rounds have no tip.
  const tipCredits = onTab
    ? []
    : await createSections(db).tipCredits({
        restaurantId: order.restaurantId,
        sourceId: order.id,
        tableName: order.tableLabel ?? null,
        tipCents: order.tipCents,
        currency: order.currency,
        paidAt: new Date().toISOString(),
        timeZone,
      });
  for (let attempt = 1; attempt <= MAX_PAY_ATTEMPTS; attempt++) {
    // The last attempt pays without touching stock: a diner who paid must reach the kitchen whatever the counts do.
    const lastAttempt = attempt === MAX_PAY_ATTEMPTS;
    const outcome = await payOrder(db, order, lastAttempt ? [] : await createInventory(db).planSale(order), timeZone, paymentIntentId, onTab, tipCredits);
    if (outcome.kind === 'not_pending') return null;
    if (outcome.kind === 'paid') {
      if (!onTab) countMetric(BusinessMetric.OrdersPaid);
      if (lastAttempt) logger.error('Stock kept changing while an order was paid; it was paid without lowering stock', { orderId: order.id });
      // A table's round: sent for good, the next can go (issue 28). The order is paid whatever this does.
      await roundPaid(db, outcome.order).catch((error: unknown) => logger.error("A paid round's visit was not updated", { orderId: order.id, error: error as Error }));
      return outcome.order;
    }
  }
  return null;
}

/** A completed checkout whose payment settles later (Stripe: status complete, payment_status unpaid). */
function awaitsDelayedPayment(session: CheckoutSessionView): boolean {
  return session.status === 'complete' && session.paymentStatus === 'unpaid';
}

/** pending_payment -> `to`, a payment's move; null when the order is unknown or has left pending_payment already. */
export async function closePending(db: Db, orderId: string, to: 'expired' | 'canceled'): Promise<Order | null> {
  try {
    const closed = await createOrders(db).advance(orderId, 'pending_payment', to, 'payment');
    // A table's round closed unpaid: its lines go back into the shared cart (issue 28).
    await roundReturned(db, closed).catch((error: unknown) => logger.error("An unpaid round's lines were not put back", { orderId, error: error as Error }));
    return closed;
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ConflictError) {
      logger.info('Checkout outcome left the order as it was', { orderId, to, reason: error.message });
      return null;
    }
    throw error;
  }
}

/**
 * Closes the session's unpaid order (pending_payment -> `to`); null when nothing changed. Only the order's own session
 * can close it: a session from elsewhere proves nothing about this order.
 */
async function closeOwnUnpaidOrder(db: Db, session: CheckoutSessionView, to: 'expired' | 'canceled', outcome: string): Promise<Order | null> {
  if (!session.orderId || session.paymentStatus === 'paid') return null;
  const found = await readOrderForPayment(db, session.orderId);
  if (!found || found.checkoutSessionId !== session.id) {
    if (found) {
      countMetric(BusinessMetric.WebhookMismatches);
      logger.warn(`Payment mismatch: ${outcome} is not its order's session, nothing changed`, { orderId: session.orderId, sessionId: session.id });
    }
    return null;
  }
  return closePending(db, session.orderId, to);
}

/** The session expired unpaid (checkout.session.expired): its order is closed as expired. */
export const markOrderExpired = (db: Db, session: CheckoutSessionView) => closeOwnUnpaidOrder(db, session, 'expired', 'an expired checkout');

/**
 * A delayed payment (bank debit) that failed to settle (async_payment_failed): its order is canceled, so it does not
 * wait for money for ever.
 */
export const markOrderPaymentFailed = (db: Db, session: CheckoutSessionView) =>
  closeOwnUnpaidOrder(db, session, 'canceled', 'a failed delayed payment');

/**
 * Recording what happened at checkout. Marking an order paid is ONE function, used by the webhook and by the success
 * page's reconcile alike, and it is a conditional move from pending_payment: whichever arrives second finds the
 * order paid already and changes nothing.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { ConflictError, NotFoundError } from '../../errors';
import { logger } from '../../http/logger';
import type { CheckoutSessionView } from '../../payments/gateway';
import { Inventory } from '../inventory';
import { Orders } from '../orders';

/** pending_payment -> `to`; null when the order is unknown or has left pending_payment already. */
async function closePending(orderId: string, to: OrderStatus): Promise<Order | null> {
  try {
    return await Orders.advance(orderId, 'pending_payment', to);
  } catch (error) {
    if (error instanceof NotFoundError || error instanceof ConflictError) {
      logger.info('Checkout outcome left the order as it was', { orderId, to, reason: error.message });
      return null;
    }
    throw error;
  }
}

/**
 * Marks the session's order paid (with paidAt) when the session is paid; null when nothing changed. Only the call
 * that moved the order takes its items out of stock, so a repeated event or a reconcile never counts a sale twice.
 */
export async function markOrderPaid(session: CheckoutSessionView): Promise<Order | null> {
  if (!session.orderId || session.paymentStatus !== 'paid') return null;
  const paid = await closePending(session.orderId, 'paid');
  if (paid) await Inventory.recordSale(paid);
  return paid;
}

/** Closes the session's order as expired when it was never paid; null when nothing changed. */
export async function markOrderExpired(session: CheckoutSessionView): Promise<Order | null> {
  if (!session.orderId || session.paymentStatus === 'paid') return null;
  return closePending(session.orderId, 'expired');
}

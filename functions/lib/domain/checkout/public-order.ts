/**
 * The diner's confirmation page view of an order. When the order still waits for payment and the page came back from
 * checkout with a session id, the gateway is asked about that session first: a paid session marks the order paid
 * (the webhook's own function), so a late or lost webhook never shows a paid order as unpaid.
 */
import type { Order, PublicOrder } from '../../../../shared/api';
import { estimatedPrepMinutes } from '../../../../shared/pricing';
import { NotFoundError } from '../../errors';
import { logger } from '../../logger';
import type { PaymentGateway } from '../../payments/gateway';
import { readOrder } from '../orders/record';
import { createRestaurants } from '../restaurants';
import { markOrderPaid } from './payment-outcomes';
import type { Db } from '../../db/service';

export async function readPublicOrder(db: Db, orderId: string, sessionId: string | undefined, gateway: PaymentGateway): Promise<PublicOrder> {
  const order = await readOrder(db, orderId);
  if (!order) throw new NotFoundError('Order not found');
  const [current, restaurant] = await Promise.all([
    order.status === 'pending_payment' && sessionId ? reconcile(db, order, sessionId, gateway) : order,
    createRestaurants(db).get(order.restaurantId),
  ]);
  return toPublicOrder(current, restaurant?.name ?? '');
}

async function reconcile(db: Db, order: Order, sessionId: string, gateway: PaymentGateway): Promise<Order> {
  try {
    const session = await gateway.retrieveCheckoutSession(sessionId);
    // Only this order's own session counts: a session id from elsewhere proves nothing about this order.
    if (!session || session.orderId !== order.id || session.paymentStatus !== 'paid') return order;
    // null: the webhook got there first; read what it wrote.
    return (await markOrderPaid(db, session)) ?? (await readOrder(db, order.id, true)) ?? order;
  } catch (error) {
    // The page still shows the order; the webhook (or the next look) brings the payment in.
    logger.warn('Could not reconcile the order with its checkout session', { orderId: order.id, sessionId, error: error as Error });
    return order;
  }
}

export function toPublicOrder(order: Order, restaurantName: string): PublicOrder {
  const itemCount = order.lines.reduce((sum, line) => sum + line.qty, 0);
  return {
    id: order.id,
    orderCode: order.orderCode,
    restaurantId: order.restaurantId,
    restaurantName,
    status: order.status,
    tableLabel: order.tableLabel,
    note: order.note,
    createdAt: order.createdAt,
    paidAt: order.paidAt,
    subtotalCents: order.subtotalCents,
    taxCents: order.taxCents,
    taxIncluded: order.taxIncluded ?? null,
    taxRateBps: order.taxRateBps ?? null,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    currency: order.currency,
    // The diner's page: each line named in the diner's language when it was ordered in one (dinerItemName).
    lines: order.lines.map(({ dinerItemName, ...line }) => ({ ...line, itemName: dinerItemName ?? line.itemName })),
    estimatedPrepMinutes: estimatedPrepMinutes(itemCount),
    // The diner's view of refunds: how much and whether it went through; never staff's reason or note.
    refunds: (order.refunds ?? [])
      .filter((refund) => refund.status !== 'failed')
      .map(({ id, status, amountCents, createdAt, lines, tipCents }) => ({ id, status, amountCents, createdAt, lines, tipCents })),
    refundedCents: order.refundedCents,
  };
}

/** Stored order and line items and their one shape (shared/api Order, from its zod schema). */
import type { EntityItem } from 'electrodb';
import { sortAllergens } from '../../../../shared/allergens';
import { orderLineSchema, orderSchema, refundSchema, type Order, type OrderDispute, type OrderLine, type Refund } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { paymentStateFromStatus, type PaymentState } from '../../../../shared/order-lifecycle';
import type { RefundedSoFar } from '../../../../shared/refunds';
import type { Db } from '../../db/service';
import { shape } from '../../db/shape';

export type OrderItem = EntityItem<Db['entities']['order']>;
export type OrderLineItem = EntityItem<Db['entities']['orderLine']>;
export type RefundItem = EntityItem<Db['entities']['refund']>;

/** An order line in its one shape (shared/api OrderLine): the schema keeps exactly its fields. */
// Lines stored before ingredients could be left out have no removedIngredients: none were.
// dinerItemName stays absent when there is none (not null): staff answers carry it only for lines that have one.
// So do allergens (issue 30 item 5): lines stored before them, or with none, carry no list.
export const toOrderLine = ({ dinerItemName, allergens, ...item }: OrderLineItem, refundedQty = 0): OrderLine =>
  orderLineSchema.parse({
    ...shape(item, { note: true }),
    removedIngredients: item.removedIngredients ?? [],
    refundedQty,
    ...(dinerItemName ? { dinerItemName } : {}),
    ...(allergens?.length ? { allergens: sortAllergens(allergens) } : {}),
  });

/** A refund in its one shape (shared/api Refund), staff's view. */
export const toRefund = (item: RefundItem): Refund =>
  refundSchema.parse({
    id: item.refundId,
    kind: item.kind,
    reason: item.reason,
    note: item.note ?? null,
    status: item.status,
    amountCents: item.amountCents,
    subtotalCents: item.subtotalCents,
    taxCents: item.taxCents,
    tipCents: item.tipCents,
    feeCents: item.feeCents,
    lines: item.lines ?? [],
    canceledOrder: item.canceledOrder ?? false,
    failureReason: item.failureReason ?? null,
    ...(item.payerName ? { payerName: item.payerName } : {}),
    createdAt: item.createdAt,
    succeededAt: item.succeededAt ?? null,
    failedAt: item.failedAt ?? null,
  });

/** The order's running refunded sums as stored (absent on orders never refunded: nothing). */
export const storedRefunded = (item: Pick<OrderItem, 'refundedCents' | 'refundedSubtotalCents' | 'refundedTaxCents' | 'refundedTipCents' | 'refundedFeeCents'>): RefundedSoFar => ({
  cents: item.refundedCents ?? 0,
  subtotalCents: item.refundedSubtotalCents ?? 0,
  taxCents: item.refundedTaxCents ?? 0,
  tipCents: item.refundedTipCents ?? 0,
  feeCents: item.refundedFeeCents ?? 0,
});

const toDispute = (dispute: OrderItem['dispute']): OrderDispute | null =>
  dispute
    ? {
        status: dispute.status,
        amountCents: dispute.amountCents,
        reason: dispute.reason,
        evidenceDueBy: dispute.evidenceDueBy ?? null,
        openedAt: dispute.openedAt,
        closedAt: dispute.closedAt ?? null,
      }
    : null;

/** The order's payment state; an order stored before it was kept has it read from its status. */
export const storedPaymentState = (item: Pick<OrderItem, 'paymentState' | 'status' | 'paidAt'>): PaymentState =>
  item.paymentState ?? paymentStateFromStatus(item.status, item.paidAt ?? null);

/**
 * An order in its one shape (shared/api Order): checkout's own attributes (session, attempt) and the payment's ids are
 * left out by it. Orders stored before refunds have no payment state (read from the status) and no refunded amount (0).
 */
export function toOrder(item: OrderItem, lines: OrderLineItem[], refunds?: RefundItem[]): Order {
  const { refundedSubtotalCents: _s, refundedTaxCents: _t, refundedTipCents: _p, refundedFeeCents: _f, refundVersion: _v, dinerLanguage: _l, escalatedAt: _e, lineRefundedQty, dispute, tableSessionId, roundNumber, onTab, ...rest } = item;
  const optional = {
    tableLabel: true,
    note: true,
    taxIncluded: true,
    taxRateBps: true,
    checkoutSessionId: true,
    paymentState: true,
    paymentIntentId: true,
    chargeId: true,
    refundedCents: true,
    canceledAt: true,
    paidAt: true,
    prepStartedAt: true,
    readyAt: true,
    servedAt: true,
  } as const;
  const refunded = storedRefunded(item);
  return orderSchema.parse({
    ...shape(rest, optional, 'orderId'),
    paymentState: storedPaymentState(item),
    refundedCents: refunded.cents,
    refunded: { subtotalCents: refunded.subtotalCents, taxCents: refunded.taxCents, tipCents: refunded.tipCents, feeCents: refunded.feeCents },
    dispute: toDispute(dispute),
    // Only on a table's rounds (issue 28), so an order of one phone reads as it always has.
    ...(tableSessionId ? { tableSessionId, roundNumber: roundNumber ?? 1 } : {}),
    // A round on a table's tab (issue 29): placed before it is paid.
    ...(onTab ? { onTab: true } : {}),
    lines: [...lines].sort((x, y) => x.position - y.position).map((line) => toOrderLine(line, lineRefundedQty?.[line.position] ?? 0)),
    ...(refunds ? { refunds: [...refunds].sort((x, y) => x.createdAt.localeCompare(y.createdAt) || x.refundId.localeCompare(y.refundId)).map(toRefund) } : {}),
  });
}

/** The order with its lines in one query (the orderDetails collection). */
export async function readOrder(db: Db, orderId: string, consistent = false): Promise<Order | null> {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent });
  const [order] = data.order;
  return order ? toOrder(order, data.orderLine, data.refund) : null;
}

/** The ids of an order's payment: kept out of the API shape, only payments code needs them. */
export interface OrderPaymentIds {
  checkoutSessionId: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
}

/** The order and its payment's ids: the checkout session it was sent to, and (once paid) the intent and charge. */
export async function readOrderForPayment(db: Db, orderId: string): Promise<({ order: Order } & OrderPaymentIds) | null> {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent: true });
  const [order] = data.order;
  if (!order) return null;
  return {
    order: toOrder(order, data.orderLine, data.refund),
    checkoutSessionId: order.checkoutSessionId ?? null,
    paymentIntentId: order.paymentIntentId ?? null,
    chargeId: order.chargeId ?? null,
  };
}

/** The moment each status is reached is recorded on the order. */
export const STATUS_TIMESTAMP: Partial<Record<OrderStatus, 'paidAt' | 'prepStartedAt' | 'readyAt' | 'servedAt'>> = {
  paid: 'paidAt',
  in_progress: 'prepStartedAt',
  ready: 'readyAt',
  served: 'servedAt',
};

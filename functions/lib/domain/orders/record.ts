/** Stored order and line items and their API shape (shared/api Order). */
import type { EntityItem } from 'electrodb';
import type { Order, OrderLine } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { db } from '../../db/client';

export type OrderItem = EntityItem<typeof db.entities.order>;
export type OrderLineItem = EntityItem<typeof db.entities.orderLine>;

export function toOrderLine(item: OrderLineItem): OrderLine {
  return {
    itemId: item.itemId,
    itemName: item.itemName,
    qty: item.qty,
    unitPriceCents: item.unitPriceCents,
    lineTotalCents: item.lineTotalCents,
    options: item.options.map((o) => ({ groupName: o.groupName, optionName: o.optionName, priceDeltaCents: o.priceDeltaCents })),
    note: item.note ?? null,
  };
}

export function toOrder(item: OrderItem, lines: OrderLineItem[]): Order {
  return {
    id: item.orderId,
    orderCode: item.orderCode,
    restaurantId: item.restaurantId,
    status: item.status,
    tableLabel: item.tableLabel ?? null,
    note: item.note ?? null,
    subtotalCents: item.subtotalCents,
    taxCents: item.taxCents,
    tipCents: item.tipCents,
    totalCents: item.totalCents,
    feeCents: item.feeCents,
    currency: item.currency,
    createdAt: item.createdAt,
    paidAt: item.paidAt ?? null,
    prepStartedAt: item.prepStartedAt ?? null,
    readyAt: item.readyAt ?? null,
    servedAt: item.servedAt ?? null,
    lines: [...lines].sort((a, b) => a.position - b.position).map(toOrderLine),
  };
}

/** The order with its lines in one query (the orderDetails collection). */
export async function readOrder(orderId: string, consistent = false): Promise<Order | null> {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent });
  const [order] = data.order;
  return order ? toOrder(order, data.orderLine) : null;
}

/** The order and the checkout session it was sent to (kept out of the API shape: only payments code needs it). */
export async function readOrderForPayment(orderId: string): Promise<{ order: Order; checkoutSessionId: string | null } | null> {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent: true });
  const [order] = data.order;
  return order ? { order: toOrder(order, data.orderLine), checkoutSessionId: order.checkoutSessionId ?? null } : null;
}

/** The moment each status is reached is recorded on the order. */
export const STATUS_TIMESTAMP: Partial<Record<OrderStatus, 'paidAt' | 'prepStartedAt' | 'readyAt' | 'servedAt'>> = {
  paid: 'paidAt',
  in_progress: 'prepStartedAt',
  ready: 'readyAt',
  served: 'servedAt',
};

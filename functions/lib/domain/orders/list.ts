/**
 * The dashboard's orders: one query per wanted status on the status index (oldest first), then every line of
 * those orders fetched by key in batches (each order knows its line count), never one query per order.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { db } from '../../db/client';
import { untilProcessed } from '../../db/batch';
import { toOrder, type OrderItem, type OrderLineItem } from './record';

export async function listOrdersByRestaurant(
  restaurantId: string,
  statuses: readonly OrderStatus[],
  options: { createdAfter?: string } = {},
): Promise<Order[]> {
  const perStatus = await Promise.all(
    [...new Set(statuses)].map(async (status) => {
      const query = db.entities.order.query.byStatus({ restaurantId, status });
      const { data } = await (options.createdAfter ? query.gt({ createdAt: options.createdAfter }) : query).go({ pages: 'all' });
      return data;
    }),
  );
  const orders = perStatus.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId));
  const lines = await linesOf(orders);
  return orders.map((order) => toOrder(order, lines.get(order.orderId) ?? []));
}

async function linesOf(orders: OrderItem[]): Promise<Map<string, OrderLineItem[]>> {
  const keys = orders.flatMap((order) => Array.from({ length: order.lineCount }, (_, position) => ({ orderId: order.orderId, position })));
  const byOrder = new Map<string, OrderLineItem[]>();
  if (keys.length === 0) return byOrder;
  const rounds = await untilProcessed(keys, (pending) => db.entities.orderLine.get(pending).go());
  for (const line of rounds.flatMap((round) => round.data)) {
    const list = byOrder.get(line.orderId) ?? [];
    list.push(line);
    byOrder.set(line.orderId, list);
  }
  return byOrder;
}

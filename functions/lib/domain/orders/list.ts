/**
 * The dashboard's orders: one query per wanted status on the status index (oldest first), then every line of
 * those orders fetched by key in batches (each order knows its line count), never one query per order.
 */
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { db } from '../../db/client';
import { untilProcessed } from '../../db/batch';
import { toOrder, type OrderItem, type OrderLineItem } from './record';

/** Sorts after every ISO-8601 timestamp the orders carry. */
const LATEST_CREATED_AT = '9999-12-31T23:59:59.999Z';

/** `createdFrom` (inclusive, ISO-8601) limits the list to orders created since then. */
export async function listOrdersByRestaurant(
  restaurantId: string,
  statuses: readonly OrderStatus[],
  options: { createdFrom?: string } = {},
): Promise<Order[]> {
  const perStatus = await Promise.all(
    [...new Set(statuses)].map(async (status) => {
      const query = db.entities.order.query.byStatus({ restaurantId, status });
      // Bounded on both sides: the sort key is status then createdAt, so an open-ended `gt` would run on into the
      // statuses that sort after this one and list their orders too.
      const { data } = await (options.createdFrom
        ? query.between({ createdAt: options.createdFrom }, { createdAt: LATEST_CREATED_AT })
        : query
      ).go({ pages: 'all' });
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

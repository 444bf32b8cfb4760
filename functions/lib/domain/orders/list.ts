/**
 * Lists of a restaurant's orders, all on the status index (sort key: status, then createdAt):
 *  - listOrdersByRestaurant: one query per wanted status (oldest first), each optionally bounded by creation time;
 *  - pageOrdersByStatus: one status, newest first, a page at a time with ElectroDB's cursor (never every page).
 * Then every line of the listed orders is fetched by key in batches (each order knows its line count), never one
 * query per order.
 */
import { createConversions } from 'electrodb';
import type { Order } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import type { Db } from '../../db/service';
import { orderEntity } from '../../db/entities/order';
import { untilProcessed } from '../../db/batch';
import { BadRequestError } from '../../errors';
import { toOrder, type OrderItem, type OrderLineItem } from './record';

/** Sorts after every ISO-8601 timestamp the orders carry. */
const LATEST_CREATED_AT = '9999-12-31T23:59:59.999Z';
/** Sorts before every one (the key's bare `createdAt_` prefix). */
const EARLIEST_CREATED_AT = '';

/**
 * `createdFrom` (inclusive, ISO-8601) limits the list to orders created since then: one bound for every status, or
 * a bound per status (a status without one is listed whole).
 */
export async function listOrdersByRestaurant(
  db: Db,
  restaurantId: string,
  statuses: readonly OrderStatus[],
  options: { createdFrom?: string | Partial<Record<OrderStatus, string>> } = {},
): Promise<Order[]> {
  const { createdFrom } = options;
  const perStatus = await Promise.all(
    [...new Set(statuses)].map(async (status) => {
      const from = typeof createdFrom === 'string' ? createdFrom : createdFrom?.[status];
      const query = db.entities.order.query.byStatus({ restaurantId, status });
      // Bounded on both sides: the sort key is status then createdAt, so an open-ended `gt` would run on into the
      // statuses that sort after this one and list their orders too.
      const { data } = await (from ? query.between({ createdAt: from }, { createdAt: LATEST_CREATED_AT }) : query).go({ pages: 'all' });
      return data;
    }),
  );
  const orders = perStatus.flat().sort((a, b) => a.createdAt.localeCompare(b.createdAt) || a.orderId.localeCompare(b.orderId));
  return withLines(db, orders);
}

export interface OrdersPage {
  /** Newest first. */
  orders: Order[];
  /** Hand it back as `cursor` for the next page; null when there is none. */
  nextCursor: string | null;
}

/**
 * Key and cursor conversions depend only on the entity's model, not on a client or table. Built on first use: an
 * entity takes some 10 ms to build, which every function importing this module would pay at its cold start.
 */
const buildOrderIndexes = () => createConversions(orderEntity({})).byAccessPattern;
let builtOrderIndexes: ReturnType<typeof buildOrderIndexes> | undefined;
export const orderIndexes = () => (builtOrderIndexes ??= buildOrderIndexes());

/**
 * Orders of one status created before `createdBefore` (exclusive, ISO-8601), newest first, `limit` of them after
 * the one `cursor` stands for. Reads one more than asked, so a page that ends the list says so (no empty last page).
 */
export async function pageOrdersByStatus(
  db: Db,
  restaurantId: string,
  status: OrderStatus,
  options: { createdBefore: string; limit: number; cursor?: string },
): Promise<OrdersPage> {
  const { createdBefore, limit, cursor } = options;
  // Inclusive upper bound one millisecond before: every createdAt is an ISO string with milliseconds.
  const latest = new Date(Date.parse(createdBefore) - 1).toISOString();
  if (cursor !== undefined) checkCursor(cursor, 'byStatus', { restaurantId, status }, { latest });
  const { data } = await db.entities.order.query
    .byStatus({ restaurantId, status })
    .between({ createdAt: EARLIEST_CREATED_AT }, { createdAt: latest })
    .go({ order: 'desc', count: limit + 1, limit: limit + 1, ...(cursor ? { cursor } : {}) });
  const page = data.slice(0, limit);
  const last = page.at(-1);
  return {
    orders: await withLines(db, page),
    nextCursor: data.length > limit && last ? orderIndexes().byStatus.fromComposite.toCursor(last) : null,
  };
}

/**
 * A cursor is only good for the list it came from: this restaurant (and status, on the status index), inside the
 * range. Anything else (another restaurant's keys, a forged or mangled key) is the caller's mistake, answered 400,
 * never passed on.
 */
export function checkCursor(
  cursor: string,
  index: keyof ReturnType<typeof orderIndexes>,
  expected: { restaurantId: string; status?: OrderStatus },
  range: { earliest?: string; latest: string },
) {
  const why = cursorProblem(cursor, index, expected, range);
  if (why) throw new BadRequestError(`Invalid request - cursor: ${why}`, { cursor: why }, 'validation_failed');
}

function cursorProblem(
  cursor: string,
  index: keyof ReturnType<typeof orderIndexes>,
  expected: { restaurantId: string; status?: OrderStatus },
  range: { earliest?: string; latest: string },
): string | null {
  const foreign = 'is not a cursor this list gave out';
  const convert = orderIndexes()[index];
  try {
    const composite: { restaurantId?: string; status?: string; createdAt?: string; orderId?: string } = convert.fromCursor.toComposite(cursor);
    const { restaurantId, createdAt, orderId } = composite;
    if (restaurantId !== expected.restaurantId || composite.status !== expected.status || !createdAt || !orderId) {
      return 'belongs to another list; start again from the first page';
    }
    // The keys must be exactly the ones ElectroDB makes for that order: nothing added, nothing altered.
    const keys: Record<string, unknown> = convert.fromCursor.toKeys(cursor);
    const canonical: Record<string, unknown> = convert.fromComposite.toKeys({ restaurantId, createdAt, orderId, ...(expected.status ? { status: expected.status } : {}) });
    const same = Object.keys(keys).length === Object.keys(canonical).length && Object.entries(canonical).every(([k, v]) => keys[k] === v);
    if (!same) return foreign;
    const outside = createdAt > range.latest || (range.earliest !== undefined && createdAt < range.earliest);
    return outside ? 'is out of date; start again from the first page' : null;
  } catch {
    // Not base64url JSON, or not keys of this index: ElectroDB cannot read it.
    return foreign;
  }
}

/** The orders with their lines, fetched by key in batches. */
export async function withLines(db: Db, orders: OrderItem[]): Promise<Order[]> {
  const lines = await linesOf(db, orders);
  return orders.map((order) => toOrder(order, lines.get(order.orderId) ?? []));
}

async function linesOf(db: Db, orders: OrderItem[]): Promise<Map<string, OrderLineItem[]>> {
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

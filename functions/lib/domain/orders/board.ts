/**
 * The staff board's reads (SPEC.md 2 and 4): the board's list and the history behind it a page at a time, and one
 * ticket. Scoped to the member's restaurant: another restaurant's order is "not found", never shown.
 */
import { ORDERS_HISTORY_PAGE_SIZE, SETTLED_ORDER_STATUSES, type Order, type OrdersBoard, type OrdersHistoryPage } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { NotFoundError } from '../../errors';
import { localDate, startOfLocalDay, usableTimeZone } from '../analytics/time-zone';
import { createRestaurants } from '../restaurants';
import { listOrdersByRestaurant, pageOrdersByStatus } from './list';
import { readOrder } from './record';
import type { Db } from '../../db/service';

export type SettledStatus = (typeof SETTLED_ORDER_STATUSES)[number];
const isSettled = (status: OrderStatus): status is SettledStatus => (SETTLED_ORDER_STATUSES as readonly string[]).includes(status);

/** The restaurant's calendar day at `now`, by its own clock (as analytics counts days). */
async function restaurantToday(db: Db, restaurantId: string, now: number): Promise<OrdersBoard['today']> {
  const restaurant = await createRestaurants(db).get(restaurantId);
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  const timeZone = usableTimeZone(restaurant.timeZone);
  const date = localDate(now, timeZone);
  return { date, timeZone, from: new Date(startOfLocalDay(date, timeZone)).toISOString() };
}

/**
 * What the board polls: every order in an active status (paid, in progress, ready...) however old, since it still
 * needs doing, and the settled ones (served, canceled, expired) placed today only. So the answer stays the size of
 * a day's trade instead of growing with every order ever served; older ones are in `history`.
 */
export async function listBoard(db: Db, restaurantId: string, statuses: readonly OrderStatus[], now = Date.now()): Promise<OrdersBoard> {
  const today = await restaurantToday(db, restaurantId, now);
  const createdFrom = Object.fromEntries(statuses.filter(isSettled).map((status) => [status, today.from]));
  return { orders: await listOrdersByRestaurant(db, restaurantId, statuses, { createdFrom }), today };
}

/** Settled orders placed before today, newest first, a page at a time (the board's "Show earlier orders"). */
export async function listHistory(
  db: Db,
  restaurantId: string,
  options: { status?: SettledStatus; cursor?: string; limit?: number } = {},
  now = Date.now(),
): Promise<OrdersHistoryPage> {
  const today = await restaurantToday(db, restaurantId, now);
  return pageOrdersByStatus(db, restaurantId, options.status ?? 'served', {
    createdBefore: today.from,
    limit: options.limit ?? ORDERS_HISTORY_PAGE_SIZE,
    cursor: options.cursor,
  });
}

/** One ticket of the member's restaurant. */
export async function getTicket(db: Db, restaurantId: string, orderId: string): Promise<Order> {
  const order = await readOrder(db, orderId);
  if (!order || order.restaurantId !== restaurantId) throw new NotFoundError('Order not found');
  return order;
}

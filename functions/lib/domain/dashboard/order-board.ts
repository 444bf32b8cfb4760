/**
 * The staff side of orders (SPEC.md 2 and 4): the board's list, the history behind it a page at a time, read one
 * ticket with its lines, and move it one step along the status machine. Scoped to the member's restaurant: another
 * restaurant's order is "not found", never shown.
 */
import {
  ORDERS_HISTORY_PAGE_SIZE,
  SETTLED_ORDER_STATUSES,
  type Order,
  type OrdersBoard,
  type OrdersHistoryPage,
} from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { canAdvance, invalidTransitionMessage, staleOrderMessage } from '../../../../shared/order-status';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { localDate, startOfLocalDay, usableTimeZone } from '../analytics/time-zone';
import { Orders } from '../orders';
import { Restaurants } from '../restaurants';

type SettledStatus = (typeof SETTLED_ORDER_STATUSES)[number];
const isSettled = (status: OrderStatus): status is SettledStatus => (SETTLED_ORDER_STATUSES as readonly string[]).includes(status);

/** The restaurant's calendar day at `now`, by its own clock (as analytics counts days). */
async function restaurantToday(restaurantId: string, now: number): Promise<OrdersBoard['today']> {
  const restaurant = await Restaurants.get(restaurantId);
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
async function listBoard(restaurantId: string, statuses: readonly OrderStatus[], now = Date.now()): Promise<OrdersBoard> {
  const today = await restaurantToday(restaurantId, now);
  const createdFrom = Object.fromEntries(statuses.filter(isSettled).map((status) => [status, today.from]));
  return { orders: await Orders.listByRestaurant(restaurantId, statuses, { createdFrom }), today };
}

/** Settled orders placed before today, newest first, a page at a time (the board's "Show earlier orders"). */
async function listHistory(
  restaurantId: string,
  options: { status?: SettledStatus; cursor?: string; limit?: number } = {},
  now = Date.now(),
): Promise<OrdersHistoryPage> {
  const today = await restaurantToday(restaurantId, now);
  return Orders.pageByStatus(restaurantId, options.status ?? 'served', {
    createdBefore: today.from,
    limit: options.limit ?? ORDERS_HISTORY_PAGE_SIZE,
    cursor: options.cursor,
  });
}

async function getOrder(restaurantId: string, orderId: string): Promise<Order> {
  const order = await Orders.get(orderId);
  if (!order || order.restaurantId !== restaurantId) throw new NotFoundError('Order not found');
  return order;
}

/**
 * `from` is the status the member's ticket showed. The move is a conditional update on it, so of two members
 * pressing the same button one wins and the other gets 409 with the status the order really has now.
 */
async function advanceOrder(restaurantId: string, orderId: string, from: OrderStatus, to: OrderStatus): Promise<Order> {
  if (!canAdvance(from, to)) throw new BadRequestError(invalidTransitionMessage(from, to), undefined, 'invalid_transition');
  await getOrder(restaurantId, orderId);
  try {
    return await Orders.advance(orderId, from, to);
  } catch (error) {
    throw isStatusConflict(error) ? staleTicket(error) : error;
  }
}

function isStatusConflict(error: unknown): error is ConflictError {
  return error instanceof ConflictError && error.code === 'status_conflict';
}

/** The same conflict in the board's words ('This order was already moved to Ready.'). */
function staleTicket(conflict: ConflictError): ConflictError {
  const current = conflict.details?.status as OrderStatus | undefined;
  if (!current) return conflict;
  return new ConflictError(staleOrderMessage(current), 'status_conflict', { status: current });
}

export const OrderBoard = {
  list: listBoard,
  history: listHistory,
  get: getOrder,
  advance: advanceOrder,
};

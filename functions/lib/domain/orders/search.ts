/**
 * The owner's books (issue 27 item 5): a restaurant's orders placed in a range of its calendar days, newest first,
 * narrowed by status, payment state, dispute and a search by code or table, a page at a time.
 *
 * One query on the creation-time index (gsi2: pk restaurantId, sk createdAt) bounded to the range, read newest first
 * a batch at a time and filtered here (the payment state of orders stored before it was kept is read from their
 * status, and the search is case-insensitive: neither is a DynamoDB filter). A page ends at `limit` matches, the
 * next match read ahead so the last page says it is the last; or when the range runs out; or when it has read
 * SCAN_BUDGET orders, a bound on every request however rare the matches: then its cursor stands on the last order
 * read, so the next page goes on from there and a short page (even an empty one) still says more may follow.
 */
import {
  ORDER_SEARCH_PAGE_SIZE,
  resolveDateRange,
  shiftLocalDate,
  type OrderSearchPage,
  type OrderSearchQuery,
} from '../../../../shared/api';
import { BadRequestError, NotFoundError } from '../../errors';
import type { Db } from '../../db/service';
import { localDate, startOfLocalDay, usableTimeZone } from '../analytics/time-zone';
import { createRestaurants } from '../restaurants';
import { checkCursor, orderIndexes, withLines } from './list';
import { storedPaymentState, type OrderItem } from './record';

/** Orders read per DynamoDB request, and the most one search request reads. */
export const SCAN_BATCH = 100;
export const SCAN_BUDGET = 1000;

const toCursor = (item: OrderItem) => orderIndexes().byCreatedAt.fromComposite.toCursor(item);

/** Whether the stored order passes the query's filters. */
function matches(item: OrderItem, query: OrderSearchQuery): boolean {
  if (query.status && !query.status.includes(item.status)) return false;
  if (query.payment && !query.payment.includes(storedPaymentState(item))) return false;
  if (query.disputed !== undefined && Boolean(item.dispute) !== query.disputed) return false;
  if (query.q) {
    const wanted = query.q.toUpperCase();
    if (item.orderCode.toUpperCase() !== wanted && (item.tableLabel ?? '').trim().toUpperCase() !== wanted) return false;
  }
  return true;
}

export async function searchOrders(
  db: Db,
  restaurantId: string,
  query: OrderSearchQuery,
  options: { now?: number; scanBudget?: number } = {},
): Promise<OrderSearchPage> {
  const restaurant = await createRestaurants(db).get(restaurantId);
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  const timeZone = usableTimeZone(restaurant.timeZone);
  const range = resolveDateRange(query, localDate(options.now ?? Date.now(), timeZone));
  if ('field' in range) {
    throw new BadRequestError(`Invalid request - ${range.field}: ${range.message}`, { [range.field]: range.message }, 'validation_failed');
  }
  const earliest = new Date(startOfLocalDay(range.from, timeZone)).toISOString();
  // Inclusive upper bound one millisecond before the next day: every createdAt is an ISO string with milliseconds.
  const latest = new Date(startOfLocalDay(shiftLocalDate(range.to, 1), timeZone) - 1).toISOString();
  if (query.cursor !== undefined) checkCursor(query.cursor, 'byCreatedAt', { restaurantId }, { earliest, latest });

  const limit = query.limit ?? ORDER_SEARCH_PAGE_SIZE;
  const budget = options.scanBudget ?? SCAN_BUDGET;
  const found: OrderItem[] = [];
  let read = 0;
  let lastRead: OrderItem | undefined;
  let cursor: string | null = query.cursor ?? null;
  // Read until one more match than the page holds, the range's end, or the budget.
  while (found.length <= limit && read < budget) {
    const batch = Math.min(SCAN_BATCH, budget - read);
    const { data, cursor: next } = await db.entities.order.query
      .byCreatedAt({ restaurantId })
      .between({ createdAt: earliest }, { createdAt: latest })
      .go({ order: 'desc', limit: batch, ...(cursor ? { cursor } : {}) });
    for (const item of data) {
      read += 1;
      lastRead = item;
      if (matches(item, query)) found.push(item);
      if (found.length > limit) break;
    }
    cursor = next;
    if (!cursor) break;
  }

  const page = found.slice(0, limit);
  const more = found.length > limit;
  // The budget ran out before the range did: go on after the last order read.
  const stoppedEarly = !more && cursor !== null && lastRead !== undefined;
  const nextCursor = more ? toCursor(page.at(-1)!) : stoppedEarly ? toCursor(lastRead!) : null;
  return {
    orders: await withLines(db, page),
    nextCursor,
    from: range.from,
    to: range.to,
    timeZone,
    searchedTo: stoppedEarly ? lastRead!.createdAt : null,
  };
}

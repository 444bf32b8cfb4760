/**
 * The CSV export of the owner's books (issue 27 item 5): one row per order placed from `from` to `to` (the
 * restaurant's calendar days, both included) that took money, oldest first (./orders-csv.ts). API Gateway cannot
 * stream a function's answer, so the file is written to the export store (the media bucket's private exports/ prefix)
 * and the answer is a short-lived link to it, given only once the file is complete.
 *
 * Bounded memory whatever the range holds: the orders are read from the byCreatedAt index a page at a time (only the
 * order items' attributes a row needs, no lines) and each page's rows are handed to the store, which sends them on in
 * parts, before the next page is read.
 */
import { randomUUID } from 'node:crypto';
import { MEDIA_EXPORTS_PREFIX } from '../../../../shared/constants';
import { ORDERS_EXPORT_LINK_SECONDS, type OrdersExport, type OrdersExportRequest } from '../../../../shared/api/books';
import type { Db } from '../../db/service';
import { NotFoundError, RateLimitedError } from '../../errors';
import type { ExportStore } from '../../media/export-store';
import { addDays, startOfLocalDay, usableTimeZone } from '../analytics/time-zone';
import { RATE_LIMITS, createRateLimits } from '../rate-limits';
import { csvHeader, csvRow, EXPORT_ATTRIBUTES, isBooked, type ExportOrder } from './orders-csv';

/** Orders read per page of the index (DynamoDB stops a page at 1 MB before that). */
export const EXPORT_PAGE_SIZE = 500;

export const EXPORT_LIMIT_MESSAGE = 'Too many exports in the last hour. Please wait a while and try again.';

export const exportFilename = (range: OrdersExportRequest) => `tabletap-orders-${range.from}-${range.to}.csv`;

/** The CSV of the range, a chunk per page of orders (the header first), and how many rows it held once done. */
export async function* ordersCsv(db: Db, restaurantId: string, range: OrdersExportRequest, timeZone: string, counted: { rows: number }): AsyncGenerator<string> {
  const first = new Date(startOfLocalDay(range.from, timeZone)).toISOString();
  const last = new Date(startOfLocalDay(addDays(range.to, 1), timeZone) - 1).toISOString();
  yield csvHeader(timeZone);
  let cursor: string | null = null;
  do {
    const page: { data: ExportOrder[]; cursor: string | null } = await db.entities.order.query
      .byCreatedAt({ restaurantId })
      .between({ createdAt: first }, { createdAt: last })
      .go({ cursor, limit: EXPORT_PAGE_SIZE, attributes: [...EXPORT_ATTRIBUTES] });
    const rows = page.data.filter(isBooked);
    counted.rows += rows.length;
    if (rows.length) yield rows.map((order) => csvRow(order, timeZone)).join('');
    cursor = page.cursor;
  } while (cursor);
}

export async function exportOrders(db: Db, store: ExportStore, input: { restaurantId: string; range: OrdersExportRequest; now?: number }): Promise<OrdersExport> {
  const { restaurantId, range } = input;
  const { data: restaurant } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['timeZone'] });
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  const taken = await createRateLimits(db).take(restaurantId, [{ kind: 'counter', key: `export#${restaurantId}`, ...RATE_LIMITS.exports.perRestaurantHour }]);
  if (!taken.taken) throw new RateLimitedError(EXPORT_LIMIT_MESSAGE, 'too_many_exports');
  const timeZone = usableTimeZone(restaurant.timeZone);
  const filename = exportFilename(range);
  const file = { key: `${MEDIA_EXPORTS_PREFIX}${restaurantId}/${randomUUID()}/${filename}`, filename, contentType: 'text/csv; charset=utf-8' };
  const counted = { rows: 0 };
  const bytes = await store.write(file, ordersCsv(db, restaurantId, range, timeZone, counted));
  const url = await store.downloadUrl(file, ORDERS_EXPORT_LINK_SECONDS);
  return { url, filename, expiresAt: new Date((input.now ?? Date.now()) + ORDERS_EXPORT_LINK_SECONDS * 1000).toISOString(), rows: counted.rows, bytes, timeZone };
}

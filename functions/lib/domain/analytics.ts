/**
 * The dashboard's Analytics tab (DESIGN.md 9.6): figures from the restaurant's real paid orders, by its own clock.
 * Read from daily aggregates (entity dailySales) that each payment adds to in its own transaction (orders/pay.ts),
 * never from the orders: the range's rows are one query between its first and last date (a few rows per day: the
 * day's row with a counter pair per busy hour, and one row per item sold; only the attributes the figures need), so
 * the tab reads about the same whether the restaurant served ten orders or ten thousand. `rebuild` recomputes a
 * restaurant's rows from its orders (orders paid before the aggregates existed).
 */
import type { Analytics as AnalyticsFigures, AnalyticsRange } from '../../../shared/api';
import type { Db } from '../db/service';
import { untilProcessed } from '../db/batch';
import { HOUR_COUNTER_ATTRIBUTES, hourCounters, type HourCounterAttribute } from '../db/entities/daily-sales';
import { NotFoundError } from '../errors';
import { DISPUTE_COUNTERS, figuresFromRows, orderSale, rowsOf, type DailySalesRow, type HourSale, type ReportRow } from './analytics/daily';
import { storedRow } from './analytics/sales-writes';
import { addDays, usableTimeZone } from './analytics/time-zone';
import { analyticsWindow, COUNTED_STATUSES } from './analytics/window';
import { createOrders } from './orders';
import { createRestaurants } from './restaurants';

/** Parallel row writes of a rebuild. */
const REBUILD_CONCURRENCY = 16;

/**
 * What the report reads of each row (a projection): its date, kind and counters, an item's id and name, an order
 * row's items. Not its zone or entry, nor the ElectroDB entity tags (the query runs with ignoreOwnership: the rows
 * are recognised by their keys, which ElectroDB always adds to a projection).
 */
const REPORT_ATTRIBUTES = [
  'date',
  'kind',
  'hour',
  'orders',
  'revenueCents',
  'tipsCents',
  'feeCents',
  'refundsCents',
  ...DISPUTE_COUNTERS,
  'itemId',
  'name',
  'quantity',
  'items',
  ...HOUR_COUNTER_ATTRIBUTES,
] as const;

type ReportItem = { date: string; kind: DailySalesRow['kind'] } & Partial<
  Record<'hour' | 'orders' | 'revenueCents' | 'tipsCents' | 'feeCents' | 'refundsCents' | 'quantity' | HourCounterAttribute | (typeof DISPUTE_COUNTERS)[number], number> &
    Record<'itemId' | 'name', string> & { items: { itemId: string; name: string; quantity: number; revenueCents: number }[] }
>;

/** A row as the report reads it, in its pure shape (counters a row never received read as 0). */
function toRow(item: ReportItem): ReportRow {
  const { date } = item;
  const revenueCents = item.revenueCents ?? 0;
  const tipsCents = item.tipsCents ?? 0;
  // Rows written before fees were kept have none: read as 0 until `npm run analytics:rebuild` writes them.
  const feeCents = item.feeCents ?? 0;
  switch (item.kind) {
    case 'day': {
      const hours: HourSale[] = [];
      for (let hour = 0; hour < 24; hour++) {
        const names = hourCounters(hour);
        const orders = item[names.orders];
        if (orders !== undefined) hours.push({ hour, orders, revenueCents: item[names.revenueCents] ?? 0 });
      }
      const counters = Object.fromEntries((['refundsCents', ...DISPUTE_COUNTERS] as const).filter((name) => item[name] !== undefined).map((name) => [name, item[name]]));
      return { kind: 'day', date, tipsCents, feeCents, hours, ...counters };
    }
    case 'item':
      return { kind: 'item', date, itemId: item.itemId ?? '', name: item.name ?? '', quantity: item.quantity ?? 0, revenueCents };
    case 'order':
    case 'hour': {
      const totals = { date, hour: item.hour ?? 0, orders: item.orders ?? 0, revenueCents, tipsCents };
      return item.kind === 'order' ? { kind: 'order', ...totals, feeCents, items: item.items ?? [] } : { kind: 'hour', ...totals };
    }
  }
}

/** The rows of the local days `first` to `last` (both included, every zone), as the report reads them. */
export async function readReportRows(db: Db, restaurantId: string, first: string, last: string): Promise<ReportRow[]> {
  // A partial sort key bounds at the bare date: the upper bound is the day after, whose rows are then left out.
  const { data } = await db.entities.dailySales.query
    .byDay({ restaurantId })
    .between({ date: first }, { date: addDays(last, 1) })
    .go({ pages: 'all', attributes: [...REPORT_ATTRIBUTES], ignoreOwnership: true });
  return data.map(toRow).filter((row) => row.date <= last);
}

export function createAnalytics(db: Db) {
  const restaurants = createRestaurants(db);
  const orders = createOrders(db);

  async function zoneOf(restaurantId: string) {
    const restaurant = await restaurants.get(restaurantId);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return { restaurant, timeZone: usableTimeZone(restaurant.timeZone) };
  }

  return {
    async report(restaurantId: string, range: AnalyticsRange, now = Date.now()): Promise<AnalyticsFigures> {
      const { restaurant, timeZone } = await zoneOf(restaurantId);
      const window = analyticsWindow(range, now, timeZone);
      const rows = await readReportRows(db, restaurantId, window.days[0]!, window.days.at(-1)!);
      return figuresFromRows(rows, window, restaurant.currency);
    },

    /**
     * Recomputes the restaurant's analytics rows from all its counted orders, in its zone now, and writes them over
     * the old ones (rows no order makes any more are deleted): running it twice gives the same rows. A payment racing
     * it: paid before the orders are read, it is in the rebuilt rows (its own additions are written over); paid after
     * its rows are written, it adds to them as usual; paid in between, its additions are written over and it is left
     * out of the figures. Run it when the restaurant is quiet, or run it again.
     */
    async rebuild(restaurantId: string): Promise<{ orders: number; rows: number }> {
      const { timeZone } = await zoneOf(restaurantId);
      // Counted orders, and paid ones a full refund canceled before preparation (their day still holds their refund).
      const listed = await orders.listByRestaurant(restaurantId, [...COUNTED_STATUSES, 'canceled']);
      const counted = listed.filter((order) => order.status !== 'canceled' || order.paymentState !== 'unpaid');
      const rows = rowsOf(counted.map((order) => orderSale(order, timeZone)));
      const keyOf = (row: Pick<DailySalesRow, 'date' | 'timeZone' | 'entry'>) => `${row.date}#${row.timeZone}#${row.entry}`;
      const fresh = new Set(rows.map(keyOf));
      const { data: old } = await db.entities.dailySales.query.byDay({ restaurantId }).go({ pages: 'all', attributes: ['date', 'timeZone', 'entry'] });
      const stale = old.filter((row) => !fresh.has(keyOf(row))).map(({ date, timeZone: zone, entry }) => ({ restaurantId, date, timeZone: zone, entry }));
      if (stale.length) await untilProcessed(stale, (keys) => db.entities.dailySales.delete(keys).go());
      const queue = [...rows];
      const worker = async () => {
        for (let row = queue.pop(); row; row = queue.pop()) await db.entities.dailySales.put(storedRow(restaurantId, row)).go();
      };
      await Promise.all(Array.from({ length: REBUILD_CONCURRENCY }, worker));
      return { orders: counted.length, rows: rows.length };
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

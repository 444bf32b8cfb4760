/**
 * The writes a paid order makes to its day's analytics rows (entity dailySales). They go into the order's payment
 * transaction (orders/pay.ts), which is conditional on the order still being pending_payment: a duplicate webhook,
 * a retry or a crash can never count an order twice or lose it.
 */
import type { Db } from '../../db/service';
import { hourCounters, type HourCounterAttribute } from '../../db/entities/daily-sales';
import { DAY_ENTRY, itemEntry, orderEntry, type DailySalesRow, type HourSale, type OrderSale } from './daily';
import { localDate, localHour, usableTimeZone } from './time-zone';

/** How many actions the day's rows of a sale take in the transaction: its day row and one row per item. */
export const saleActionCount = (sale: OrderSale) => 1 + sale.items.length;

/** A day row's hour counters as stored: `h07Orders`, `h07RevenueCents` for each hour with orders (no zeros). */
export function hourCounterValues(hours: readonly HourSale[]): Partial<Record<HourCounterAttribute, number>> {
  const values: Partial<Record<HourCounterAttribute, number>> = {};
  for (const { hour, orders, revenueCents } of hours) {
    const names = hourCounters(hour);
    values[names.orders] = orders;
    values[names.revenueCents] = revenueCents;
  }
  return values;
}

/**
 * The day row's and the item rows' additions: each an update whose ADD creates the counter on a new row. The day
 * row gains the order's tip, its fee and its hour's two counters (`ADD tipsCents :t, feeCents :f, h07Orders :1, h07RevenueCents :r`).
 */
export function saleRowChanges(restaurantId: string, sale: OrderSale) {
  const day = { restaurantId, date: sale.date, timeZone: sale.timeZone };
  return [
    {
      key: { ...day, entry: DAY_ENTRY },
      set: { kind: 'day' as const },
      add: { tipsCents: sale.tipsCents, feeCents: sale.feeCents, ...hourCounterValues([{ hour: sale.hour, orders: 1, revenueCents: sale.revenueCents }]) },
    },
    ...sale.items.map((item) => ({
      key: { ...day, entry: itemEntry(item.itemId) },
      set: { kind: 'item' as const, itemId: item.itemId, name: item.name },
      add: { quantity: item.quantity, revenueCents: item.revenueCents },
    })),
  ];
}

/**
 * Money a day takes after its orders were counted (issue 29: a table's bill, whose rounds counted when they were
 * placed): a payer's tip, added to the revenue and tips of the hour it was paid in; and, when the bill is settled, the
 * difference between the fees its payments were charged (5% of each payment's part) and those its rounds were counted
 * with (5% of each round), within a cent per payment. No order is added (the hour's order counter is created at 0).
 */
export function laterMoneyChange(restaurantId: string, timeZone: string, instant: number, money: { tipsCents?: number; feeCents?: number }) {
  const hour = hourCounters(localHour(instant, timeZone));
  const tips = money.tipsCents ?? 0;
  return {
    key: { restaurantId, date: localDate(instant, timeZone), timeZone, entry: DAY_ENTRY },
    set: { kind: 'day' as const },
    add: { tipsCents: tips, feeCents: money.feeCents ?? 0, [hour.orders]: 0, [hour.revenueCents]: tips },
  };
}

/** A rebuilt row as stored (a day row's hours become its hour counters). */
export function storedRow(restaurantId: string, row: DailySalesRow) {
  if (row.kind !== 'day') return { restaurantId, ...row };
  const { hours, ...day } = row;
  return { restaurantId, ...day, ...hourCounterValues(hours) };
}

/**
 * The whole sale as one row of its own, for an order with too many items for its transaction: written with create
 * (only if it does not exist), so writing it twice counts the order once.
 */
export function saleOrderRow(restaurantId: string, orderId: string, sale: OrderSale) {
  return {
    restaurantId,
    date: sale.date,
    timeZone: sale.timeZone,
    entry: orderEntry(orderId),
    kind: 'order' as const,
    hour: sale.hour,
    orders: 1,
    revenueCents: sale.revenueCents,
    tipsCents: sale.tipsCents,
    feeCents: sale.feeCents,
    items: sale.items,
  };
}

/** The zone a payment buckets its order in: the restaurant's, read alone (one small GetItem). */
export async function restaurantTimeZone(db: Db, restaurantId: string): Promise<string> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['timeZone'] });
  return usableTimeZone(data?.timeZone);
}

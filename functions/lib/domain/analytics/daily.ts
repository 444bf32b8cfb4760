/**
 * The Analytics tab's daily aggregates (pure): what one paid order adds to its day's rows (entity dailySales), the
 * rows of many orders (a rebuild), and the tab's figures from the rows of a range. An order counts at the time it
 * was placed (createdAt), on the restaurant's clock in the zone it was bucketed in.
 */
import type { Analytics, Order } from '../../../../shared/api';
import { ANALYTICS_TOP_ITEMS } from '../../../../shared/api';
import { roundHalfUp } from '../../../../shared/pricing';
import { shareBetween } from '../../../../shared/refunds';
import type { AnalyticsWindow } from './window';
import { localDate, localHour } from './time-zone';

export interface ItemSale {
  itemId: string;
  name: string;
  quantity: number;
  revenueCents: number;
}

/** One paid order's share of its day. */
export interface OrderSale {
  date: string;
  timeZone: string;
  hour: number;
  revenueCents: number;
  tipsCents: number;
  /** The platform fee the order was charged (its feeCents), less the fee given back with its refunds. */
  feeCents: number;
  /** The money given back on it so far (revenueCents is already net of it: gross = revenue + refunds). */
  refundsCents: number;
  /** Its chargeback, counted on the local days it was opened and (when lost) closed: see DisputeFigures. */
  dispute?: { amountCents: number; openedOn: string; lostOn?: string };
  /** One per item (an item on several lines is summed), in the order's line order. */
  items: ItemSale[];
}

export type SaleOrder = Pick<Order, 'createdAt' | 'totalCents' | 'tipCents' | 'feeCents' | 'lines'> &
  Partial<Pick<Order, 'refundedCents' | 'refunded' | 'dispute'>>;

/** Dispute statuses in which the bank kept the money (Stripe's `lost`). */
export const LOST_DISPUTE_STATUSES: readonly string[] = ['lost'];

/** The local days a dispute counts on: opened (its amount), and closed when it was lost. */
export function disputeDays(dispute: { status: string; amountCents: number; openedAt: string; closedAt?: string | null }, timeZone: string): NonNullable<OrderSale['dispute']> {
  const lost = !!dispute.closedAt && LOST_DISPUTE_STATUSES.includes(dispute.status);
  return {
    amountCents: dispute.amountCents,
    openedOn: localDate(Date.parse(dispute.openedAt), timeZone),
    ...(lost ? { lostOn: localDate(Date.parse(dispute.closedAt!), timeZone) } : {}),
  };
}

/**
 * What a paid order adds to its day. Its refunds so far (an order read for a rebuild) are taken off, as each refund
 * took them off when it was made (domain/refunds): the money off the revenue, the tip and fee shares, the dishes'
 * quantities and their shares of the lines; a new order has none.
 */
export function orderSale(order: SaleOrder, timeZone: string): OrderSale {
  const placed = Date.parse(order.createdAt);
  const items = new Map<string, ItemSale>();
  for (const line of order.lines) {
    const item = items.get(line.itemId) ?? { itemId: line.itemId, name: line.itemName, quantity: 0, revenueCents: 0 };
    const refundedQty = line.refundedQty ?? 0;
    item.quantity += line.qty - refundedQty;
    item.revenueCents += line.lineTotalCents - shareBetween(line.lineTotalCents, 0, refundedQty, line.qty);
    items.set(line.itemId, item);
  }
  return {
    date: localDate(placed, timeZone),
    timeZone,
    hour: localHour(placed, timeZone),
    revenueCents: order.totalCents - (order.refundedCents ?? 0),
    tipsCents: order.tipCents - (order.refunded?.tipCents ?? 0),
    feeCents: order.feeCents - (order.refunded?.feeCents ?? 0),
    refundsCents: order.refundedCents ?? 0,
    ...(order.dispute ? { dispute: disputeDays(order.dispute, timeZone) } : {}),
    items: [...items.values()],
  };
}

/** A day's row (one per date and zone): its tips, its fees and its hours with orders. */
export const DAY_ENTRY = 'day';
export const itemEntry = (itemId: string) => `item_${itemId}`;
export const orderEntry = (orderId: string) => `order_${orderId}`;
/** Rows of one hour each, as payments wrote them before the day row: still read, no longer written. */
export const hourEntry = (hour: number) => `hour_${String(hour).padStart(2, '0')}`;

/** One local hour's orders on a day row. */
export interface HourSale {
  hour: number;
  orders: number;
  revenueCents: number;
}

interface RowKey {
  date: string;
  timeZone: string;
  entry: string;
}

/**
 * A day's chargebacks (day rows; absent counters are 0): disputes opened that day (on orders of any day) and their
 * amounts, and disputes closed lost that day and their amounts.
 */
export interface DisputeFigures {
  disputesOpened?: number;
  disputedCents?: number;
  disputesLost?: number;
  lostDisputeCents?: number;
}
export const DISPUTE_COUNTERS = ['disputesOpened', 'disputedCents', 'disputesLost', 'lostDisputeCents'] as const satisfies readonly (keyof DisputeFigures)[];

/** A dailySales row in its pure shape (without its restaurant). */
export type DailySalesRow = RowKey &
  (
    | ({
        kind: 'day';
        tipsCents: number;
        feeCents: number;
        /** The money given back on the day's orders; absent when none. */
        refundsCents?: number;
        /** Hours with orders, earliest first. */
        hours: HourSale[];
      } & DisputeFigures)
    | { kind: 'item'; itemId: string; name: string; quantity: number; revenueCents: number }
    | { kind: 'order'; hour: number; orders: number; revenueCents: number; tipsCents: number; feeCents: number; items: ItemSale[] }
    | { kind: 'hour'; hour: number; orders: number; revenueCents: number; tipsCents: number }
  );

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
/** What the figures need of a row: its date and counters (the report reads no keys, zone or entry). */
export type ReportRow = DistributiveOmit<DailySalesRow, keyof RowKey> & { date: string };

/** The rows many orders make together (day and item rows only): what a rebuild writes. */
export function rowsOf(sales: readonly OrderSale[]): DailySalesRow[] {
  const rows = new Map<string, DailySalesRow>();
  const keyOf = (sale: Pick<OrderSale, 'date' | 'timeZone'>, entry: string) => `${sale.date}#${sale.timeZone}#${entry}`;
  const dayOf = (date: string, timeZone: string) => {
    const dayKey = keyOf({ date, timeZone }, DAY_ENTRY);
    const day = rows.get(dayKey) ?? { kind: 'day', date, timeZone, entry: DAY_ENTRY, tipsCents: 0, feeCents: 0, hours: [] };
    rows.set(dayKey, day);
    return day;
  };
  /** Counters a day row has only once something added to them (as a payment's or refund's ADD creates them). */
  const add = (day: Extract<DailySalesRow, { kind: 'day' }>, counter: 'refundsCents' | (typeof DISPUTE_COUNTERS)[number], amount: number) => {
    if (amount !== 0) day[counter] = (day[counter] ?? 0) + amount;
  };
  for (const sale of sales) {
    const day = dayOf(sale.date, sale.timeZone);
    if (day.kind === 'day') {
      day.tipsCents += sale.tipsCents;
      day.feeCents += sale.feeCents;
      add(day, 'refundsCents', sale.refundsCents);
      let hour = day.hours.find((h) => h.hour === sale.hour);
      if (!hour) {
        hour = { hour: sale.hour, orders: 0, revenueCents: 0 };
        day.hours.push(hour);
        day.hours.sort((a, b) => a.hour - b.hour);
      }
      hour.orders++;
      hour.revenueCents += sale.revenueCents;
    }
    if (sale.dispute) {
      const opened = dayOf(sale.dispute.openedOn, sale.timeZone);
      if (opened.kind === 'day') {
        add(opened, 'disputesOpened', 1);
        add(opened, 'disputedCents', sale.dispute.amountCents);
      }
      const lost = sale.dispute.lostOn ? dayOf(sale.dispute.lostOn, sale.timeZone) : null;
      if (lost?.kind === 'day') {
        add(lost, 'disputesLost', 1);
        add(lost, 'lostDisputeCents', sale.dispute.amountCents);
      }
    }
    for (const item of sale.items) {
      const itemKey = keyOf(sale, itemEntry(item.itemId));
      const row = rows.get(itemKey) ?? { kind: 'item', date: sale.date, timeZone: sale.timeZone, entry: itemEntry(item.itemId), itemId: item.itemId, name: item.name, quantity: 0, revenueCents: 0 };
      if (row.kind === 'item') {
        row.name = item.name;
        row.quantity += item.quantity;
        row.revenueCents += item.revenueCents;
      }
      rows.set(itemKey, row);
    }
  }
  return [...rows.values()];
}

/**
 * The tab's figures from the rows of the window's days (rows of other dates are ignored). Rows of every zone count:
 * after the restaurant changes its zone, days before the change keep the zone they were bucketed in (a rebuild
 * re-buckets them in the new one). The revenue is what diners paid less what was given back (the refunds, also
 * given); net is the revenue less the fees kept. Rows
 * written before fees were kept (hour rows, and day rows until `npm run analytics:rebuild`) count no fee.
 */
export function figuresFromRows(rows: readonly ReportRow[], window: AnalyticsWindow, currency: string): Analytics {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  const byDay = new Map(window.days.map((date) => [date, { date, orders: 0, revenueCents: 0, refundsCents: 0, feeCents: 0, netCents: 0 }]));
  const items = new Map<string, ItemSale>();
  let revenueCents = 0;
  let feeCents = 0;
  let refundsCents = 0;
  let tipsCents = 0;
  let ordersCount = 0;
  const addItem = (sale: ItemSale) => {
    const item = items.get(sale.itemId) ?? { itemId: sale.itemId, name: sale.name, quantity: 0, revenueCents: 0 };
    item.quantity += sale.quantity;
    item.revenueCents += sale.revenueCents;
    items.set(sale.itemId, item);
  };

  for (const row of rows) {
    const day = byDay.get(row.date);
    if (!day) continue;
    if (row.kind === 'item') {
      addItem(row);
      continue;
    }
    tipsCents += row.tipsCents;
    if (row.kind === 'day') {
      refundsCents += row.refundsCents ?? 0;
      day.refundsCents += row.refundsCents ?? 0;
    }
    const fee = row.kind === 'hour' ? 0 : row.feeCents;
    feeCents += fee;
    day.feeCents += fee;
    for (const sale of row.kind === 'day' ? row.hours : [row]) {
      ordersCount += sale.orders;
      revenueCents += sale.revenueCents;
      day.orders += sale.orders;
      day.revenueCents += sale.revenueCents;
      const hour = byHour[sale.hour]!;
      hour.orders += sale.orders;
      hour.revenueCents += sale.revenueCents;
    }
    if (row.kind === 'order') row.items.forEach(addItem);
  }

  const topItems = [...items.values()]
    .sort((a, b) => b.quantity - a.quantity || b.revenueCents - a.revenueCents || a.name.localeCompare(b.name))
    .slice(0, ANALYTICS_TOP_ITEMS);
  return {
    range: window.range,
    timeZone: window.timeZone,
    currency,
    from: new Date(window.from).toISOString(),
    to: new Date(window.to).toISOString(),
    revenueCents,
    refundsCents,
    feeCents,
    netCents: revenueCents - feeCents,
    ordersCount,
    averageTicketCents: ordersCount ? roundHalfUp(revenueCents, ordersCount) : 0,
    tipsCents,
    topItems,
    ordersByHour: byHour,
    days: [...byDay.values()].map((day) => ({ ...day, netCents: day.revenueCents - day.feeCents })),
  };
}

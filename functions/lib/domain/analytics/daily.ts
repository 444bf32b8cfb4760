/**
 * The Analytics tab's daily aggregates (pure): what one paid order adds to its day's rows (entity dailySales), the
 * rows of many orders (a rebuild), and the tab's figures from the rows of a range. An order counts at the time it
 * was placed (createdAt), on the restaurant's clock in the zone it was bucketed in.
 */
import type { Analytics, Order } from '../../../../shared/api';
import { ANALYTICS_TOP_ITEMS } from '../../../../shared/api';
import { roundHalfUp } from '../../../../shared/pricing';
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
  /** One per item (an item on several lines is summed), in the order's line order. */
  items: ItemSale[];
}

export type SaleOrder = Pick<Order, 'createdAt' | 'totalCents' | 'tipCents' | 'lines'>;

export function orderSale(order: SaleOrder, timeZone: string): OrderSale {
  const placed = Date.parse(order.createdAt);
  const items = new Map<string, ItemSale>();
  for (const line of order.lines) {
    const item = items.get(line.itemId) ?? { itemId: line.itemId, name: line.itemName, quantity: 0, revenueCents: 0 };
    item.quantity += line.qty;
    item.revenueCents += line.lineTotalCents;
    items.set(line.itemId, item);
  }
  return {
    date: localDate(placed, timeZone),
    timeZone,
    hour: localHour(placed, timeZone),
    revenueCents: order.totalCents,
    tipsCents: order.tipCents,
    items: [...items.values()],
  };
}

export const hourEntry = (hour: number) => `hour_${String(hour).padStart(2, '0')}`;
export const itemEntry = (itemId: string) => `item_${itemId}`;
export const orderEntry = (orderId: string) => `order_${orderId}`;

/** A dailySales row as stored (without its restaurant). */
export type DailySalesRow =
  | { kind: 'hour'; date: string; timeZone: string; entry: string; hour: number; orders: number; revenueCents: number; tipsCents: number }
  | { kind: 'item'; date: string; timeZone: string; entry: string; itemId: string; name: string; quantity: number; revenueCents: number }
  | {
      kind: 'order';
      date: string;
      timeZone: string;
      entry: string;
      hour: number;
      orders: number;
      revenueCents: number;
      tipsCents: number;
      items: ItemSale[];
    };

/** The rows many orders make together (hour and item rows only): what a rebuild writes. */
export function rowsOf(sales: readonly OrderSale[]): DailySalesRow[] {
  const rows = new Map<string, DailySalesRow>();
  const keyOf = (sale: OrderSale, entry: string) => `${sale.date}#${sale.timeZone}#${entry}`;
  for (const sale of sales) {
    const entry = hourEntry(sale.hour);
    const hour = rows.get(keyOf(sale, entry)) ?? { kind: 'hour', date: sale.date, timeZone: sale.timeZone, entry, hour: sale.hour, orders: 0, revenueCents: 0, tipsCents: 0 };
    if (hour.kind === 'hour') {
      hour.orders++;
      hour.revenueCents += sale.revenueCents;
      hour.tipsCents += sale.tipsCents;
    }
    rows.set(keyOf(sale, entry), hour);
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
 * re-buckets them in the new one).
 */
export function figuresFromRows(rows: readonly DailySalesRow[], window: AnalyticsWindow, currency: string): Analytics {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  const byDay = new Map(window.days.map((date) => [date, { date, orders: 0, revenueCents: 0 }]));
  const items = new Map<string, ItemSale>();
  let revenueCents = 0;
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
    ordersCount += row.orders;
    revenueCents += row.revenueCents;
    tipsCents += row.tipsCents;
    day.orders += row.orders;
    day.revenueCents += row.revenueCents;
    const hour = byHour[row.hour]!;
    hour.orders += row.orders;
    hour.revenueCents += row.revenueCents;
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
    ordersCount,
    averageTicketCents: ordersCount ? roundHalfUp(revenueCents, ordersCount) : 0,
    tipsCents,
    topItems,
    ordersByHour: byHour,
    days: [...byDay.values()],
  };
}

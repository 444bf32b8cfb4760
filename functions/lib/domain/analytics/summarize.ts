/**
 * The Analytics tab's figures from a list of orders (pure): revenue (total charged), orders, average ticket, tips,
 * top items and orders by local hour and day. An order counts once the diner has paid for it, at the time it was
 * placed, on the restaurant's clock.
 */
import type { Analytics, AnalyticsRange, Order } from '../../../../shared/api';
import { ANALYTICS_TOP_ITEMS } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { roundHalfUp } from '../../../../shared/pricing';
import { addDays, localDate, localHour, startOfLocalDay } from './time-zone';

/** Paid, or further along. Unpaid, expired and canceled orders brought no money. */
export const COUNTED_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress', 'ready', 'served'];

const RANGE_DAYS: Record<AnalyticsRange, number> = { today: 1, '7d': 7, '30d': 30 };

export interface AnalyticsWindow {
  range: AnalyticsRange;
  timeZone: string;
  /** Local calendar days of the range, oldest first; the last is today. */
  days: string[];
  /** Epoch ms: the first instant of the first day, and now. */
  from: number;
  to: number;
}

/** Today and the days before it, as many as the range has, in the zone. */
export function analyticsWindow(range: AnalyticsRange, now: number, timeZone: string): AnalyticsWindow {
  const today = localDate(now, timeZone);
  const count = RANGE_DAYS[range];
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
  return { range, timeZone, days, from: startOfLocalDay(days[0]!, timeZone), to: now };
}

type CountedOrder = Pick<Order, 'status' | 'createdAt' | 'totalCents' | 'tipCents' | 'lines'>;

export function summarize(orders: readonly CountedOrder[], window: AnalyticsWindow, currency: string): Analytics {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  const byDay = new Map(window.days.map((date) => [date, { date, orders: 0, revenueCents: 0 }]));
  const items = new Map<string, { itemId: string; name: string; quantity: number; revenueCents: number }>();
  let revenueCents = 0;
  let tipsCents = 0;
  let ordersCount = 0;

  for (const order of orders) {
    if (!COUNTED_STATUSES.includes(order.status)) continue;
    const placed = Date.parse(order.createdAt);
    const day = byDay.get(localDate(placed, window.timeZone));
    if (placed < window.from || !day) continue;

    ordersCount++;
    revenueCents += order.totalCents;
    tipsCents += order.tipCents;
    day.orders++;
    day.revenueCents += order.totalCents;
    const hour = byHour[localHour(placed, window.timeZone)]!;
    hour.orders++;
    hour.revenueCents += order.totalCents;
    for (const line of order.lines) {
      const item = items.get(line.itemId) ?? { itemId: line.itemId, name: line.itemName, quantity: 0, revenueCents: 0 };
      item.quantity += line.qty;
      item.revenueCents += line.lineTotalCents;
      items.set(line.itemId, item);
    }
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

/**
 * The demo's analytics (SPEC.md 9 'Demo'): today's figures from the sample sales; the 15- and 30-day revenue are
 * today's times 12 and 28, a placeholder the page labels as such (the real dashboard computes them from orders).
 */
import type { DemoOrder, DemoSalesHour } from './demo-types';

export const FIFTEEN_DAY_FACTOR = 12;
export const THIRTY_DAY_FACTOR = 28;

export interface DemoAnalytics {
  todayRevenueCents: number;
  todayOrders: number;
  averageTicketCents: number;
  fifteenDayRevenueCents: number;
  thirtyDayRevenueCents: number;
  busiestHour: DemoSalesHour | null;
  topItems: { name: string; qty: number }[];
}

export function demoAnalytics(sales: readonly DemoSalesHour[], orders: readonly DemoOrder[]): DemoAnalytics {
  const todayRevenueCents = sales.reduce((sum, h) => sum + h.revenueCents, 0);
  const todayOrders = sales.reduce((sum, h) => sum + h.orders, 0);
  const busiestHour = sales.reduce<DemoSalesHour | null>((best, h) => (!best || h.revenueCents > best.revenueCents ? h : best), null);
  const quantities = new Map<string, number>();
  for (const order of orders) for (const item of order.items) quantities.set(item.name, (quantities.get(item.name) ?? 0) + item.qty);
  const topItems = [...quantities]
    .map(([name, qty]) => ({ name, qty }))
    .sort((a, b) => b.qty - a.qty || a.name.localeCompare(b.name))
    .slice(0, 5);
  return {
    todayRevenueCents,
    todayOrders,
    averageTicketCents: todayOrders ? Math.round(todayRevenueCents / todayOrders) : 0,
    fifteenDayRevenueCents: todayRevenueCents * FIFTEEN_DAY_FACTOR,
    thirtyDayRevenueCents: todayRevenueCents * THIRTY_DAY_FACTOR,
    busiestHour,
    topItems,
  };
}

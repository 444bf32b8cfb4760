import { describe, expect, it } from 'vitest';
import type { Order, OrderLine } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { platformFeeCents } from '../../../shared/pricing';
import { figuresFromRows, orderSale, rowsOf, type DailySalesRow } from '../../../functions/lib/domain/analytics/daily';
import { hourCounterValues, saleActionCount, saleOrderRow, saleRowChanges, storedRow } from '../../../functions/lib/domain/analytics/sales-writes';
import { localDate, localHour, startOfLocalDay, usableTimeZone } from '../../../functions/lib/domain/analytics/time-zone';
import { analyticsWindow, COUNTED_STATUSES, type AnalyticsWindow } from '../../../functions/lib/domain/analytics/window';

const at = (iso: string) => Date.parse(iso);

function line(itemId: string, itemName: string, qty: number, lineTotalCents: number): OrderLine {
  return { itemId, itemName, qty, unitPriceCents: lineTotalCents / qty, lineTotalCents, options: [], removedIngredients: [], note: null };
}

/** The fee is the platform's 5% of the bill before the tip (shared/pricing.ts). */
function order(createdAt: string, totalCents: number, tipCents: number, lines: OrderLine[], status: OrderStatus = 'paid') {
  const feeCents = platformFeeCents(totalCents - tipCents);
  return { status, createdAt, totalCents, tipCents, feeCents, lines } satisfies Pick<Order, 'status' | 'createdAt' | 'totalCents' | 'tipCents' | 'feeCents' | 'lines'>;
}

type TestOrder = ReturnType<typeof order>;

/** The figures the tab shows once these orders are paid: each paid one bucketed, the rows of all, read back. */
function summarize(orders: TestOrder[], window: AnalyticsWindow, currency: string) {
  const paid = orders.filter((o) => COUNTED_STATUSES.includes(o.status));
  return figuresFromRows(rowsOf(paid.map((o) => orderSale(o, window.timeZone))), window, currency);
}

const pizza = (qty: number) => line('pizza', 'Margherita', qty, 1400 * qty);
const salad = (qty: number) => line('salad', 'Caesar Salad', qty, 1250 * qty);

describe('local days and hours', () => {
  it('puts 23:30 UTC on the local day and hour of the zone, either side of UTC', () => {
    const lateUtc = at('2026-11-21T23:30:00Z');
    expect([localDate(lateUtc, 'America/New_York'), localHour(lateUtc, 'America/New_York')]).toEqual(['2026-11-21', 18]);
    expect([localDate(lateUtc, 'Asia/Tokyo'), localHour(lateUtc, 'Asia/Tokyo')]).toEqual(['2026-11-22', 8]);
    expect([localDate(lateUtc, 'UTC'), localHour(lateUtc, 'UTC')]).toEqual(['2026-11-21', 23]);
  });

  it('starts each local day at its own midnight across daylight-saving changes', () => {
    expect(new Date(startOfLocalDay('2026-03-08', 'America/New_York')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-03-09', 'America/New_York')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(new Date(startOfLocalDay('2026-11-22', 'Asia/Kolkata')).toISOString()).toBe('2026-11-21T18:30:00.000Z');
    // Chile skips from 00:00 to 01:00 on 6 September 2026: that day begins at 01:00 local.
    expect(new Date(startOfLocalDay('2026-09-06', 'America/Santiago')).toISOString()).toBe('2026-09-06T04:00:00.000Z');
  });

  it('falls back to the default zone for a zone the platform does not know', () => {
    expect(usableTimeZone('Mars/Olympus_Mons')).toBe('America/New_York');
    expect(usableTimeZone('Europe/Amsterdam')).toBe('Europe/Amsterdam');
  });
});

describe('the analytics window', () => {
  it('today runs from local midnight to now', () => {
    const now = at('2026-11-22T15:00:00Z'); // 10:00 in New York
    const window = analyticsWindow('today', now, 'America/New_York');
    expect(window.days).toEqual(['2026-11-22']);
    expect(new Date(window.from).toISOString()).toBe('2026-11-22T05:00:00.000Z');
  });

  it('7 and 30 days are calendar days ending today', () => {
    const now = at('2026-11-22T15:00:00Z');
    const week = analyticsWindow('7d', now, 'America/New_York');
    expect(week.days).toEqual(['2026-11-16', '2026-11-17', '2026-11-18', '2026-11-19', '2026-11-20', '2026-11-21', '2026-11-22']);
    expect(new Date(week.from).toISOString()).toBe('2026-11-16T05:00:00.000Z');
    const month = analyticsWindow('30d', now, 'America/New_York');
    expect(month.days).toHaveLength(30);
    expect(month.days[0]).toBe('2026-10-24');
    // 24 October is still daylight time in New York (UTC-4).
    expect(new Date(month.from).toISOString()).toBe('2026-10-24T04:00:00.000Z');
  });
});

describe('the figures', () => {
  const now = at('2026-11-22T03:00:00Z'); // 12:00 on 22 November in Tokyo; 21 November 22:00 in New York

  const orders = [
    order('2026-11-21T23:30:00Z', 3300, 300, [pizza(1), salad(1)]), // Tokyo 22 Nov 08:30; New York 21 Nov 18:30
    order('2026-11-22T01:10:00Z', 5000, 500, [pizza(2), salad(1)], 'served'), // Tokyo 22 Nov 10:10; New York 21 Nov 20:10
    order('2026-11-22T01:40:00Z', 1401, 0, [pizza(1)], 'in_progress'), // Tokyo 22 Nov 10:40; New York 21 Nov 20:40
    order('2026-11-22T02:00:00Z', 9999, 999, [salad(9)], 'pending_payment'),
    order('2026-11-22T02:10:00Z', 8888, 888, [salad(8)], 'expired'),
    order('2026-11-21T14:00:00Z', 2800, 100, [pizza(2)]), // Tokyo 21 Nov 23:00: yesterday there
  ];

  it("counts only paid-or-later orders of the restaurant's today, by local hour", () => {
    const figures = summarize(orders, analyticsWindow('today', now, 'Asia/Tokyo'), 'JPY');
    expect(figures).toMatchObject({
      range: 'today',
      timeZone: 'Asia/Tokyo',
      currency: 'JPY',
      from: '2026-11-21T15:00:00.000Z',
      revenueCents: 3300 + 5000 + 1401,
      ordersCount: 3,
      // 9701 / 3 = 3233.67 -> 3234
      averageTicketCents: 3234,
      tipsCents: 800,
      // 5% of each bill before its tip: 3000 -> 150, 4500 -> 225, 1401 -> 70.05 -> 70.
      feeCents: 445,
      netCents: 9701 - 445,
    });
    const busyHours = figures.ordersByHour.filter((h) => h.orders > 0);
    expect(busyHours).toEqual([
      { hour: 8, orders: 1, revenueCents: 3300 },
      { hour: 10, orders: 2, revenueCents: 6401 },
    ]);
    expect(figures.ordersByHour.map((h) => h.hour)).toEqual(Array.from({ length: 24 }, (_, h) => h));
    expect(figures.days).toEqual([{ date: '2026-11-22', orders: 3, revenueCents: 9701, refundsCents: 0, feeCents: 445, netCents: 9256 }]);
  });

  it('ranks top items by quantity, with their revenue', () => {
    const figures = summarize(orders, analyticsWindow('today', now, 'Asia/Tokyo'), 'JPY');
    expect(figures.topItems).toEqual([
      { itemId: 'pizza', name: 'Margherita', quantity: 4, revenueCents: 5600 },
      { itemId: 'salad', name: 'Caesar Salad', quantity: 2, revenueCents: 2500 },
    ]);
  });

  it('the same orders fall on other local days in another zone', () => {
    const figures = summarize(orders, analyticsWindow('7d', now, 'America/New_York'), 'USD');
    expect(figures.days.slice(-2)).toEqual([
      { date: '2026-11-20', orders: 0, revenueCents: 0, refundsCents: 0, feeCents: 0, netCents: 0 },
      { date: '2026-11-21', orders: 4, revenueCents: 3300 + 5000 + 1401 + 2800, refundsCents: 0, feeCents: 445 + 135, netCents: 12_501 - 580 },
    ]);
    expect(figures.ordersByHour.filter((h) => h.orders > 0).map((h) => [h.hour, h.orders])).toEqual([
      [9, 1],
      [18, 1],
      [20, 2],
    ]);
  });

  it('answers zeros, not NaN, without orders', () => {
    const figures = summarize([], analyticsWindow('30d', now, 'UTC'), 'USD');
    expect(figures).toMatchObject({ revenueCents: 0, ordersCount: 0, averageTicketCents: 0, tipsCents: 0, topItems: [] });
    expect(figures.days).toHaveLength(30);
    expect(figures.days.every((d) => d.orders === 0)).toBe(true);
  });
});

describe('daily rows', () => {
  it("puts one order on its local day and hour, summing an item's lines", () => {
    const sale = orderSale(order('2026-11-21T23:30:00Z', 4700, 300, [pizza(1), salad(1), pizza(2)]), 'Asia/Tokyo');
    expect(sale).toEqual({
      date: '2026-11-22',
      timeZone: 'Asia/Tokyo',
      hour: 8,
      revenueCents: 4700,
      tipsCents: 300,
      feeCents: 220, // 5% of 4400
      refundsCents: 0,
      items: [
        { itemId: 'pizza', name: 'Margherita', quantity: 3, revenueCents: 4200 },
        { itemId: 'salad', name: 'Caesar Salad', quantity: 1, revenueCents: 1250 },
      ],
    });
  });

  it('merges orders into one row per day (its tips and a counter pair per busy hour) and per day and item, with the latest name', () => {
    const renamed = line('pizza', 'Pizza Margherita', 1, 1400);
    const rows = rowsOf([
      orderSale(order('2026-11-22T01:10:00Z', 5000, 500, [pizza(2), salad(1)]), 'UTC'),
      orderSale(order('2026-11-22T01:40:00Z', 1400, 0, [renamed]), 'UTC'),
      orderSale(order('2026-11-22T00:05:00Z', 1400, 200, [pizza(1)]), 'UTC'),
      orderSale(order('2026-11-23T01:40:00Z', 1400, 0, [renamed]), 'UTC'),
    ]);
    expect(rows).toEqual([
      {
        kind: 'day',
        date: '2026-11-22',
        timeZone: 'UTC',
        entry: 'day',
        tipsCents: 700,
        feeCents: 225 + 70 + 60,
        hours: [
          { hour: 0, orders: 1, revenueCents: 1400 },
          { hour: 1, orders: 2, revenueCents: 6400 },
        ],
      },
      { kind: 'item', date: '2026-11-22', timeZone: 'UTC', entry: 'item_pizza', itemId: 'pizza', name: 'Margherita', quantity: 4, revenueCents: 5600 },
      { kind: 'item', date: '2026-11-22', timeZone: 'UTC', entry: 'item_salad', itemId: 'salad', name: 'Caesar Salad', quantity: 1, revenueCents: 1250 },
      { kind: 'day', date: '2026-11-23', timeZone: 'UTC', entry: 'day', tipsCents: 0, feeCents: 70, hours: [{ hour: 1, orders: 1, revenueCents: 1400 }] },
      { kind: 'item', date: '2026-11-23', timeZone: 'UTC', entry: 'item_pizza', itemId: 'pizza', name: 'Pizza Margherita', quantity: 1, revenueCents: 1400 },
    ]);
  });

  it('stores a day row with counters only for its busy hours, and a rebuilt row as it is', () => {
    const [day, item] = rowsOf([orderSale(order('2026-11-22T07:10:00Z', 5000, 500, [pizza(2)]), 'UTC'), orderSale(order('2026-11-22T19:40:00Z', 1400, 0, [pizza(1)]), 'UTC')]);
    expect(storedRow('r1', day!)).toEqual({
      restaurantId: 'r1',
      kind: 'day',
      date: '2026-11-22',
      timeZone: 'UTC',
      entry: 'day',
      tipsCents: 500,
      feeCents: 225 + 70,
      h07Orders: 1,
      h07RevenueCents: 5000,
      h19Orders: 1,
      h19RevenueCents: 1400,
    });
    expect(storedRow('r1', item!)).toEqual({ restaurantId: 'r1', ...item });
    expect(hourCounterValues([{ hour: 0, orders: 3, revenueCents: 10 }, { hour: 23, orders: 1, revenueCents: 5 }])).toEqual({
      h00Orders: 3,
      h00RevenueCents: 10,
      h23Orders: 1,
      h23RevenueCents: 5,
    });
  });

  it('still counts the hour rows payments wrote before the day row, beside a day row of the same day', () => {
    const window = analyticsWindow('today', Date.parse('2026-11-22T12:00:00Z'), 'UTC');
    const before = orderSale(order('2026-11-22T01:10:00Z', 5000, 500, [pizza(2), salad(1)]), 'UTC');
    const after = orderSale(order('2026-11-22T01:40:00Z', 1400, 100, [pizza(1)]), 'UTC');
    const legacy: DailySalesRow[] = [
      { kind: 'hour', date: '2026-11-22', timeZone: 'UTC', entry: 'hour_01', hour: 1, orders: 1, revenueCents: 5000, tipsCents: 500 },
      ...rowsOf([before]).filter((row) => row.kind === 'item'),
    ];
    const mixed = figuresFromRows([...legacy, ...rowsOf([after])], window, 'USD');
    const whole = figuresFromRows(rowsOf([before, after]), window, 'USD');
    // An hour row is from before fees were kept: it counts no fee (net = its gross); all else is as the day rows count.
    const withoutFees = ({ feeCents: _fee, netCents: _net, days, ...rest }: typeof mixed) => ({ ...rest, days: days.map((d) => [d.date, d.orders, d.revenueCents]) });
    expect(withoutFees(mixed)).toEqual(withoutFees(whole));
    expect(mixed).toMatchObject({ ordersCount: 2, revenueCents: 6400, tipsCents: 600, feeCents: 65, netCents: 6400 - 65 });
    expect(whole).toMatchObject({ feeCents: 225 + 65, netCents: 6400 - 290 });
    expect(mixed.ordersByHour[1]).toEqual({ hour: 1, orders: 2, revenueCents: 6400 });
  });

  it("counts an order kept as its own row (too many items for its payment's transaction) like the others", () => {
    const big = orderSale(order('2026-11-22T01:10:00Z', 5000, 500, [pizza(2), salad(1)]), 'UTC');
    const own: DailySalesRow = { kind: 'order', entry: 'order_o1', orders: 1, ...big };
    const window = analyticsWindow('today', Date.parse('2026-11-22T12:00:00Z'), 'UTC');
    const fromOwnRow = figuresFromRows([own, ...rowsOf([orderSale(order('2026-11-22T03:00:00Z', 1400, 0, [pizza(1)]), 'UTC')])], window, 'USD');
    const fromRows = figuresFromRows(rowsOf([big, orderSale(order('2026-11-22T03:00:00Z', 1400, 0, [pizza(1)]), 'UTC')]), window, 'USD');
    expect(fromOwnRow).toEqual(fromRows);
    expect(fromOwnRow).toMatchObject({ ordersCount: 2, revenueCents: 6400, tipsCents: 500 });
  });

  it('leaves out rows of days outside the window', () => {
    const rows = rowsOf([orderSale(order('2026-11-23T01:00:00Z', 1400, 0, [pizza(1)]), 'UTC')]);
    const figures = figuresFromRows(rows, analyticsWindow('7d', Date.parse('2026-11-22T12:00:00Z'), 'UTC'), 'USD');
    expect(figures).toMatchObject({ ordersCount: 0, topItems: [] });
  });
});

describe("a payment's writes to its day", () => {
  const sale = orderSale(order('2026-11-21T23:30:00Z', 4700, 300, [pizza(1), salad(1), pizza(2)]), 'Asia/Tokyo');

  it('adds to its day row (its tip, its hour) and one row per item, on its local day', () => {
    expect(saleActionCount(sale)).toBe(3);
    expect(saleRowChanges('r1', sale)).toEqual([
      {
        key: { restaurantId: 'r1', date: '2026-11-22', timeZone: 'Asia/Tokyo', entry: 'day' },
        set: { kind: 'day' },
        add: { tipsCents: 300, feeCents: 220, h08Orders: 1, h08RevenueCents: 4700 },
      },
      {
        key: { restaurantId: 'r1', date: '2026-11-22', timeZone: 'Asia/Tokyo', entry: 'item_pizza' },
        set: { kind: 'item', itemId: 'pizza', name: 'Margherita' },
        add: { quantity: 3, revenueCents: 4200 },
      },
      {
        key: { restaurantId: 'r1', date: '2026-11-22', timeZone: 'Asia/Tokyo', entry: 'item_salad' },
        set: { kind: 'item', itemId: 'salad', name: 'Caesar Salad' },
        add: { quantity: 1, revenueCents: 1250 },
      },
    ]);
  });

  it('or, too big for its transaction, is one row keyed by the order', () => {
    expect(saleOrderRow('r1', 'o1', sale)).toMatchObject({ entry: 'order_o1', kind: 'order', date: '2026-11-22', hour: 8, orders: 1, feeCents: 220, items: sale.items });
  });
});

import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { db, Orders, Restaurants } from '../../../functions/lib/composition';
import { payOrder } from '../../../functions/lib/domain/orders/pay';
import { COUNTED_STATUSES } from '../../../functions/lib/domain/analytics/window';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, paidOrder, pendingOrder, staffMovesTo, type ErrorAnswer } from './support';

const HOUR = 60 * 60 * 1000;

/**
 * A fixed-offset zone in which it is now between 12:00 and 12:59, so "today" reaches twelve hours either side of
 * the test and orders placed minutes apart never straddle the restaurant's midnight.
 */
function zoneWhereItIsNoon(now: Date): string {
  const offset = 12 - now.getUTCHours(); // -11 .. +12
  if (offset === 0) return 'Etc/GMT';
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // the Etc/ names flip the sign
}

function localHour(iso: string, timeZone: string): number {
  return Number(new Intl.DateTimeFormat('en-US', { timeZone, hour: 'numeric', hourCycle: 'h23' }).format(new Date(iso)));
}

/** An order written as it would be stored, placed at a chosen moment (the API always places orders now). */
interface SeedLine {
  itemId: string;
  itemName: string;
  qty: number;
  unitPriceCents: number;
}

/** Written pending, then paid through the real pay path (which keeps the day's analytics rows) and moved on. */
async function seedOrder(restaurantId: string, placedAt: number, status: OrderStatus, line: SeedLine, tipCents = 0) {
  const orderId = randomUUID();
  const subtotalCents = line.qty * line.unitPriceCents;
  const counted = COUNTED_STATUSES.includes(status);
  await db.entities.order
    .create({
      orderId,
      orderCode: 'SEED1',
      restaurantId,
      status: counted ? 'pending_payment' : status,
      subtotalCents,
      taxCents: 0,
      tipCents,
      totalCents: subtotalCents + tipCents,
      feeCents: 0,
      lineCount: 1,
      createdAt: new Date(placedAt).toISOString(),
    })
    .go();
  await db.entities.orderLine
    .create({ orderId, position: 0, restaurantId, ...line, lineTotalCents: subtotalCents, options: [] })
    .go();
  if (!counted) return;
  const paid = await payOrder(db, (await Orders.get(orderId))!, []);
  expect(paid.kind).toBe('paid');
  await staffMovesTo(orderId, 'paid', status);
}

let f: Fixtures;
let timeZone: string;
let expected: { today: number[]; earlierThisWeek: number; yesterdayLate: number };
let todayOrders: { createdAt: string; totalCents: number; feeCents: number }[];

beforeAll(async () => {
  f = await makeFixtures();
  const now = new Date();
  timeZone = zoneWhereItIsNoon(now);
  await Restaurants.update(f.restaurantA.id, { timeZone });
  const { plainItemId, pizzaId, largeOptionId } = f.menuA;

  // Today, through the real checkout: two paid orders (one then served), one never paid, one expired.
  const salads = await paidOrder(f.restaurantA.id, [{ itemId: plainItemId, qty: 3 }]); // 3750 + 8% tax 300 = 4050
  const pizzas = await paidOrder(f.restaurantA.id, [{ itemId: pizzaId, qty: 2, optionIds: [largeOptionId] }, { itemId: plainItemId, qty: 1 }]);
  await Orders.advance(pizzas.id, 'paid', 'in_progress', 'staff');
  await Orders.advance(pizzas.id, 'in_progress', 'ready', 'staff');
  await Orders.advance(pizzas.id, 'ready', 'served', 'staff');
  await pendingOrder(f.restaurantA.id, [{ itemId: plainItemId, qty: 10 }]);
  const expired = await pendingOrder(f.restaurantA.id, [{ itemId: plainItemId, qty: 10 }]);
  await Orders.advance(expired.orderId, 'pending_payment', 'expired', 'payment');
  todayOrders = [salads, pizzas];

  // Thirteen hours ago it was yesterday evening here; four days ago is in the week; forty days ago in neither range.
  const tiramisu = { itemId: 'tiramisu', itemName: 'Tiramisu', qty: 1, unitPriceCents: 700 };
  await seedOrder(f.restaurantA.id, now.getTime() - 13 * HOUR, 'served', tiramisu, 100);
  await seedOrder(f.restaurantA.id, now.getTime() - 4 * 24 * HOUR, 'paid', { ...tiramisu, qty: 5 }, 0);
  await seedOrder(f.restaurantA.id, now.getTime() - 4 * 24 * HOUR, 'canceled', { ...tiramisu, qty: 50 }, 0);
  await seedOrder(f.restaurantA.id, now.getTime() - 40 * 24 * HOUR, 'served', { ...tiramisu, qty: 99 }, 0);
  expected = { today: [salads.totalCents, pizzas.totalCents], earlierThisWeek: 3500, yesterdayLate: 800 };
});

function report(range: string, token = f.managerA.idToken) {
  return call<Analytics & ErrorAnswer>('GET', `/api/v1/restaurants/${f.restaurantA.id}/analytics?range=${range}`, token);
}

describe('analytics from real paid orders', () => {
  it("today: revenue, orders, average ticket, tips, top items and hours from today's paid orders only", async () => {
    const res = await report('today');
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const revenue = expected.today[0]! + expected.today[1]!;
    expect(res.body).toMatchObject({
      range: 'today',
      timeZone,
      currency: 'USD',
      revenueCents: revenue,
      ordersCount: 2,
      averageTicketCents: Math.round(revenue / 2),
      tipsCents: 0,
    });
    // 4 salads (3 + 1) beat 2 pizzas; revenue per item is what its lines charged.
    expect(res.body.topItems).toEqual([
      { itemId: f.menuA.plainItemId, name: 'Caesar Salad', quantity: 4, revenueCents: 5000 },
      { itemId: f.menuA.pizzaId, name: 'Margherita', quantity: 2, revenueCents: 3600 },
    ]);
    expect(res.body.ordersByHour).toHaveLength(24);
    const hours = res.body.ordersByHour.filter((h) => h.orders > 0);
    const expectedHours = new Map<number, number>();
    for (const order of todayOrders) {
      const hour = localHour(order.createdAt, timeZone);
      expectedHours.set(hour, (expectedHours.get(hour) ?? 0) + 1);
    }
    expect(hours.map((h) => [h.hour, h.orders])).toEqual([...expectedHours].sort((a, b) => a[0] - b[0]));
    // Gross, the platform fees the orders were charged (5% of each bill before its tip) and net = gross - fees.
    const fees = todayOrders.reduce((sum, order) => sum + order.feeCents, 0);
    expect(fees).toBe(203 + 262); // 5% of 4050 = 202.5 -> 203; of 5238 = 261.9 -> 262
    expect(res.body).toMatchObject({ feeCents: fees, netCents: revenue - fees });
    expect(res.body.days).toEqual([{ date: expect.any(String), orders: 2, revenueCents: revenue, refundsCents: 0, feeCents: fees, netCents: revenue - fees }]);
  });

  it("7 days adds yesterday evening and earlier this week (local days), never canceled or older orders", async () => {
    const res = await report('7d');
    expect(res.status).toBe(200);
    const revenue = expected.today[0]! + expected.today[1]! + expected.yesterdayLate + expected.earlierThisWeek;
    expect(res.body).toMatchObject({ ordersCount: 4, revenueCents: revenue, tipsCents: 100 });
    expect(res.body.days).toHaveLength(7);
    const busyDays = res.body.days.filter((d) => d.orders > 0);
    expect(busyDays.map((d) => d.orders)).toEqual([1, 1, 2]);
    // Tiramisu: 5 earlier this week + 1 yesterday, now the best seller.
    expect(res.body.topItems.map((i) => [i.name, i.quantity, i.revenueCents])).toEqual([
      ['Tiramisu', 6, 4200],
      ['Caesar Salad', 4, 5000],
      ['Margherita', 2, 3600],
    ]);
  });

  it('30 days still leaves out the order from forty days ago', async () => {
    const res = await report('30d');
    expect(res.body).toMatchObject({ ordersCount: 4, tipsCents: 100 });
    expect(res.body.days).toHaveLength(30);
  });

  it('refuses an unknown range, and staff (manager route)', async () => {
    expect((await report('year')).status).toBe(400);
    expect((await report('today', f.staffA.idToken)).status).toBe(403);
    expect((await report('today', f.ownerA.idToken)).status).toBe(200);
  });
});

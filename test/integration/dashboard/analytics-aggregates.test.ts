/**
 * Issue 14 item 4: the Analytics tab from daily aggregates kept as orders are paid. The figures equal what the old
 * scan of every order gave (its summarize, kept here as the reference), a payment repeated or raced counts once,
 * and the 30-day report makes the same DynamoDB calls with 10 and with 200 paid orders.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics as AnalyticsFigures, Order } from '../../../shared/api';
import { ANALYTICS_RANGES, ANALYTICS_TOP_ITEMS } from '../../../shared/api';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants';
import { roundHalfUp } from '../../../shared/pricing';
import { Analytics, db, documentClient, Inventory, Orders, Restaurants } from '../../../functions/lib/composition';
import { config } from '../../../functions/lib/config';
import { localDate, localHour } from '../../../functions/lib/domain/analytics/time-zone';
import { analyticsWindow, COUNTED_STATUSES, type AnalyticsWindow } from '../../../functions/lib/domain/analytics/window';
import { payOrder } from '../../../functions/lib/domain/orders/pay';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'America/New_York'; // 40 days back from late November crosses the end of daylight time
const MIDDLEWARE = 'analyticsCallCounter';
let calls: string[] | null = null;

/** The figures as the tab computed them before the aggregates: every counted order of the range and its lines. */
function scanSummarize(orders: readonly Order[], window: AnalyticsWindow, currency: string): AnalyticsFigures {
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

/** A small deterministic generator, so a failure can be replayed. */
function random(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const DISHES = ['Margherita', 'Caesar Salad', 'Lasagna', 'Tiramisu', 'Espresso', 'Risotto', 'Calzone', 'Panna Cotta'];

interface SeedLine {
  itemId: string;
  itemName: string;
  qty: number;
  unitPriceCents: number;
}

/** An order written pending_payment as checkout writes it, placed at `placedAt`. */
async function pendingOrder(restaurantId: string, placedAt: number, lines: SeedLine[], tipCents = 0): Promise<Order> {
  const orderId = randomUUID();
  const stored = lines.map((line, position) => ({ orderId, position, restaurantId, ...line, lineTotalCents: line.qty * line.unitPriceCents, options: [] }));
  const subtotalCents = stored.reduce((sum, line) => sum + line.lineTotalCents, 0);
  const created = await db.transaction
    .write(({ order, orderLine }) => [
      order
        .create({
          orderId,
          orderCode: 'AGG01',
          restaurantId,
          status: 'pending_payment',
          subtotalCents,
          taxCents: 0,
          tipCents,
          totalCents: subtotalCents + tipCents,
          feeCents: 0,
          lineCount: stored.length,
          createdAt: new Date(placedAt).toISOString(),
        })
        .commit(),
      ...stored.map((line) => orderLine.create(line).commit()),
    ])
    .go();
  if (created.canceled) throw new Error('the order was not written');
  return (await Orders.get(orderId))!;
}

function randomLines(next: () => number): SeedLine[] {
  return Array.from({ length: 1 + Math.floor(next() * 4) }, () => {
    const dish = Math.floor(next() * DISHES.length);
    return { itemId: `dish-${dish}`, itemName: DISHES[dish]!, qty: 1 + Math.floor(next() * 3), unitPriceCents: 500 + dish * 175 };
  });
}

async function restaurantIn(timeZone: string, name: string): Promise<string> {
  const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name });
  await Restaurants.update(restaurant.id, { timeZone });
  return restaurant.id;
}

async function pool<T>(items: T[], concurrency: number, run: (item: T) => Promise<void>) {
  const queue = [...items];
  await Promise.all(Array.from({ length: concurrency }, async () => {
    for (let item = queue.shift(); item !== undefined; item = queue.shift()) await run(item);
  }));
}

async function callsOf(run: () => Promise<unknown>): Promise<string[]> {
  calls = [];
  try {
    await run();
    return calls;
  } finally {
    calls = null;
  }
}

beforeAll(() => {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      calls?.push(String(context.commandName ?? 'unknown'));
      return next(args);
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
});

afterAll(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
});

describe('the Analytics tab from daily aggregates', () => {
  it('equals the old scan of every order, over 40 days of paid, unpaid, expired and canceled orders in New York', async () => {
    const restaurantId = await restaurantIn(ZONE, 'Aggregates');
    const next = random(20261124);
    const now = Date.now();
    const statuses: OrderStatus[] = ['paid', 'served', 'in_progress', 'ready', 'pending_payment', 'expired', 'canceled'];
    const plans = Array.from({ length: 120 }, (_, i) => ({
      placedAt: now - Math.floor(next() * 40 * DAY),
      lines: randomLines(next),
      tip: next() < 0.5 ? 0 : Math.floor(next() * 900),
      status: statuses[Math.floor(next() * statuses.length)]!,
      // Half the payments are told the zone (the webhook's way), half read it.
      toldZone: i % 2 === 0,
    }));
    await pool(plans, 8, async ({ placedAt, lines, tip, status, toldZone }) => {
      const order = await pendingOrder(restaurantId, placedAt, lines, tip);
      if (status === 'pending_payment') return;
      if (status === 'expired' || status === 'canceled') {
        await Orders.advance(order.id, 'pending_payment', status);
        return;
      }
      expect((await payOrder(db, order, [], toldZone ? ZONE : undefined)).kind).toBe('paid');
      if (status !== 'paid') await Orders.advance(order.id, 'paid', status);
    });

    const everyOrder = await Orders.listByRestaurant(restaurantId, ORDER_STATUSES);
    expect(everyOrder).toHaveLength(120);
    const compare = async () => {
      for (const range of ANALYTICS_RANGES) {
        const figures = await Analytics.report(restaurantId, range, now);
        expect(figures, range).toEqual(scanSummarize(everyOrder, analyticsWindow(range, now, ZONE), 'USD'));
      }
    };
    await compare();
    const month = await Analytics.report(restaurantId, '30d', now);
    expect(month.ordersCount).toBeGreaterThan(20);
    expect(month.topItems.length).toBeGreaterThan(3);

    // A rebuild from the orders writes the same rows, twice over.
    await Analytics.rebuild(restaurantId);
    await compare();
    await Analytics.rebuild(restaurantId);
    await compare();
  }, 120_000);

  it('counts a payment repeated, or two racing, once', async () => {
    const restaurantId = await restaurantIn('Asia/Kolkata', 'Repeats');
    const now = Date.now();
    const line = { itemId: 'dish-0', itemName: 'Margherita', qty: 2, unitPriceCents: 1400 };

    const twice = await pendingOrder(restaurantId, now - 60_000, [line], 100);
    expect((await payOrder(db, twice, [])).kind).toBe('paid');
    expect((await payOrder(db, twice, [])).kind).toBe('not_pending');

    const raced = await pendingOrder(restaurantId, now - 30_000, [line], 0);
    const outcomes = await Promise.all([payOrder(db, raced, []), payOrder(db, raced, []), payOrder(db, raced, [], 'Asia/Kolkata')]);
    expect(outcomes.map((o) => o.kind).sort()).toEqual(['not_pending', 'not_pending', 'paid']);

    const today = await Analytics.report(restaurantId, 'today', now);
    expect(today).toMatchObject({ ordersCount: 2, revenueCents: 5700, tipsCents: 100 });
    expect(today.topItems).toEqual([{ itemId: 'dish-0', name: 'Margherita', quantity: 4, revenueCents: 5600 }]);
  });

  it('counts every one of many payments landing at once on the same hour and item rows', async () => {
    const restaurantId = await restaurantIn('UTC', 'Rush');
    const now = Date.now();
    const line = { itemId: 'dish-3', itemName: 'Tiramisu', qty: 1, unitPriceCents: 700 };
    const orders = await Promise.all(Array.from({ length: 20 }, () => pendingOrder(restaurantId, now - 1000, [line])));
    const outcomes = await Promise.all(orders.map((order) => payOrder(db, order, [], 'UTC')));
    expect(outcomes.filter((o) => o.kind === 'paid')).toHaveLength(20);
    expect(await Analytics.report(restaurantId, 'today', now)).toMatchObject({ ordersCount: 20, revenueCents: 14_000 });
  });

  it('keeps an order with more items than its transaction has room for as one row, counted once', async () => {
    const restaurantId = await restaurantIn('UTC', 'Banquet');
    const now = Date.now();
    const lines = Array.from({ length: 99 }, (_, i) => ({ itemId: `course-${i}`, itemName: `Course ${i}`, qty: 1, unitPriceCents: 100 + i }));
    const banquet = await pendingOrder(restaurantId, now - 1000, lines, 500);
    expect((await payOrder(db, banquet, [])).kind).toBe('paid');
    expect((await payOrder(db, banquet, [])).kind).toBe('not_pending');
    const today = await Analytics.report(restaurantId, 'today', now);
    expect(today).toEqual(scanSummarize([(await Orders.get(banquet.id))!], analyticsWindow('today', now, 'UTC'), 'USD'));
    expect(today).toMatchObject({ ordersCount: 1, tipsCents: 500 });
  });

  it('pays an order whose stock changes alone fill the transaction, and counts it once just after', async () => {
    const restaurantId = await restaurantIn('UTC', 'Stocked Banquet');
    const now = Date.now();
    const menu = Array.from({ length: 99 }, (_, i) => ({ restaurantId, itemId: `stocked-${i}`, categoryId: 'c', name: `Dish ${i}`, priceCents: 300, stockCount: 10 }));
    await db.entities.menuItem.put(menu).go();
    const order = await pendingOrder(restaurantId, now - 1000, menu.map((m) => ({ itemId: m.itemId, itemName: m.name, qty: 1, unitPriceCents: 300 })));
    const sales = await Inventory.planSale(order);
    expect(sales).toHaveLength(99);
    expect((await payOrder(db, order, sales, 'UTC')).kind).toBe('paid');
    expect((await payOrder(db, order, sales, 'UTC')).kind).toBe('not_pending');
    const { data: dish } = await db.entities.menuItem.get({ restaurantId, itemId: 'stocked-0' }).go();
    expect(dish?.stockCount).toBe(9);
    expect(await Analytics.report(restaurantId, 'today', now)).toMatchObject({ ordersCount: 1, revenueCents: 99 * 300 });
  });

  it('counts orders paid before the aggregates once npm run analytics:rebuild has run', async () => {
    const restaurantId = await restaurantIn('UTC', 'Before Aggregates');
    const now = Date.now();
    // Paid the old way: the status moved without the pay transaction, so no daily row knows it.
    const old = await pendingOrder(restaurantId, now - 2 * DAY, [{ itemId: 'dish-1', itemName: 'Caesar Salad', qty: 2, unitPriceCents: 1250 }]);
    await Orders.advance(old.id, 'pending_payment', 'paid');
    expect(await Analytics.report(restaurantId, '7d', now)).toMatchObject({ ordersCount: 0 });

    const run = () =>
      promisify(execFile)('npx', ['tsx', 'infra/analytics-rebuild.ts', '--table', config.tableName, '--endpoint', config.dynamoEndpoint!, '--restaurant', restaurantId], {
        env: { ...process.env, AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local', AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' },
      });
    const { stdout } = await run();
    expect(stdout).toContain(`${restaurantId}: 1 paid orders`);
    await run();
    expect(await Analytics.report(restaurantId, '7d', now)).toMatchObject({ ordersCount: 1, revenueCents: 2500 });
  }, 60_000);

  it('reads the same DynamoDB calls for the 30-day report with 10 and with 200 paid orders', async () => {
    const now = Date.now();
    const counts: Record<number, string[]> = {};
    for (const paidOrders of [10, 200]) {
      const restaurantId = await restaurantIn(ZONE, `History ${paidOrders}`);
      const next = random(paidOrders);
      await pool(Array.from({ length: paidOrders }, (_, i) => i), 10, async () => {
        const order = await pendingOrder(restaurantId, now - Math.floor(next() * 30 * DAY), randomLines(next), 100);
        expect((await payOrder(db, order, [], ZONE)).kind).toBe('paid');
      });
      let figures: AnalyticsFigures | undefined;
      counts[paidOrders] = await callsOf(async () => {
        figures = await Analytics.report(restaurantId, '30d', now);
      });
      expect(figures!.ordersCount).toBeGreaterThan(paidOrders * 0.9);
    }
    console.log(`30-day report DynamoDB calls: 10 paid orders ${counts[10]!.join(', ')}; 200 paid orders ${counts[200]!.join(', ')}`);
    expect(counts[200]).toEqual(counts[10]);
    expect(counts[200]!.length).toBeLessThanOrEqual(3);
  }, 120_000);
});

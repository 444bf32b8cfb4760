/**
 * Issue 14 item 4: the Analytics tab from daily aggregates kept as orders are paid. The figures equal what the old
 * scan of every order gave (its summarize, kept here as the reference), a payment repeated or raced counts once,
 * the 30-day report makes the same DynamoDB calls with 10 and with 200 paid orders and reads within 2x at 100 and at
 * 5,000, and hour rows written before the day row still count until a rebuild replaces them.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Analytics as AnalyticsFigures, Order } from '../../../shared/api';
import { ANALYTICS_RANGES, ANALYTICS_TOP_ITEMS } from '../../../shared/api';
import { ORDER_STATUSES, type OrderStatus } from '../../../shared/constants';
import { platformFeeCents, roundHalfUp } from '../../../shared/pricing';
import { Analytics, db, documentClient, Inventory, Orders, Restaurants } from '../../../functions/lib/composition';
import { config } from '../../../functions/lib/config';
import { localDate, localHour } from '../../../functions/lib/domain/analytics/time-zone';
import { analyticsWindow, COUNTED_STATUSES, type AnalyticsWindow } from '../../../functions/lib/domain/analytics/window';
import { hourEntry, orderSale, rowsOf, type SaleOrder } from '../../../functions/lib/domain/analytics/daily';
import { storedRow } from '../../../functions/lib/domain/analytics/sales-writes';
import { payOrder } from '../../../functions/lib/domain/orders/pay';
import { staffMovesTo } from './support';

const DAY = 24 * 60 * 60 * 1000;
const ZONE = 'America/New_York'; // 40 days back from late November crosses the end of daylight time
const MIDDLEWARE = 'analyticsCallCounter';
let calls: string[] | null = null;
/** The items the recorded Query calls returned (after unmarshalling, as test/integration/payments/create-payment-reads.test.ts sizes them). */
let returned: Record<string, unknown>[] | null = null;

/** The figures as the tab computed them before the aggregates: every counted order of the range and its lines. */
function scanSummarize(orders: readonly Order[], window: AnalyticsWindow, currency: string): AnalyticsFigures {
  const byHour = Array.from({ length: 24 }, (_, hour) => ({ hour, orders: 0, revenueCents: 0 }));
  // These orders have no refunds (the refunds test below compares a rebuild with the refunds' own writes).
  const byDay = new Map(window.days.map((date) => [date, { date, orders: 0, revenueCents: 0, refundsCents: 0, feeCents: 0, netCents: 0 }]));
  const items = new Map<string, { itemId: string; name: string; quantity: number; revenueCents: number }>();
  let revenueCents = 0;
  let feeCents = 0;
  let tipsCents = 0;
  let ordersCount = 0;
  for (const order of orders) {
    if (!COUNTED_STATUSES.includes(order.status)) continue;
    const placed = Date.parse(order.createdAt);
    const day = byDay.get(localDate(placed, window.timeZone));
    if (placed < window.from || !day) continue;
    ordersCount++;
    revenueCents += order.totalCents;
    feeCents += order.feeCents;
    tipsCents += order.tipCents;
    day.orders++;
    day.revenueCents += order.totalCents;
    day.feeCents += order.feeCents;
    day.netCents += order.totalCents - order.feeCents;
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
    refundsCents: 0,
    feeCents,
    netCents: revenueCents - feeCents,
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
          feeCents: platformFeeCents(subtotalCents),
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

/** What `run` reads: the items its queries returned, and their size as JSON. */
async function readsOf(run: () => Promise<unknown>): Promise<{ items: Record<string, unknown>[]; bytes: number }> {
  returned = [];
  try {
    await run();
    return { items: returned, bytes: Buffer.byteLength(JSON.stringify(returned)) };
  } finally {
    returned = null;
  }
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
      const result = await next(args);
      const items = (result.output as { Items?: Record<string, unknown>[] }).Items;
      if (returned && items) returned.push(...items);
      return result;
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
        await Orders.advance(order.id, 'pending_payment', status, 'payment');
        return;
      }
      expect((await payOrder(db, order, [], toldZone ? ZONE : undefined)).kind).toBe('paid');
      await staffMovesTo(order.id, 'paid', status);
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
    await Orders.advance(old.id, 'pending_payment', 'paid', 'payment');
    expect(await Analytics.report(restaurantId, '7d', now)).toMatchObject({ ordersCount: 0 });

    const run = () =>
      promisify(execFile)('npx', ['tsx', 'infra/analytics-rebuild.ts', '--table', config.tableName, '--endpoint', config.dynamoEndpoint!, '--restaurant', restaurantId], {
        env: { ...process.env, AWS_ACCESS_KEY_ID: process.env.AWS_ACCESS_KEY_ID ?? 'local', AWS_SECRET_ACCESS_KEY: process.env.AWS_SECRET_ACCESS_KEY ?? 'local' },
      });
    const { stdout } = await run();
    expect(stdout).toContain(`${restaurantId}: 1 paid orders`);
    await run();
    // The rebuilt day carries the fee the order was charged (its feeCents: 5% of 2500).
    expect(await Analytics.report(restaurantId, '7d', now)).toMatchObject({ ordersCount: 1, revenueCents: 2500, feeCents: 125, netCents: 2375 });
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
  it('still counts the hour rows payments wrote before the day row, and a rebuild replaces them with day rows', async () => {
    const restaurantId = await restaurantIn('UTC', 'Hour Rows');
    const now = Date.now();
    const date = localDate(now, 'UTC');
    const hour = localHour(now, 'UTC');
    const line = { itemId: 'dish-2', itemName: 'Lasagna', qty: 1, unitPriceCents: 1600 };
    // An order counted the old way: its hour row and its item row, as payments wrote them before the day row.
    const before = await pendingOrder(restaurantId, now - 1000, [line], 200);
    await Orders.advance(before.id, 'pending_payment', 'paid', 'payment');
    const day = { restaurantId, date, timeZone: 'UTC' };
    await db.entities.dailySales.put({ ...day, entry: hourEntry(hour), kind: 'hour', hour, orders: 1, revenueCents: 1800, tipsCents: 200 }).go();
    await db.entities.dailySales.put({ ...day, entry: 'item_dish-2', kind: 'item', itemId: 'dish-2', name: 'Lasagna', quantity: 1, revenueCents: 1600 }).go();
    // One paid now: the day row, beside the hour row.
    const after = await pendingOrder(restaurantId, now - 500, [line], 0);
    expect((await payOrder(db, after, [], 'UTC')).kind).toBe('paid');

    const expected = scanSummarize(await Orders.listByRestaurant(restaurantId, ORDER_STATUSES), analyticsWindow('today', now, 'UTC'), 'USD');
    expect(expected).toMatchObject({ ordersCount: 2, revenueCents: 3400, tipsCents: 200, feeCents: 80 + 80 });
    // The hour row has no fee (written before fees were kept): it is read as it is, net = its gross, until the rebuild.
    const unrebuilt = (fee: number) => ({ ...expected, feeCents: fee, netCents: 3400 - fee, days: expected.days.map((d) => ({ ...d, feeCents: fee, netCents: 3400 - fee })) });
    expect(await Analytics.report(restaurantId, 'today', now)).toEqual(unrebuilt(80));
    const entries = async () => (await db.entities.dailySales.query.byDay({ restaurantId }).go()).data.map((row) => row.entry).sort();
    expect(await entries()).toEqual(['day', hourEntry(hour), 'item_dish-2'].sort());

    await Analytics.rebuild(restaurantId);
    expect(await entries()).toEqual(['day', 'item_dish-2']);
    expect(await Analytics.report(restaurantId, 'today', now)).toEqual(expected);
  });

  it('reads the 30-day report within 2x at 100 and at 5,000 orders over the same dishes and hours, only the attributes it needs', async () => {
    const now = Date.now();
    // The bench's history (bench/scale.ts): orders over the previous 29 days, 11:00-22:00 UTC, 1-3 lines of 6 dishes.
    const history = (count: number): SaleOrder[] =>
      Array.from({ length: count }, (_, i) => {
        const next = random(i + 1);
        const day = Math.floor((now - DAY * (1 + Math.floor(next() * 29))) / DAY) * DAY;
        const lines = Array.from({ length: 1 + (i % 3) }, (_, position) => {
          const dish = (i + position) % 6;
          const qty = 1 + (position % 2);
          const unit = 900 + ((i + position) % 7) * 150;
          return { itemId: `bench-item-${dish}`, itemName: DISHES[dish]!, qty, unitPriceCents: unit, lineTotalCents: qty * unit };
        });
        const subtotal = lines.reduce((sum, l) => sum + l.lineTotalCents, 0);
        const tipCents = Math.round(subtotal * 0.15);
        const feeCents = platformFeeCents(subtotal);
        return { createdAt: new Date(day + 11 * 3600_000 + next() * 11 * 3600_000).toISOString(), totalCents: subtotal + tipCents, tipCents, feeCents, lines } as unknown as SaleOrder;
      });

    // 100 orders paid one by one (the payment's own writes).
    const sparseId = await restaurantIn('UTC', 'Sparse History');
    await pool(history(100), 8, async (sale) => {
      const lines = sale.lines.map(({ itemId, itemName, qty, unitPriceCents }) => ({ itemId, itemName, qty, unitPriceCents }));
      const order = await pendingOrder(sparseId, Date.parse(sale.createdAt), lines, sale.tipCents);
      expect((await payOrder(db, order, [], 'UTC')).kind).toBe('paid');
    });
    // 5,000: the rows they make, written as a rebuild writes them (rows, not orders, drive what the report reads;
    // the first test shows a rebuild's rows give the payments' figures).
    const denseId = await restaurantIn('UTC', 'Dense History');
    const denseRows = rowsOf(history(5000).map((order) => orderSale(order, 'UTC')));
    await pool(denseRows, 16, async (row) => {
      await db.entities.dailySales.put(storedRow(denseId, row)).go();
    });

    const read = async (restaurantId: string) => {
      let figures: AnalyticsFigures | undefined;
      const reads = await readsOf(async () => {
        figures = await Analytics.report(restaurantId, '30d', now);
      });
      const whole = await readsOf(() => db.entities.dailySales.query.byDay({ restaurantId }).go({ pages: 'all' }));
      return { figures: figures!, ...reads, wholeBytes: whole.bytes };
    };
    const sparse = await read(sparseId);
    const dense = await read(denseId);
    expect(sparse.figures.ordersCount).toBe(100);
    expect(dense.figures.ordersCount).toBe(5000);
    expect(dense.figures.ordersByHour.filter((h) => h.orders > 0).map((h) => h.hour)).toEqual([11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21]);
    console.log(
      `30-day report bytes read: ${sparse.bytes} B in ${sparse.items.length} rows at 100 orders, ${dense.bytes} B in ${dense.items.length} rows at 5,000 ` +
        `(${(dense.bytes / sparse.bytes).toFixed(2)}x); the same rows read whole: ${sparse.wholeBytes} B and ${dense.wholeBytes} B`,
    );
    expect(dense.bytes).toBeLessThanOrEqual(2 * sparse.bytes);
    // Only what the figures need: no ElectroDB tags, restaurant, zone or entry (the keys ElectroDB always projects).
    for (const item of [...sparse.items, ...dense.items]) {
      expect(Object.keys(item).filter((name) => ['__edb_e__', '__edb_v__', 'restaurantId', 'timeZone', 'entry'].includes(name))).toEqual([]);
    }
    expect(sparse.bytes).toBeLessThan(sparse.wholeBytes * 0.75);

    // A rebuild of the paid orders writes rows that read the same as the payments' own.
    await Analytics.rebuild(sparseId);
    const rebuilt = await read(sparseId);
    expect(rebuilt.figures).toEqual(sparse.figures);
    expect(rebuilt.bytes).toBe(sparse.bytes);
  }, 120_000);
});

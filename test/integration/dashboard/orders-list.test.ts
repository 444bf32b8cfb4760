import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, OrdersBoard, OrdersHistoryPage } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { db, Orders, Restaurants } from '../../../functions/lib/composition';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, paidOrder, type ErrorAnswer } from './support';

/**
 * Issue 7: the board's list stays the size of a day. Every active order however old, the served ones placed today
 * in the restaurant's time zone, and the older served orders a page at a time behind it, newest first.
 */
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/**
 * A fixed-offset zone in which it is now noon (13:00 when that zone would be UTC itself), so the restaurant's
 * midnight is always hours away from UTC's: a list cut at UTC midnight would put the orders placed a minute either
 * side of the restaurant's midnight on the wrong side.
 */
function zoneAwayFromUtc(now: Date): string {
  let offset = 12 - now.getUTCHours(); // -11 .. +12
  if (offset === 0) offset = 1;
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // the Etc/ names flip the sign
}

/** The first instant of the zone's day containing `instant`, found with the platform's Intl (no product code). */
function localMidnight(instant: number, timeZone: string): number {
  const hms = new Intl.DateTimeFormat('en-GB', { timeZone, hour: 'numeric', minute: 'numeric', second: 'numeric', hourCycle: 'h23' })
    .formatToParts(new Date(instant))
    .reduce((ms, part) => ms + (part.type === 'hour' ? Number(part.value) * HOUR : part.type === 'minute' ? Number(part.value) * MINUTE : part.type === 'second' ? Number(part.value) * 1000 : 0), 0);
  return Math.floor(instant / 1000) * 1000 - hms;
}

interface Seeded {
  id: string;
  createdAt: string;
  status: OrderStatus;
}

/** An order written as stored, placed at a chosen moment and taken as far as `status` (the API places orders now). */
async function seedOrder(restaurantId: string, placedAt: number, status: OrderStatus): Promise<Seeded> {
  const orderId = randomUUID();
  const at = (minutes: number) => new Date(placedAt + minutes * MINUTE).toISOString();
  const reached = (s: OrderStatus[]) => s.includes(status);
  await db.entities.order
    .create({
      orderId,
      orderCode: `S${orderId.slice(0, 4).toUpperCase()}`,
      restaurantId,
      status,
      tableLabel: '7',
      subtotalCents: 900,
      taxCents: 72,
      tipCents: 0,
      totalCents: 972,
      feeCents: 49,
      lineCount: 1,
      createdAt: at(0),
      ...(reached(['paid', 'in_progress', 'ready', 'served']) ? { paidAt: at(1) } : {}),
      ...(reached(['in_progress', 'ready', 'served']) ? { prepStartedAt: at(3) } : {}),
      ...(reached(['ready', 'served']) ? { readyAt: at(12) } : {}),
      ...(reached(['served']) ? { servedAt: at(15) } : {}),
    })
    .go();
  await db.entities.orderLine
    .create({ orderId, position: 0, restaurantId, itemId: 'lasagna', itemName: 'Lasagna', qty: 1, unitPriceCents: 900, lineTotalCents: 900, options: [] })
    .go();
  return { id: orderId, createdAt: at(0), status };
}

const ordersPath = (restaurantId: string, query = '') => `/api/v1/restaurants/${restaurantId}/orders${query ? `?${query}` : ''}`;

let f: Fixtures;
let timeZone: string;
let todayFrom: number;
/** Restaurant A's orders that the board must show, and the served ones it must leave to the history. */
let onBoard: string[];
let earlierServed: Seeded[];
let activeFromDaysAgo: Seeded;

beforeAll(async () => {
  f = await makeFixtures();
  const now = Date.now();
  timeZone = zoneAwayFromUtc(new Date(now));
  await Restaurants.update(f.restaurantA.id, { timeZone });
  todayFrom = localMidnight(now, timeZone);
  const a = f.restaurantA.id;

  // Today: one order paid and served the real way, two served placed today (one a minute after midnight here).
  const real = await paidOrder(a, [{ itemId: f.menuA.plainItemId, qty: 1 }]);
  for (const [from, to] of [['paid', 'in_progress'], ['in_progress', 'ready'], ['ready', 'served']] as const) {
    await Orders.advance(real.id, from, to, 'staff');
  }
  const servedToday = [real.id, (await seedOrder(a, todayFrom + MINUTE, 'served')).id, (await seedOrder(a, now - HOUR, 'served')).id];

  // Still to do, however old: paid three days ago, in progress since yesterday, ready since the day before.
  activeFromDaysAgo = await seedOrder(a, now - 3 * DAY, 'paid');
  const active = [
    activeFromDaysAgo.id,
    (await seedOrder(a, todayFrom - 5 * HOUR, 'in_progress')).id,
    (await seedOrder(a, now - 2 * DAY, 'ready')).id,
    (await seedOrder(a, now - 2 * MINUTE, 'paid')).id,
  ];

  // Served before today: a minute before midnight here, and back over forty days; two placed at the same instant,
  // which land on the boundary of the first two pages of four.
  const twins = todayFrom - 2 * DAY;
  earlierServed = [];
  for (const placedAt of [todayFrom - MINUTE, todayFrom - 3 * HOUR, todayFrom - DAY, todayFrom - DAY - HOUR, twins, twins, todayFrom - 5 * DAY, todayFrom - 12 * DAY, todayFrom - 40 * DAY]) {
    earlierServed.push(await seedOrder(a, placedAt, 'served'));
  }
  // Not on the board by default, and not history of served: an old canceled order.
  await seedOrder(a, todayFrom - DAY, 'canceled');
  // Another restaurant's old served orders.
  await seedOrder(f.restaurantB.id, todayFrom - DAY, 'served');
  await seedOrder(f.restaurantB.id, todayFrom - 2 * DAY, 'served');

  onBoard = [...servedToday, ...active];
});

async function board(query = '') {
  const res = await call<OrdersBoard & ErrorAnswer>('GET', ordersPath(f.restaurantA.id, query), f.staffA.idToken);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every page of the history, following nextCursor; each answer checked to be a 200. */
async function allHistoryPages(limit?: number, restaurantId = f.restaurantA.id, token = f.staffA.idToken): Promise<OrdersHistoryPage[]> {
  const pages: OrdersHistoryPage[] = [];
  let cursor: string | null = null;
  do {
    const query: URLSearchParams = new URLSearchParams({ view: 'history', ...(limit ? { limit: String(limit) } : {}), ...(cursor ? { cursor } : {}) });
    const res: Awaited<ReturnType<typeof call<OrdersHistoryPage & ErrorAnswer>>> = await call<OrdersHistoryPage & ErrorAnswer>('GET', ordersPath(restaurantId, query.toString()), token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    pages.push(res.body);
    cursor = res.body.nextCursor;
  } while (cursor && pages.length < 20);
  return pages;
}

const ids = (orders: Order[]) => orders.map((o) => o.id);

describe('the board list (what the dashboard polls every 10 s)', () => {
  it("lists every active order however old, and only the served orders placed today in the restaurant's zone", async () => {
    const body = await board();
    expect(ids(body.orders).sort()).toEqual([...onBoard].sort());
    // Oldest first, as the board shows them: the paid order from three days ago leads.
    expect(body.orders[0]!.id).toBe(activeFromDaysAgo.id);
    const created = body.orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort());
    for (const old of earlierServed) expect(ids(body.orders)).not.toContain(old.id);
    // Lines come with the list, as before.
    expect(body.orders.every((o) => o.lines.length > 0)).toBe(true);
    // The day it used: the restaurant's own, from its local midnight.
    expect(body.today).toEqual({ date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), timeZone, from: new Date(todayFrom).toISOString() });
  });

  it('asked for served orders only, still gives just those placed today', async () => {
    const body = await board('status=served');
    expect(body.orders.every((o) => o.status === 'served')).toBe(true);
    expect(ids(body.orders).sort()).toEqual(onBoard.slice(0, 3).sort());
  });

  it('bounds the other settled statuses the same way, and keeps old active ones whole', async () => {
    const body = await board('status=canceled,ready');
    expect(body.orders.map((o) => o.status)).toEqual(['ready']);
  });
});

describe('the history behind it (Show earlier orders)', () => {
  /** Newest first; orders placed at the same instant in either order. */
  function expectNewestFirstWithoutGapsOrRepeats(orders: Order[]) {
    const listed = ids(orders);
    expect(new Set(listed).size, 'an order listed twice').toBe(listed.length);
    expect([...listed].sort()).toEqual(earlierServed.map((o) => o.id).sort());
    const created = orders.map((o) => o.createdAt);
    expect(created).toEqual([...created].sort().reverse());
  }

  it('pages through every served order placed before today, four at a time, with a cursor', async () => {
    const pages = await allHistoryPages(4);
    expect(pages.map((p) => p.orders.length)).toEqual([4, 4, 1]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, true]);
    const orders = pages.flatMap((p) => p.orders);
    expectNewestFirstWithoutGapsOrRepeats(orders);
    expect(orders[0]!.createdAt).toBe(new Date(todayFrom - MINUTE).toISOString());
    expect(orders.every((o) => o.status === 'served' && o.restaurantId === f.restaurantA.id)).toBe(true);
    expect(orders[0]!.lines).toEqual([expect.objectContaining({ itemName: 'Lasagna', qty: 1 })]);
  });

  it('ends on a full page without handing out a cursor to an empty one', async () => {
    const pages = await allHistoryPages(3);
    expect(pages.map((p) => p.orders.length)).toEqual([3, 3, 3]);
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expectNewestFirstWithoutGapsOrRepeats(pages.flatMap((p) => p.orders));
  });

  it('gives 50 at a time by default: here, all of them on one page', async () => {
    const pages = await allHistoryPages();
    expect(pages).toHaveLength(1);
    expectNewestFirstWithoutGapsOrRepeats(pages[0]!.orders);
  });

  it('is per restaurant: B sees its own two', async () => {
    const pages = await allHistoryPages(1, f.restaurantB.id, f.ownerB.idToken);
    expect(pages.map((p) => p.orders.length)).toEqual([1, 1]);
    expect(pages.flatMap((p) => p.orders).every((o) => o.restaurantId === f.restaurantB.id)).toBe(true);
  });
});

describe('query parameters are checked (400 with a message, never a 500)', () => {
  async function refused(query: string, restaurantId = f.restaurantA.id) {
    const res = await call<ErrorAnswer>('GET', ordersPath(restaurantId, query), f.staffA.idToken);
    expect(res.status, `${query}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    return res.body.error.message;
  }

  it('refuses cursors it did not give out for this list', async () => {
    const firstPageOfB = (await allHistoryPages(1, f.restaurantB.id, f.ownerB.idToken))[0]!;
    const firstPageOfA = (await allHistoryPages(4))[0]!;
    const keysOf = (cursor: string) => JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, string>;
    const encode = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');

    expect(await refused('view=history&cursor=not%20a%20cursor!')).toBe('Invalid request - cursor: is not a cursor this list gave out');
    expect(await refused(`view=history&cursor=${encode({ a: 1 })}`)).toMatch(/cursor: is not a cursor this list gave out/);
    expect(await refused(`view=history&cursor=${encode({ gsi1pk: 'x', gsi1sk: 'y', pk: 'z', sk: 'w' })}`)).toMatch(/cursor: /);
    expect(await refused(`view=history&cursor=${firstPageOfA.nextCursor!.slice(0, -6)}`)).toMatch(/cursor: /);
    expect(await refused(`view=history&cursor=${firstPageOfB.nextCursor}`)).toBe(
      'Invalid request - cursor: belongs to another list; start again from the first page',
    );
    // A's own cursor with a key added, or pointing at today (after the history's end).
    const keys = keysOf(firstPageOfA.nextCursor!);
    expect(await refused(`view=history&cursor=${encode({ ...keys, extra: 'x' })}`)).toMatch(/cursor: /);
    const today = new Date(Date.now()).toISOString();
    const moved = { ...keys, gsi1sk: keys.gsi1sk!.replace(/createdAt_.*$/, `createdAt_${today}`) };
    expect(await refused(`view=history&cursor=${encode(moved)}`)).toMatch(/cursor: /);
    expect(await refused(`view=history&cursor=${'A'.repeat(2000)}`)).toBe('Invalid request - cursor: is too long');
  });

  it('refuses a bad limit, paging options on the board, and history of statuses that are not settled', async () => {
    for (const limit of ['0', '101', 'abc', '-1', '2.5', '']) {
      expect(await refused(`view=history&limit=${limit}`)).toMatch(/limit: must be a whole number from 1 to 100/);
    }
    expect(await refused('limit=10')).toBe('Invalid request - limit: is only for view=history');
    expect(await refused(`cursor=${Buffer.from('{"a":"b"}').toString('base64url')}`)).toBe('Invalid request - cursor: is only for view=history');
    expect(await refused('view=history&status=paid')).toMatch(/status: history lists one of served, canceled, expired/);
    expect(await refused('view=history&status=served,canceled')).toMatch(/status: /);
    expect(await refused('view=past')).toMatch(/view: must be 'board' or 'history'/);
  });

  it('history of canceled orders works the same way', async () => {
    const res = await call<OrdersHistoryPage>('GET', ordersPath(f.restaurantA.id, 'view=history&status=canceled'), f.staffA.idToken);
    expect(res.status).toBe(200);
    expect(res.body.orders.map((o) => o.status)).toEqual(['canceled']);
    expect(res.body.nextCursor).toBeNull();
  });
});

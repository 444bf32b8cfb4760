/**
 * The owner's books (issue 27 item 5): GET .../orders/history for owners and managers. Orders placed in a range of the
 * restaurant's calendar days (default the last 7), filtered by status, payment state and dispute, searched by code or
 * table, newest first, a page at a time; never another restaurant's.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderSearchPage } from '../../../shared/api';
import type { PaymentState } from '../../../shared/order-lifecycle';
import type { OrderStatus } from '../../../shared/constants';
import { ORDER_CODE_ALPHABET } from '../../../shared/order-code';
import { db, Orders, Restaurants } from '../../../functions/lib/composition';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, type ErrorAnswer } from './support';

const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

let f: Fixtures;
/** Restaurant A's zone: a fixed offset in which it is about noon now, so its days are not UTC's. */
let offsetHours: number;
let timeZone: string;
/** The first instant of A's today, and its date. */
let todayFrom: number;
let today: string;

const localDateOf = (instant: number) => new Date(instant + offsetHours * HOUR).toISOString().slice(0, 10);
const dateDaysAgo = (days: number) => localDateOf(todayFrom - days * DAY + HOUR);

interface Seed {
  placedAt: number;
  status: OrderStatus;
  tableLabel?: string;
  /** Stored payment state; absent: as an order stored before it was kept (read from the status). */
  payment?: PaymentState;
  refundedCents?: number;
  disputed?: boolean;
  restaurantId?: string;
  code?: string;
}
interface Seeded {
  id: string;
  code: string;
  createdAt: string;
}

const randomCode = () => Array.from({ length: 5 }, () => ORDER_CODE_ALPHABET[Math.floor(Math.random() * ORDER_CODE_ALPHABET.length)]).join('');

/** An order as stored, placed at a chosen moment (the API places orders now), with one line. */
async function seed(s: Seed): Promise<Seeded> {
  const orderId = randomUUID();
  const code = s.code ?? randomCode();
  const restaurantId = s.restaurantId ?? f.restaurantA.id;
  const at = (minutes: number) => new Date(s.placedAt + minutes * MINUTE).toISOString();
  const paid = !['pending_payment', 'expired'].includes(s.status);
  await db.entities.order
    .create({
      orderId,
      orderCode: code,
      restaurantId,
      status: s.status,
      ...(s.tableLabel ? { tableLabel: s.tableLabel } : {}),
      subtotalCents: 2000,
      taxCents: 160,
      tipCents: 200,
      totalCents: 2360,
      feeCents: 108,
      lineCount: 1,
      createdAt: at(0),
      ...(s.payment ? { paymentState: s.payment } : {}),
      ...(s.refundedCents ? { refundedCents: s.refundedCents } : {}),
      ...(paid ? { paidAt: at(1) } : {}),
      ...(s.status === 'served' ? { prepStartedAt: at(2), readyAt: at(10), servedAt: at(12) } : {}),
      ...(s.status === 'canceled' && paid ? { canceledAt: at(3) } : {}),
      ...(s.disputed
        ? { dispute: { disputeId: `dp_${orderId}`, status: 'needs_response', amountCents: 2360, reason: 'fraudulent', openedAt: at(60), updatedAt: at(60) } }
        : {}),
    })
    .go();
  await db.entities.orderLine
    .create({ orderId, position: 0, restaurantId, itemId: 'risotto', itemName: 'Risotto', qty: 1, unitPriceCents: 2000, lineTotalCents: 2000, options: [] })
    .go();
  return { id: orderId, code, createdAt: at(0) };
}

const historyPath = (restaurantId: string, query: Record<string, string> = {}) =>
  `/api/v1/restaurants/${restaurantId}/orders/history${Object.keys(query).length ? `?${new URLSearchParams(query)}` : ''}`;

async function search(query: Record<string, string> = {}, token = f.ownerA.idToken, restaurantId = f.restaurantA.id): Promise<OrderSearchPage> {
  const res = await call<OrderSearchPage & ErrorAnswer>('GET', historyPath(restaurantId, query), token);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
}

/** Every page of a search, following nextCursor with the same filters. */
async function allPages(query: Record<string, string>, token = f.ownerA.idToken): Promise<OrderSearchPage[]> {
  const pages: OrderSearchPage[] = [];
  let cursor: string | null = null;
  do {
    pages.push(await search({ ...query, ...(cursor ? { cursor } : {}) }, token));
    cursor = pages.at(-1)!.nextCursor;
  } while (cursor && pages.length < 30);
  return pages;
}

const ids = (page: Pick<OrderSearchPage, 'orders'>) => page.orders.map((o) => o.id);
const idsOf = (orders: Seeded[]) => orders.map((o) => o.id);

/** A's orders by name, newest first within the default 7 days. */
let o: Record<
  'justAfterMidnight' | 'hourAgo' | 'twinA' | 'twinB' | 'justBeforeMidnight' | 'threeDaysAgo' | 'legacyServed' | 'firstDayOfRange' | 'beforeRange' | 'monthAgo',
  Seeded
>;
let ofB: Seeded[];

beforeAll(async () => {
  f = await makeFixtures();
  const now = Date.now();
  offsetHours = 12 - new Date(now).getUTCHours(); // -11 .. +12
  if (offsetHours === 0) offsetHours = 1;
  timeZone = offsetHours > 0 ? `Etc/GMT-${offsetHours}` : `Etc/GMT+${-offsetHours}`; // the Etc/ names flip the sign
  await Restaurants.update(f.restaurantA.id, { timeZone });
  today = localDateOf(now);
  todayFrom = Date.parse(`${today}T00:00:00Z`) - offsetHours * HOUR;
  const twins = todayFrom - 2 * DAY + 5 * HOUR;

  o = {
    hourAgo: await seed({ placedAt: now - HOUR, status: 'served', tableLabel: 'Terrace 4', payment: 'paid' }),
    justAfterMidnight: await seed({ placedAt: todayFrom + MINUTE, status: 'canceled', tableLabel: '4', payment: 'refunded', refundedCents: 2360 }),
    justBeforeMidnight: await seed({ placedAt: todayFrom - MINUTE, status: 'served', tableLabel: '4', payment: 'partially_refunded', refundedCents: 800, disputed: true }),
    twinA: await seed({ placedAt: twins, status: 'served', tableLabel: '7', payment: 'paid' }),
    twinB: await seed({ placedAt: twins, status: 'served', tableLabel: '7', payment: 'paid' }),
    threeDaysAgo: await seed({ placedAt: todayFrom - 3 * DAY + 2 * HOUR, status: 'paid', tableLabel: '2', payment: 'paid' }),
    // Stored before payment states were kept: read as paid from its status.
    legacyServed: await seed({ placedAt: todayFrom - 4 * DAY, status: 'served', tableLabel: '9' }),
    firstDayOfRange: await seed({ placedAt: todayFrom - 6 * DAY, status: 'expired', payment: 'unpaid' }),
    beforeRange: await seed({ placedAt: todayFrom - 6 * DAY - MINUTE, status: 'served', tableLabel: '4', payment: 'paid' }),
    monthAgo: await seed({ placedAt: todayFrom - 30 * DAY, status: 'served', tableLabel: '4', payment: 'refunded', refundedCents: 2360 }),
  };
  // Restaurant B: the same code as one of A's, the same table label, the same days.
  ofB = [
    await seed({ restaurantId: f.restaurantB.id, placedAt: now - 2 * HOUR, status: 'served', tableLabel: '4', payment: 'paid', code: o.hourAgo.code }),
    await seed({ restaurantId: f.restaurantB.id, placedAt: todayFrom - DAY, status: 'served', tableLabel: '4', payment: 'refunded', disputed: true }),
  ];
});

/** A's orders of the default range, newest first (the twins in either order). */
const lastSevenDays = () => [o.hourAgo, o.justAfterMidnight, o.justBeforeMidnight, o.twinA, o.twinB, o.threeDaysAgo, o.legacyServed, o.firstDayOfRange];

function expectNewestFirst(page: Pick<OrderSearchPage, 'orders'>, expected: Seeded[]) {
  expect([...ids(page)].sort()).toEqual(idsOf(expected).sort());
  const created = page.orders.map((order) => order.createdAt);
  expect(created).toEqual([...created].sort().reverse());
  expect(page.orders.every((order) => order.restaurantId === f.restaurantA.id)).toBe(true);
}

describe('the range', () => {
  it("defaults to the last 7 of the restaurant's days, today included, newest first, with the lines", async () => {
    const page = await search();
    expect(page).toMatchObject({ from: dateDaysAgo(6), to: today, timeZone, nextCursor: null, searchedTo: null });
    expectNewestFirst(page, lastSevenDays());
    expect(page.orders[0]!.id).toBe(o.hourAgo.id);
    expect(page.orders[0]!.lines).toEqual([expect.objectContaining({ itemName: 'Risotto', qty: 1 })]);
    expect(ids(page)).not.toContain(o.beforeRange.id);
  });

  it("cuts days at the restaurant's midnight, not UTC's: yesterday alone holds the order a minute before midnight", async () => {
    const yesterday = dateDaysAgo(1);
    const page = await search({ from: yesterday, to: yesterday });
    expect(ids(page)).toEqual([o.justBeforeMidnight.id]);
    expect(ids(await search({ from: today, to: today }))).toEqual([o.hourAgo.id, o.justAfterMidnight.id]);
  });

  it('reaches back to any day asked for, up to 92 days at once', async () => {
    const page = await search({ from: dateDaysAgo(91), to: today, limit: '100' });
    expectNewestFirst(page, [...lastSevenDays(), o.beforeRange, o.monthAgo]);
    expect(ids(await search({ from: dateDaysAgo(40), to: dateDaysAgo(7) }))).toEqual([o.beforeRange.id, o.monthAgo.id]);
    // `to` alone: the 7 days ending there.
    expect(await search({ to: dateDaysAgo(30) })).toMatchObject({ from: dateDaysAgo(36), to: dateDaysAgo(30), orders: [expect.objectContaining({ id: o.monthAgo.id })] });
  });
});

describe('filters and search', () => {
  it('narrows by status (any of those listed)', async () => {
    expectNewestFirst(await search({ status: 'canceled,expired' }), [o.justAfterMidnight, o.firstDayOfRange]);
    expectNewestFirst(await search({ status: 'paid' }), [o.threeDaysAgo]);
  });

  it('narrows by payment state, reading it from the status on orders stored before it was kept', async () => {
    expectNewestFirst(await search({ payment: 'partially_refunded,refunded' }), [o.justAfterMidnight, o.justBeforeMidnight]);
    expectNewestFirst(await search({ payment: 'paid' }), [o.hourAgo, o.twinA, o.twinB, o.threeDaysAgo, o.legacyServed]);
    expectNewestFirst(await search({ payment: 'unpaid' }), [o.firstDayOfRange]);
  });

  it('narrows by dispute, and combines filters', async () => {
    const disputed = await search({ disputed: 'true' });
    expect(ids(disputed)).toEqual([o.justBeforeMidnight.id]);
    expect(disputed.orders[0]).toMatchObject({ paymentState: 'partially_refunded', refundedCents: 800, dispute: expect.objectContaining({ status: 'needs_response', amountCents: 2360 }) });
    expectNewestFirst(await search({ disputed: 'false', status: 'served', payment: 'paid' }), [o.hourAgo, o.twinA, o.twinB, o.legacyServed]);
  });

  it('finds an order by its code, whatever the case, with or without #', async () => {
    for (const q of [o.twinB.code, o.twinB.code.toLowerCase(), `#${o.twinB.code}`, ` ${o.twinB.code.toLowerCase()} `]) {
      expect(ids(await search({ q })), q).toEqual([o.twinB.id]);
    }
    // B's order with the same code never shows.
    expect(ids(await search({ q: o.hourAgo.code }))).toEqual([o.hourAgo.id]);
    // A part of a code is not a match.
    expect(ids(await search({ q: o.twinB.code.slice(0, 3) }))).toEqual([]);
  });

  it('finds the orders of a table by its whole label, case-insensitive, only in the range', async () => {
    expectNewestFirst(await search({ q: '4' }), [o.justAfterMidnight, o.justBeforeMidnight]);
    expectNewestFirst(await search({ q: 'terrace 4' }), [o.hourAgo]);
    expectNewestFirst(await search({ q: '4', from: dateDaysAgo(91), to: today }), [o.justAfterMidnight, o.justBeforeMidnight, o.beforeRange, o.monthAgo]);
  });

  it("never lists another restaurant's orders, and B's owner sees only B's", async () => {
    const everything = await search({ from: dateDaysAgo(91), to: today, limit: '100' });
    for (const theirs of ofB) expect(ids(everything)).not.toContain(theirs.id);
    const b = await search({ from: dateDaysAgo(91), to: today }, f.ownerB.idToken, f.restaurantB.id);
    expect([...ids(b)].sort()).toEqual(idsOf(ofB).sort());
  });
});

describe('paging', () => {
  it('pages through a range two at a time: every order once, newest first, no empty last page', async () => {
    const pages = await allPages({ limit: '2' });
    expect(pages.map((p) => p.orders.length)).toEqual([2, 2, 2, 2]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, false, true]);
    expectNewestFirst({ orders: pages.flatMap((p) => p.orders) }, lastSevenDays());
  });

  it('pages a filtered search the same way (the twins, placed at one instant, split over two pages)', async () => {
    const pages = await allPages({ limit: '2', payment: 'paid' });
    expect(pages.map((p) => p.orders.length)).toEqual([2, 2, 1]);
    expect(new Set([ids(pages[0]!)[1], ids(pages[1]!)[0]])).toEqual(new Set([o.twinA.id, o.twinB.id]));
    expect(pages.at(-1)!.nextCursor).toBeNull();
    expectNewestFirst({ orders: pages.flatMap((p) => p.orders) }, [o.hourAgo, o.twinA, o.twinB, o.threeDaysAgo, o.legacyServed]);
  });

  it('reads a bounded number of orders per request: a rare match comes after pages that say how far they looked', async () => {
    const query = { from: dateDaysAgo(91), to: today, q: '9' };
    const pages: OrderSearchPage[] = [];
    let cursor: string | undefined;
    do {
      const page = await Orders.search(f.restaurantA.id, { ...query, ...(cursor ? { cursor } : {}) }, { scanBudget: 3 });
      pages.push(page);
      cursor = page.nextCursor ?? undefined;
    } while (cursor && pages.length < 10);
    // Ten orders in the range, three read per request: the match is the seventh (the twins are fourth and fifth).
    expect(pages.map((p) => ids(p))).toEqual([[], [], [o.legacyServed.id], []]);
    expect(pages.map((p) => p.nextCursor === null)).toEqual([false, false, false, true]);
    // A page cut short by the bound says how far back it got: the last order it read.
    expect(pages[0]!.searchedTo).toBe(o.justBeforeMidnight.createdAt);
    expect(pages.at(-1)!.searchedTo).toBeNull();
  });
});

describe('who may ask, and what is refused (4xx with a message, never a 500)', () => {
  it('answers owners and managers; staff get 403', async () => {
    expectNewestFirst(await search({}, f.managerA.idToken), lastSevenDays());
    const staff = await call<ErrorAnswer>('GET', historyPath(f.restaurantA.id), f.staffA.idToken);
    expect(staff.status).toBe(403);
    const stranger = await call<ErrorAnswer>('GET', historyPath(f.restaurantA.id), f.ownerB.idToken);
    expect(stranger.status).toBe(404);
  });

  async function refused(query: Record<string, string>) {
    const res = await call<ErrorAnswer>('GET', historyPath(f.restaurantA.id, query), f.ownerA.idToken);
    expect(res.status, `${JSON.stringify(query)}: ${JSON.stringify(res.body)}`).toBe(400);
    expect(res.body.error.code).toBe('validation_failed');
    return res.body.error.message;
  }

  it('refuses ranges that run backwards, are too long or are not dates', async () => {
    expect(await refused({ from: dateDaysAgo(1), to: dateDaysAgo(2) })).toMatch(/to: must be on or after from/);
    expect(await refused({ from: dateDaysAgo(92), to: today })).toMatch(/to: the range may cover at most 92 days/);
    // `from` alone runs to today: 100 days is too many.
    expect(await refused({ from: dateDaysAgo(99) })).toMatch(/to: the range may cover at most 92 days/);
    for (const bad of ['2026-02-30', '2026-13-01', 'yesterday', '2026-1-5', '']) {
      expect(await refused({ from: bad })).toMatch(/from: must be a date written YYYY-MM-DD/);
    }
  });

  it('refuses unknown statuses, payment states, dispute values, long searches and bad limits', async () => {
    expect(await refused({ status: 'served,eaten' })).toMatch(/status: Unknown status 'eaten'/);
    expect(await refused({ payment: 'lost' })).toMatch(/payment: Unknown payment state 'lost'/);
    expect(await refused({ disputed: 'maybe' })).toMatch(/disputed: must be 'true' or 'false'/);
    expect(await refused({ q: 'x'.repeat(41) })).toMatch(/q: must be at most 40 characters/);
    expect(await refused({ limit: '101' })).toMatch(/limit: must be a whole number from 1 to 100/);
    expect(await refused({ sort: 'oldest' })).toMatch(/sort/);
  });

  it("refuses cursors of another restaurant's search or of another range", async () => {
    const ofBCursor = (await search({ limit: '1', from: dateDaysAgo(91), to: today }, f.ownerB.idToken, f.restaurantB.id)).nextCursor!;
    expect(await refused({ cursor: ofBCursor })).toBe('Invalid request - cursor: belongs to another list; start again from the first page');
    // A cursor of A's own, at an order older than the (default) range it is sent with.
    const older = await search({ limit: '1', from: dateDaysAgo(91), to: dateDaysAgo(7) });
    expect(ids(older)).toEqual([o.beforeRange.id]);
    expect(await refused({ cursor: older.nextCursor! })).toBe('Invalid request - cursor: is out of date; start again from the first page');
    expect(await refused({ cursor: 'not a cursor!' })).toMatch(/cursor: is not a cursor this list gave out/);
    // A cursor of the board's history (another index) is not one of this list's.
    const boardHistory = await call<{ nextCursor: string | null }>('GET', `/api/v1/restaurants/${f.restaurantA.id}/orders?view=history&limit=1`, f.ownerA.idToken);
    expect(boardHistory.body.nextCursor).toEqual(expect.any(String));
    expect(await refused({ cursor: boardHistory.body.nextCursor! })).toMatch(/cursor: /);
  });
});

/**
 * Issue 31 goal 3 (and DESIGN.md section 10): history stays flat. The board (GET .../orders, what the dashboard polls)
 * reads what it shows, today's trade, and not the served orders behind it: with 5,000 served orders over the previous
 * 30 days it makes the same DynamoDB calls and reads the same items, and the same bytes, as with 100, and shows the
 * same orders. Its "Show earlier orders" page reads one page (and the one more that says a next page exists).
 * A middleware on the one document client sees every call Orders.board makes in this process; a Query's items read
 * are its ScannedCount (what DynamoDB reads and bills, before any filter), a get's the items it returned.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { OrdersBoard } from '../../../shared/api';
import { DASHBOARD_ORDER_STATUSES, type OrderStatus } from '../../../shared/constants';
import { db, documentClient, Orders, Restaurants } from '../../../functions/lib/composition';

const MIDDLEWARE = 'boardReadCounter';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;
const HISTORY_SIZES = [100, 5000] as const;

interface Read {
  command: string;
  /** Items DynamoDB read for the call: a Query's ScannedCount, a get's returned items. */
  items: number;
  /** The returned items as JSON. */
  bytes: number;
}
let recording: Read[] | null = null;

function returned(output: Record<string, unknown>): unknown[] {
  if (Array.isArray(output.Items)) return output.Items as unknown[];
  if (output.Item) return [output.Item];
  if (output.Responses && typeof output.Responses === 'object') return Object.values(output.Responses as Record<string, unknown[]>).flat();
  return [];
}

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; reads: Read[] }> {
  recording = [];
  try {
    const result = await run();
    return { result, reads: recording };
  } finally {
    recording = null;
  }
}

const total = (reads: Read[], key: 'items' | 'bytes') => reads.reduce((sum, read) => sum + read[key], 0);
const commands = (reads: Read[]) => reads.map((r) => r.command).sort();

let restaurantId: string;
/** The orders the board must show: the active ones and those served today. */
let onBoard: string[];

/**
 * A fixed-offset zone in which it is now about noon, so today's orders (placed minutes ago) are today's there whatever
 * the hour in UTC (as orders-list.test.ts does).
 */
function zoneAtNoon(now: number): string {
  let offset = 12 - new Date(now).getUTCHours(); // -11 .. +12
  if (offset === 0) offset = 1;
  return offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`; // the Etc/ names flip the sign
}

/** One order with its lines, as stored (the API places orders now; these are placed at a chosen moment). */
function storedOrder(placedAt: number, status: OrderStatus, lineCount: number) {
  const orderId = randomUUID();
  const at = (minutes: number) => new Date(placedAt + minutes * MINUTE).toISOString();
  const reached = (statuses: OrderStatus[]) => statuses.includes(status);
  const lines = Array.from({ length: lineCount }, (_, position) => ({
    orderId,
    position,
    restaurantId,
    itemId: `dish-${position}`,
    itemName: `Dish ${position}`,
    qty: 1,
    unitPriceCents: 900,
    lineTotalCents: 900,
    options: [],
  }));
  const order = {
    orderId,
    orderCode: orderId.slice(0, 5).toUpperCase(),
    restaurantId,
    status,
    tableLabel: `T${1 + (placedAt % 12)}`,
    subtotalCents: 900 * lineCount,
    taxCents: 0,
    tipCents: 100,
    totalCents: 900 * lineCount + 100,
    feeCents: 45 * lineCount,
    lineCount,
    createdAt: at(0),
    ...(reached(['paid', 'in_progress', 'ready', 'served']) ? { paidAt: at(1) } : {}),
    ...(reached(['in_progress', 'ready', 'served']) ? { prepStartedAt: at(3) } : {}),
    ...(reached(['ready', 'served']) ? { readyAt: at(12) } : {}),
    ...(reached(['served']) ? { servedAt: at(15) } : {}),
  };
  return { order, lines };
}

/** Written in batches of 25, 16 batches at once. */
async function store(orders: ReturnType<typeof storedOrder>[]) {
  const batches = (items: object[]) => Array.from({ length: Math.ceil(items.length / 25) }, (_, i) => items.slice(i * 25, i * 25 + 25));
  for (const [entity, items] of [
    [db.entities.order, orders.map((o) => o.order)],
    [db.entities.orderLine, orders.flatMap((o) => o.lines)],
  ] as const) {
    const pending = batches(items);
    await Promise.all(
      Array.from({ length: 16 }, async () => {
        for (let batch = pending.shift(); batch; batch = pending.shift()) {
          const { unprocessed } = await (entity as typeof db.entities.order).put(batch as never[]).go();
          expect(unprocessed).toEqual([]);
        }
      }),
    );
  }
}

/** `count` served orders of one dish each, placed over the 29 days before yesterday: before the restaurant's today. */
async function addHistory(count: number, now: number) {
  await store(
    Array.from({ length: count }, (_, i) => {
      const daysAgo = 2 + (i % 29);
      return storedOrder(now - daysAgo * DAY + ((i * 7919) % (11 * HOUR)), 'served', 1);
    }),
  );
}

beforeAll(async () => {
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      if (recording) {
        const output = (result.output ?? {}) as Record<string, unknown>;
        const items = returned(output);
        const scanned = typeof output.ScannedCount === 'number' ? output.ScannedCount : items.length;
        recording.push({ command: String(context.commandName ?? 'unknown'), items: scanned, bytes: Buffer.byteLength(JSON.stringify(items)) });
      }
      return result;
    },
    { step: 'initialize', name: MIDDLEWARE },
  );
  restaurantId = (await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'Long History' })).restaurant.id;
  const now = Date.now();
  await Restaurants.update(restaurantId, { timeZone: zoneAtNoon(now) });
  // Today's trade: still to do (one paid three days ago: active orders stay however old), and five served today.
  const today = [
    storedOrder(now - 3 * DAY, 'paid', 2),
    storedOrder(now - 40 * MINUTE, 'in_progress', 1),
    storedOrder(now - 25 * MINUTE, 'ready', 3),
    ...Array.from({ length: 5 }, (_, i) => storedOrder(now - (i + 1) * 6 * MINUTE, 'served', 1 + (i % 3))),
  ];
  await store(today);
  onBoard = today.map((o) => o.order.orderId).sort();
}, 60_000);

afterAll(() => {
  documentClient.middlewareStack.remove(MIDDLEWARE);
});

describe('the board with a long history (issue 31 goal 3)', () => {
  it('reads the same at 5,000 served orders as at 100, and shows the same orders', async () => {
    const now = Date.now();
    const at: Record<number, { board: OrdersBoard; reads: Read[]; history: Read[] }> = {};
    let stored = 0;
    for (const size of HISTORY_SIZES) {
      await addHistory(size - stored, now);
      stored = size;
      const { result: board, reads } = await counted(() => Orders.board(restaurantId, DASHBOARD_ORDER_STATUSES, now));
      const { reads: history } = await counted(() => Orders.history(restaurantId, {}, now));
      at[size] = { board, reads, history };
    }
    const small = at[100]!;
    const large = at[5000]!;

    // What the staff see: the active orders however old and today's served ones, with their lines; none of the
    // history, at either size.
    for (const { board } of [small, large]) {
      expect(board.orders.map((o) => o.id).sort()).toEqual(onBoard);
      expect(board.orders.every((o) => o.lines.length > 0)).toBe(true);
    }
    expect(large.board).toEqual(small.board);

    // What it reads: the restaurant, one query per status, the listed orders' lines in one batch; 8 orders and
    // their 15 lines. The same calls, items and bytes with 50 times the history.
    expect(commands(small.reads)).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand', 'QueryCommand']);
    expect(total(small.reads, 'items')).toBe(1 + 8 + 15);
    expect(commands(large.reads)).toEqual(commands(small.reads));
    expect(total(large.reads, 'items')).toBe(total(small.reads, 'items'));
    expect(total(large.reads, 'bytes')).toBe(total(small.reads, 'bytes'));

    // "Show earlier orders": one page of 50 (and the 51st, which says there is more), then their lines.
    for (const { history } of [small, large]) {
      expect(commands(history)).toEqual(['BatchGetItemCommand', 'GetItemCommand', 'QueryCommand']);
      expect(history.find((r) => r.command === 'QueryCommand')!.items).toBe(51);
    }
  }, 120_000);
});

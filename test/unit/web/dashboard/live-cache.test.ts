import { describe, expect, it } from 'vitest';
import type { ServiceRequest } from '../../../../shared/api';
import {
  applyOrderChange,
  applyOrderChangeToBoard,
  applyServiceRequestChange,
  takeNew,
  type BoardOrder,
} from '../../../../web/src/features/dashboard/realtime/live-cache';

function order(id: string, createdAt: string, changes: Partial<BoardOrder> = {}): BoardOrder {
  return {
    id,
    orderCode: id.toUpperCase(),
    restaurantId: 'r1',
    status: 'paid',
    tableLabel: '4',
    note: null,
    subtotalCents: 1000,
    taxCents: 80,
    tipCents: 150,
    totalCents: 1230,
    feeCents: 62,
    currency: 'USD',
    paymentState: 'paid',
    refundedCents: 0,
    createdAt,
    paidAt: createdAt,
    prepStartedAt: null,
    readyAt: null,
    servedAt: null,
    ...changes,
  };
}

const line = { itemId: 'i1', itemName: 'Soup', qty: 1, unitPriceCents: 1000, lineTotalCents: 1000, options: [], removedIngredients: [], note: 'no salt' };

describe('order messages applied to the board', () => {
  const a = order('a', '2026-11-22T10:00:00.000Z');
  const c = order('c', '2026-11-22T10:02:00.000Z');

  it('inserts a newly paid order in time order', () => {
    const b = order('b', '2026-11-22T10:01:00.000Z');
    expect(applyOrderChange([a, c], b).map((o) => o.id)).toEqual(['a', 'b', 'c']);
    expect(applyOrderChange(undefined, b)).toEqual([b]);
  });

  it('replaces an order whose status changed, keeping the lines the message does not carry', () => {
    const listed = { ...a, lines: [line] };
    const [moved] = applyOrderChange([listed], { ...a, status: 'in_progress', prepStartedAt: '2026-11-22T10:05:00.000Z' });
    expect(moved).toMatchObject({ id: 'a', status: 'in_progress', prepStartedAt: '2026-11-22T10:05:00.000Z', lines: [line] });
  });

  it('removes an order that left the board statuses, and ignores one that never was on it', () => {
    expect(applyOrderChange([a, c], { ...a, status: 'canceled' }).map((o) => o.id)).toEqual(['c']);
    expect(applyOrderChange([c], order('p', '2026-11-22T10:03:00.000Z', { status: 'pending_payment', paidAt: null }))).toEqual([c]);
  });

  it('does not change the list it was given (react-query needs a new array)', () => {
    const list = [a];
    const next = applyOrderChange(list, { ...a, status: 'ready' });
    expect(list[0]!.status).toBe('paid');
    expect(next).not.toBe(list);
  });
});

describe("order messages applied to the cached board (today's served orders only)", () => {
  // The restaurant's day began at 05:00 UTC (midnight in New York in winter).
  const today = { date: '2026-11-22', timeZone: 'America/New_York', from: '2026-11-22T05:00:00.000Z' };
  const placedToday = order('t', '2026-11-22T10:00:00.000Z', { status: 'ready' });
  const placedYesterday = order('y', '2026-11-22T04:30:00.000Z', { status: 'ready' });

  it("moves an order placed today to Served, and keeps the board's day", () => {
    const next = applyOrderChangeToBoard({ orders: [placedYesterday, placedToday], today }, { ...placedToday, status: 'served' });
    expect(next?.orders.map((o) => [o.id, o.status])).toEqual([
      ['y', 'ready'],
      ['t', 'served'],
    ]);
    expect(next?.today).toBe(today);
  });

  it('takes an order placed before today off the board once it is served (it is history now)', () => {
    const next = applyOrderChangeToBoard({ orders: [placedYesterday, placedToday], today }, { ...placedYesterday, status: 'served' });
    expect(next?.orders.map((o) => o.id)).toEqual(['t']);
    // Still active however old: an update that keeps it unserved keeps it on the board.
    const started = applyOrderChangeToBoard({ orders: [placedYesterday], today }, { ...placedYesterday, status: 'ready', note: 'No ice' });
    expect(started?.orders.map((o) => [o.id, o.note])).toEqual([['y', 'No ice']]);
  });

  it('leaves an empty cache empty: the first fetch brings the board and its day', () => {
    expect(applyOrderChangeToBoard(undefined, placedToday)).toBeUndefined();
  });
});

describe('service request messages', () => {
  const request = (id: string, createdAt: string, status: ServiceRequest['status'] = 'open'): ServiceRequest => ({
    id,
    restaurantId: 'r1',
    tableNumber: '3',
    message: null,
    status,
    createdAt,
    updatedAt: null,
    reason: null,
    section: null,
    servers: [],
    everyoneAt: null,
  });

  it('puts a new request first and replaces a changed one in place (newest first)', () => {
    const old = request('old', '2026-11-22T09:00:00.000Z');
    const mid = request('mid', '2026-11-22T09:30:00.000Z');
    const fresh = request('new', '2026-11-22T10:00:00.000Z');
    expect(applyServiceRequestChange([mid, old], fresh).map((r) => r.id)).toEqual(['new', 'mid', 'old']);
    const acked = applyServiceRequestChange([fresh, mid, old], { ...mid, status: 'acknowledged' });
    expect(acked.map((r) => [r.id, r.status])).toEqual([
      ['new', 'open'],
      ['mid', 'acknowledged'],
      ['old', 'open'],
    ]);
  });
});

describe('what is new since the last look', () => {
  it('returns each wanted item once, however often the list is seen', () => {
    const known = new Set(['a']);
    const a = order('a', '2026-11-22T10:00:00.000Z');
    const b = order('b', '2026-11-22T10:01:00.000Z');
    const ready = order('r', '2026-11-22T10:02:00.000Z', { status: 'ready' });
    const isPaid = (o: BoardOrder) => o.status === 'paid';
    expect(takeNew(known, [a, b, ready], isPaid).map((o) => o.id)).toEqual(['b']);
    expect(takeNew(known, [a, b, ready], isPaid)).toEqual([]);
    // An order first seen when it was already past 'paid' is not a new paid order later on either.
    expect(takeNew(known, [{ ...ready, status: 'paid' }], isPaid)).toEqual([]);
  });
});

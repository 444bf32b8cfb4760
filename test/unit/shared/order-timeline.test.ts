/** An order's timeline (issue 27 item 5): every step it reached, each refund and its outcome, the dispute, oldest first. */
import { describe, expect, it } from 'vitest';
import type { Order, Refund } from '../../../shared/api';
import { orderTimeline } from '../../../shared/order-timeline';

const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 18, 0) + minutes * 60_000).toISOString();

function refund(id: string, fields: Partial<Refund>): Refund {
  return {
    id,
    kind: 'amount',
    reason: 'quality',
    note: null,
    status: 'pending',
    amountCents: 500,
    subtotalCents: 463,
    taxCents: 37,
    tipCents: 0,
    feeCents: 25,
    lines: [],
    canceledOrder: false,
    failureReason: null,
    createdAt: at(0),
    succeededAt: null,
    failedAt: null,
    ...fields,
  };
}

type TimelineOrder = Parameters<typeof orderTimeline>[0];
const placedOnly: TimelineOrder = { createdAt: at(0), paidAt: null, prepStartedAt: null, readyAt: null, servedAt: null };

/** "kind@minute" for each event, in the order given. */
const summary = (order: TimelineOrder) => orderTimeline(order).map((e) => `${e.kind}@${(Date.parse(e.at) - Date.parse(at(0))) / 60_000}`);

describe('orderTimeline', () => {
  it('has only "placed" for an order never paid', () => {
    expect(orderTimeline(placedOnly)).toEqual([{ kind: 'placed', at: at(0) }]);
  });

  it('lists the kitchen steps an order reached, in time order', () => {
    const served = { ...placedOnly, paidAt: at(1), prepStartedAt: at(3), readyAt: at(12), servedAt: at(15) };
    expect(summary(served)).toEqual(['placed@0', 'paid@1', 'started@3', 'ready@12', 'served@15']);
  });

  it('puts each refund where it was asked for, with its amount and status, and its outcome when it came', () => {
    const order: TimelineOrder = {
      ...placedOnly,
      paidAt: at(1),
      prepStartedAt: at(3),
      readyAt: at(12),
      servedAt: at(15),
      refunds: [
        refund('r1', { createdAt: at(10), amountCents: 1290, status: 'succeeded', succeededAt: at(11), reason: 'wrong_item', note: 'Asked for the veggie one' }),
        refund('r2', { createdAt: at(20), amountCents: 1013, status: 'failed', failedAt: at(21), failureReason: 'insufficient_funds' }),
        refund('r3', { createdAt: at(30), amountCents: 250, status: 'pending' }),
      ],
    };
    expect(summary(order)).toEqual([
      'placed@0',
      'paid@1',
      'started@3',
      'refund_requested@10',
      'refund_succeeded@11',
      'ready@12',
      'served@15',
      'refund_requested@20',
      'refund_failed@21',
      'refund_requested@30',
    ]);
    const events = orderTimeline(order);
    expect(events[3]).toEqual({
      kind: 'refund_requested',
      at: at(10),
      refundId: 'r1',
      amountCents: 1290,
      reason: 'wrong_item',
      status: 'succeeded',
      note: 'Asked for the veggie one',
      canceledOrder: false,
    });
    expect(events[8]).toEqual({ kind: 'refund_failed', at: at(21), refundId: 'r2', amountCents: 1013, reason: 'quality', failureReason: 'insufficient_funds' });
    expect(events[9]).toMatchObject({ kind: 'refund_requested', refundId: 'r3', status: 'pending', amountCents: 250 });
  });

  it('keeps cause before effect at one instant: the full refund, then the cancel it made, then its success', () => {
    const order: TimelineOrder = {
      ...placedOnly,
      paidAt: at(1),
      canceledAt: at(2),
      refunds: [refund('full', { kind: 'full', createdAt: at(2), succeededAt: at(2), status: 'succeeded', canceledOrder: true })],
    };
    expect(summary(order)).toEqual(['placed@0', 'paid@1', 'refund_requested@2', 'canceled@2', 'refund_succeeded@2']);
  });

  it('keeps two refunds asked for at the same instant in the order the order lists them', () => {
    const order: TimelineOrder = { ...placedOnly, paidAt: at(1), refunds: [refund('first', { createdAt: at(5) }), refund('second', { createdAt: at(5) })] };
    expect(orderTimeline(order).flatMap((e) => ('refundId' in e ? [e.refundId] : []))).toEqual(['first', 'second']);
  });

  it('shows a dispute opened and closed, with its amount, reason, deadline and outcome', () => {
    const dispute: NonNullable<Order['dispute']> = {
      status: 'lost',
      amountCents: 2300,
      reason: 'fraudulent',
      evidenceDueBy: at(60 * 24 * 7),
      openedAt: at(60 * 24),
      closedAt: at(60 * 24 * 10),
    };
    const events = orderTimeline({ ...placedOnly, paidAt: at(1), dispute });
    expect(events.slice(2)).toEqual([
      { kind: 'dispute_opened', at: at(60 * 24), amountCents: 2300, reason: 'fraudulent', evidenceDueBy: at(60 * 24 * 7) },
      { kind: 'dispute_closed', at: at(60 * 24 * 10), amountCents: 2300, status: 'lost' },
    ]);
    // Still open: no closing event.
    expect(orderTimeline({ ...placedOnly, paidAt: at(1), dispute: { ...dispute, status: 'needs_response', closedAt: null } }).map((e) => e.kind)).toEqual([
      'placed',
      'paid',
      'dispute_opened',
    ]);
  });

  it('sorts by the instant, not by how the timestamps are written', () => {
    // An event stamped with an offset still lands where its instant is.
    const order: TimelineOrder = { ...placedOnly, paidAt: '2026-11-20T19:30:00.000+01:00', prepStartedAt: at(45) };
    expect(orderTimeline(order).map((e) => e.kind)).toEqual(['placed', 'paid', 'started']);
  });
});

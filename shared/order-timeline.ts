/**
 * An order's life as the owner's books show it (issue 27 item 5): what happened to it and when, oldest first. Read
 * from the order alone (its timestamps, its refunds and its dispute), so the timeline never disagrees with the order.
 */
import type { Order, Refund } from './api';

interface At {
  /** ISO-8601 instant. */
  at: string;
}
interface RefundFacts {
  refundId: string;
  amountCents: number;
  reason: Refund['reason'];
}

export type TimelineEvent =
  | (At & { kind: 'placed' | 'paid' | 'started' | 'ready' | 'served' | 'canceled' })
  /** A refund asked for; `status` is where it stands now (its outcome is an event of its own once known). */
  | (At & RefundFacts & { kind: 'refund_requested'; status: Refund['status']; note: string | null; canceledOrder: boolean })
  | (At & RefundFacts & { kind: 'refund_succeeded' })
  | (At & RefundFacts & { kind: 'refund_failed'; failureReason: string | null })
  | (At & { kind: 'dispute_opened'; amountCents: number; reason: string; evidenceDueBy: string | null })
  | (At & { kind: 'dispute_closed'; amountCents: number; status: string });

export type TimelineEventKind = TimelineEvent['kind'];

/**
 * Events at the same instant keep the order their cause has: paid before started, a refund asked for before the
 * cancel it caused and before its outcome.
 */
const TIE_ORDER: readonly TimelineEventKind[] = [
  'placed',
  'paid',
  'started',
  'ready',
  'served',
  'refund_requested',
  'canceled',
  'refund_succeeded',
  'refund_failed',
  'dispute_opened',
  'dispute_closed',
];

type TimelineOrder = Pick<Order, 'createdAt' | 'paidAt' | 'prepStartedAt' | 'readyAt' | 'servedAt' | 'canceledAt' | 'refunds' | 'dispute'>;

/** Every event of the order, oldest first; a step it never reached has none. */
export function orderTimeline(order: TimelineOrder): TimelineEvent[] {
  const events: TimelineEvent[] = [];
  const step = (kind: 'placed' | 'paid' | 'started' | 'ready' | 'served' | 'canceled', at: string | null | undefined) => {
    if (at) events.push({ kind, at });
  };
  step('placed', order.createdAt);
  step('paid', order.paidAt);
  step('started', order.prepStartedAt);
  step('ready', order.readyAt);
  step('served', order.servedAt);
  step('canceled', order.canceledAt);

  for (const refund of order.refunds ?? []) {
    const facts: RefundFacts = { refundId: refund.id, amountCents: refund.amountCents, reason: refund.reason };
    events.push({ kind: 'refund_requested', at: refund.createdAt, ...facts, status: refund.status, note: refund.note, canceledOrder: refund.canceledOrder });
    if (refund.succeededAt) events.push({ kind: 'refund_succeeded', at: refund.succeededAt, ...facts });
    if (refund.failedAt) events.push({ kind: 'refund_failed', at: refund.failedAt, ...facts, failureReason: refund.failureReason });
  }

  const dispute = order.dispute;
  if (dispute) {
    events.push({ kind: 'dispute_opened', at: dispute.openedAt, amountCents: dispute.amountCents, reason: dispute.reason, evidenceDueBy: dispute.evidenceDueBy });
    if (dispute.closedAt) events.push({ kind: 'dispute_closed', at: dispute.closedAt, amountCents: dispute.amountCents, status: dispute.status });
  }

  // Array.prototype.sort is stable: two refunds' events at one instant stay in the refunds' order.
  return events.sort((a, b) => Date.parse(a.at) - Date.parse(b.at) || TIE_ORDER.indexOf(a.kind) - TIE_ORDER.indexOf(b.kind));
}

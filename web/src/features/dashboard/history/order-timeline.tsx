import type { Order } from '@shared/api';
import { orderTimeline, type TimelineEvent } from '@shared/order-timeline';
import { REFUND_REASON_LABELS } from '@shared/refunds';
import { formatMoney } from '@/lib/format';

const STEP_TITLES = {
  placed: 'Placed',
  paid: 'Paid',
  started: 'Preparation started',
  ready: 'Ready',
  served: 'Served',
  canceled: 'Canceled',
} as const;

const REFUND_STATUS_LABELS = { pending: 'pending', succeeded: 'refunded', failed: 'failed' } as const;

const DISPUTE_OUTCOMES: Record<string, string> = { won: 'won', lost: 'lost', warning_closed: 'closed without a chargeback' };

/** An instant as a date and time on the restaurant's clock: "Sat, 28 Nov, 14:05". */
export function formatMoment(iso: string, timeZone: string, locale?: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, weekday: 'short', day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    new Date(iso),
  );
}

/** What an event says: a title, and the facts under it. */
function describe(event: TimelineEvent, order: Order, timeZone: string): { title: string; detail: string[]; tone?: 'danger' | 'money' } {
  const money = (cents: number) => formatMoney(cents, order.currency);
  switch (event.kind) {
    case 'placed':
      return { title: STEP_TITLES.placed, detail: [`${money(order.totalCents)}${order.tableLabel ? ` · Table ${order.tableLabel}` : ''}`] };
    case 'paid':
    case 'started':
    case 'ready':
    case 'served':
    case 'canceled':
      return { title: STEP_TITLES[event.kind], detail: [] };
    case 'refund_requested':
      return {
        title: `Refund of ${money(event.amountCents)} asked for`,
        detail: [
          `${REFUND_REASON_LABELS[event.reason]}${event.note ? `: ${event.note}` : ''}`,
          `Now ${REFUND_STATUS_LABELS[event.status]}${event.canceledOrder ? ' · canceled the order' : ''}`,
        ],
        tone: 'money',
      };
    case 'refund_succeeded':
      return { title: `Refund of ${money(event.amountCents)} went through`, detail: [], tone: 'money' };
    case 'refund_failed':
      return { title: `Refund of ${money(event.amountCents)} failed`, detail: event.failureReason ? [event.failureReason] : [], tone: 'danger' };
    case 'dispute_opened':
      return {
        title: `Dispute opened for ${money(event.amountCents)}`,
        detail: [`Reason: ${event.reason.replace(/_/g, ' ')}`, ...(event.evidenceDueBy ? [`Evidence due ${formatMoment(event.evidenceDueBy, timeZone)}`] : [])],
        tone: 'danger',
      };
    case 'dispute_closed':
      return { title: `Dispute ${DISPUTE_OUTCOMES[event.status] ?? `closed (${event.status.replace(/_/g, ' ')})`}`, detail: [], tone: 'danger' };
  }
}

/** The order's life, oldest first, each event at its time on the restaurant's clock (shared/order-timeline.ts). */
export function OrderTimeline({ order, timeZone }: { order: Order; timeZone: string }) {
  const events = orderTimeline(order);
  return (
    <section className="timeline" aria-label={`Timeline of order ${order.orderCode}`}>
      <h3 className="timeline__title">Timeline</h3>
      <p className="timeline__zone muted">Times on the restaurant&apos;s clock ({timeZone.replace(/_/g, ' ')})</p>
      <ol className="timeline__events">
        {events.map((event, index) => {
          const { title, detail, tone } = describe(event, order, timeZone);
          return (
            <li key={`${event.kind}-${'refundId' in event ? event.refundId : ''}-${index}`} className={`timeline__event${tone ? ` timeline__event--${tone}` : ''}`}>
              <time className="timeline__time" dateTime={event.at}>
                {formatMoment(event.at, timeZone)}
              </time>
              <span className="timeline__what">{title}</span>
              {detail.map((line) => (
                <span key={line} className="timeline__detail muted">
                  {line}
                </span>
              ))}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

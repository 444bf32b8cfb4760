import type { Order, Refund } from '@shared/api';
import { REFUND_REASON_LABELS } from '@shared/refunds';
import { formatMoney, formatTime } from '@/lib/format';

const STATUS_LABELS: Record<Refund['status'], string> = { pending: 'Pending', succeeded: 'Refunded', failed: 'Failed' };

/** "expired_or_canceled_card" -> "expired or canceled card": a gateway's reason in words. */
export const inWords = (code: string) => code.replace(/_/g, ' ');

/** What a refund gave back: its dishes and quantities, the tip, an amount, or everything left. */
export function refundWhat(refund: Refund, order: Pick<Order, 'lines'>): string {
  switch (refund.kind) {
    case 'items':
      // A round paid in shares: the dishes are listed on the first part; the others are their payers' parts of them.
      if (refund.lines.length === 0) return 'Their part of the same dishes';
      return refund.lines.map((line) => `${order.lines[line.position]?.itemName ?? `Line ${line.position + 1}`} × ${line.qty}`).join(', ');
    case 'tip':
      return 'Tip';
    case 'amount':
      return 'Amount';
    case 'full':
      return 'Everything left';
  }
}

/**
 * The order's refunds, oldest first: when, how much, what, why, and where each stands. A failed refund reads as
 * failed (nothing went back), never as done.
 */
export function OrderRefunds({ order }: { order: Order }) {
  const refunds = order.refunds ?? [];
  if (refunds.length === 0) return null;
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <section className="order-refunds" aria-labelledby={`refunds-${order.id}`}>
      <h4 id={`refunds-${order.id}`} className="order-refunds__title">
        Refunds
      </h4>
      <ul className="order-refunds__list">
        {refunds.map((refund) => (
          <li key={refund.id} className={`order-refund order-refund--${refund.status}`} data-testid="order-refund" data-status={refund.status}>
            <div className="order-refund__head">
              <time dateTime={refund.createdAt}>{formatTime(refund.createdAt)}</time>
              <span className="order-refund__amount">
                {money(refund.amountCents)}
                {refund.status === 'failed' ? <span className="visually-hidden"> not refunded</span> : null}
              </span>
              <span className={`refund-status refund-status--${refund.status}`}>{STATUS_LABELS[refund.status]}</span>
            </div>
            <p className="order-refund__what">
              {refundWhat(refund, order)}
              {refund.payerName ? <span className="muted"> · to {refund.payerName}’s card</span> : null}
            </p>
            <p className="muted order-refund__why">
              {REFUND_REASON_LABELS[refund.reason]}
              {refund.note ? `: ${refund.note}` : ''}
            </p>
            {refund.status === 'failed' ? (
              <p className="order-refund__failure">
                Failed{refund.failureReason ? ` (${inWords(refund.failureReason)})` : ''}: nothing went back to the diner; the amount is refundable again.
              </p>
            ) : null}
            {refund.status === 'pending' ? <p className="muted order-refund__pending">Sent to the payment provider; not confirmed yet.</p> : null}
            {refund.canceledOrder && refund.status !== 'failed' ? <p className="muted">This refund canceled the order.</p> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

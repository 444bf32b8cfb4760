import type { Order, OrderDispute } from '@shared/api';
import { isDisputeOpen } from '@shared/refunds';
import { formatMoney } from '@/lib/format';
import { inWords } from './order-refunds';

const when = (iso: string) => new Date(iso).toLocaleString(undefined, { dateStyle: 'medium', timeStyle: 'short' });

/** A chargeback on the order's payment: how much, why, where it stands and by when evidence is due. */
export function DisputeNotice({ dispute, currency }: { dispute: OrderDispute; currency: Order['currency'] }) {
  const open = isDisputeOpen(dispute.status);
  return (
    <section className={`dispute-notice${open ? ' dispute-notice--open' : ''}`} aria-label="Dispute" data-testid="dispute-notice">
      <p className="dispute-notice__title">
        <strong>Disputed</strong> {formatMoney(dispute.amountCents, currency)}
      </p>
      <dl className="dispute-notice__facts">
        <div>
          <dt>Reason</dt>
          <dd>{inWords(dispute.reason)}</dd>
        </div>
        <div>
          <dt>Status</dt>
          <dd>{inWords(dispute.status)}</dd>
        </div>
        {dispute.evidenceDueBy && open ? (
          <div>
            <dt>Evidence due by</dt>
            <dd>
              <time dateTime={dispute.evidenceDueBy}>{when(dispute.evidenceDueBy)}</time>
            </dd>
          </div>
        ) : null}
      </dl>
      {open ? <p className="muted dispute-notice__hint">Answer it from the Stripe dashboard before the deadline. Refunds are paused meanwhile.</p> : null}
    </section>
  );
}

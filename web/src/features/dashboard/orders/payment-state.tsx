import type { Order } from '@shared/api';
import { PAYMENT_STATE_LABELS } from '@shared/order-lifecycle';
import { formatMoney } from '@/lib/format';

/**
 * "Paid", "Partially refunded", "Refunded": where the order's money is, beside its status. A round on a table's tab
 * (issue 29) not paid yet reads "On the tab": it is cooked now and paid with the bill.
 */
export function PaymentStateBadge({ order }: { order: Pick<Order, 'paymentState' | 'onTab'> }) {
  const onTab = order.onTab && order.paymentState === 'unpaid';
  return (
    <span className={`badge payment-state payment-state--${onTab ? 'on-tab' : order.paymentState}`} data-testid="payment-state">
      {onTab ? 'On the tab' : PAYMENT_STATE_LABELS[order.paymentState]}
    </span>
  );
}

/** On a board card or an earlier order, where its money shows: "Refunded $x" or "Partly refunded"; none when paid. */
export function RefundTag({ order }: { order: Pick<Order, 'paymentState' | 'refundedCents' | 'currency'> }) {
  if (order.paymentState === 'refunded') {
    return <span className="refund-tag">Refunded {formatMoney(order.refundedCents, order.currency)}</span>;
  }
  if (order.paymentState === 'partially_refunded') {
    return <span className="refund-tag" title={`${formatMoney(order.refundedCents, order.currency)} refunded`}>Partly refunded</span>;
  }
  return null;
}

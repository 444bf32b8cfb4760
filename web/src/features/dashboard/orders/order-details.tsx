import { useState } from 'react';
import type { Order } from '@shared/api';
import { orderStatusLabel } from '@shared/order-status';
import { Spinner } from '@/components/ui/spinner';
import { useOrderDetails } from '../api/orders';
import { formatMoney, formatTime } from '@/lib/format';
import { DisputeNotice } from './dispute-notice';
import { OrderMoney } from './order-money';
import { OrderRefunds } from './order-refunds';
import { PaymentStateBadge } from './payment-state';
import { RefundDialog } from './refund-dialog';
import { refundAvailability } from './refund-form';
import { useCanRefund } from './refund-permission';

/**
 * The Details panel of a ticket: every line with its options, left-out ingredients ("No Onions") and notes, the
 * order's note and its timestamps, its status and payment state, a dispute on it, its refunds and its money; owners
 * and managers refund from here. It reads the single order (the lists do not carry refunds).
 */
export function OrderDetails({ restaurantId, orderId, id }: { restaurantId: string; orderId: string; id: string }) {
  const details = useOrderDetails(restaurantId, orderId);
  return (
    <div className="ticket__details" id={id} role="region" aria-label="Order details">
      {details.isPending ? <Spinner label="Loading details..." /> : null}
      {details.isError ? <p className="field__error">Failed to load order details</p> : null}
      {details.data ? <DetailsBody restaurantId={restaurantId} order={details.data} /> : null}
    </div>
  );
}

function DetailsBody({ restaurantId, order }: { restaurantId: string; order: Order }) {
  const times: [string, string | null][] = [
    ['Ordered', order.createdAt],
    ['Paid', order.paidAt],
    ['Preparation started', order.prepStartedAt],
    ['Ready', order.readyAt],
    ['Served', order.servedAt],
  ];
  return (
    <>
      <ul className="ticket__lines">
        {order.lines.map((line, index) => (
          <li key={`${line.itemId}-${index}`}>
            <span className="ticket__line-name">
              {line.qty} × {line.itemName}
            </span>{' '}
            <span className="muted">{formatMoney(line.lineTotalCents, order.currency)}</span>
            {line.refundedQty ? <span className="refund-tag ticket__line-refunded">{line.refundedQty} refunded</span> : null}
            {line.options.length || line.removedIngredients.length ? (
              <ul className="ticket__options">
                {line.options.map((option) => (
                  <li key={`${option.groupName}-${option.optionName}`}>
                    {option.groupName}: {option.optionName}
                    {option.priceDeltaCents ? ` (+${formatMoney(option.priceDeltaCents, order.currency)})` : ''}
                  </li>
                ))}
                {/* Left out by the diner: the kitchen must not miss these. */}
                {line.removedIngredients.map((name) => (
                  <li key={`no-${name}`} className="ticket__removed">
                    No {name}
                  </li>
                ))}
              </ul>
            ) : null}
            {line.note ? <p className="ticket__note">Note: {line.note}</p> : null}
          </li>
        ))}
      </ul>
      {order.note ? <p className="ticket__note">Order note: {order.note}</p> : null}
      <p className="muted order-state">
        Status: {orderStatusLabel(order)} <PaymentStateBadge order={order} />
      </p>
      {order.dispute ? <DisputeNotice dispute={order.dispute} currency={order.currency} /> : null}
      <dl className="ticket__times">
        {times.map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatTime(at) || '-'}</dd>
          </div>
        ))}
      </dl>
      <OrderMoney order={order} />
      <OrderRefunds order={order} />
      <RefundAction restaurantId={restaurantId} order={order} />
    </>
  );
}

/** Owners and managers: the Refund button and its dialog, or why the order cannot be refunded now. Staff: nothing. */
function RefundAction({ restaurantId, order }: { restaurantId: string; order: Order }) {
  const canRefund = useCanRefund();
  const [open, setOpen] = useState(false);
  if (!canRefund) return null;
  const availability = refundAvailability(order);
  return (
    <div className="ticket__actions order-refund-action">
      {availability.canRefund ? (
        <button type="button" className="button button--outline" aria-haspopup="dialog" onClick={() => setOpen(true)}>
          Refund
        </button>
      ) : availability.why ? (
        <p className="muted order-refund-why">{availability.why}</p>
      ) : null}
      {/* Kept open while the order changes under it (a refund saved as pending may use up what is left). */}
      {open ? <RefundDialog restaurantId={restaurantId} order={order} onClose={() => setOpen(false)} /> : null}
    </div>
  );
}

import type { Order } from '@shared/api';
import { ORDER_STATUS_LABELS } from '@shared/order-status';
import { Spinner } from '@/components/ui/spinner';
import { useOrderDetails } from '../api/orders';
import { formatMoney, formatTime } from '@/lib/format';
import { OrderMoney } from './order-money';

/**
 * The Details panel of a ticket: every line with its options, left-out ingredients ("No Onions") and notes, the
 * order's note and its timestamps.
 */
export function OrderDetails({ restaurantId, orderId, id }: { restaurantId: string; orderId: string; id: string }) {
  const details = useOrderDetails(restaurantId, orderId);
  return (
    <div className="ticket__details" id={id} role="region" aria-label="Order details">
      {details.isPending ? <Spinner label="Loading details..." /> : null}
      {details.isError ? <p className="field__error">Failed to load order details</p> : null}
      {details.data ? <DetailsBody order={details.data} /> : null}
    </div>
  );
}

function DetailsBody({ order }: { order: Order }) {
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
      <p className="muted">Status: {ORDER_STATUS_LABELS[order.status]}</p>
      <dl className="ticket__times">
        {times.map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatTime(at) || '-'}</dd>
          </div>
        ))}
      </dl>
      <OrderMoney order={order} />
    </>
  );
}

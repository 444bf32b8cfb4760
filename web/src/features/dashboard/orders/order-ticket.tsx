import { useId, useState } from 'react';
import { nextStatus, orderStatusLabel } from '@shared/order-status';
import { waitText } from '@shared/order-escalation';
import { formatElapsedMinutes, formatMoney } from '@/lib/format';
import type { BoardOrder } from '../realtime/live-cache';
import { tableLine } from './board-visits';
import { kitchenClock, kitchenUrgency } from './order-age';
import { OrderDetails } from './order-details';
import { RefundTag } from './payment-state';
import { TicketItems } from './ticket-items';
import { useAdvanceOrder } from './use-advance-order';
import { useTicketWait } from './waiting-orders';

interface OrderTicketProps {
  restaurantId: string;
  order: BoardOrder;
  now: number;
  /** The advance button's words for this order's status; null: no button. */
  actionLabel: string | null;
  /** The kitchen counts from preparation start and colours late tickets; the other views count from payment. */
  kitchen?: boolean;
  /** The kitchen's paper ticket (issue 30 item 6): its Print button, and whether this device printed it already. */
  paper?: { print: () => void; printed: boolean };
}

const URGENCY_TEXT = { normal: '', warn: 'Over 10 minutes', late: 'Over 20 minutes' } as const;
/** A paid order nobody started (issue 30 item 1), on every screen: amber past the owner's limit, red at twice it. */
const WAIT_URGENCY = { late: 'warn', very_late: 'late' } as const;

/**
 * One order as a card: code, table (and its round, for a table's visit), age, what to cook (lines, options, combo parts, removals, notes), tip and total
 * (not in the kitchen), its advance button and its details (times, money).
 */
export function OrderTicket({ restaurantId, order, now, actionLabel, kitchen = false, paper }: OrderTicketProps) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  const { advance, isPending } = useAdvanceOrder(restaurantId, order);
  const next = nextStatus(order.status);
  // Waiting to be started, the owner's limit rules (everywhere); once started, the kitchen's 10 and 20 minutes.
  const wait = useTicketWait(order, now);
  const urgency = wait ? (wait.level ? WAIT_URGENCY[wait.level] : 'normal') : kitchen ? kitchenUrgency(order, now) : 'normal';
  const age = formatElapsedMinutes(kitchen ? kitchenClock(order) : (order.paidAt ?? order.createdAt), now);

  return (
    <article
      className={`ticket ticket--${urgency}`}
      aria-label={`Order ${order.orderCode}`}
      data-testid="order-ticket"
      data-status={order.status}
      data-waiting={wait?.level ?? undefined}
      tabIndex={wait?.level ? -1 : undefined}
    >
      <header className="ticket__head">
        <h3 className="ticket__code">{order.orderCode}</h3>
        <span className="ticket__age" title={kitchen ? 'Since preparation started (or payment)' : 'Since payment'}>
          {age}
        </span>
      </header>
      <p className="ticket__table">
        {tableLine(order)}
        {/* A round on a table's tab (issue 29): cooked now, paid with the bill. */}
        {order.onTab ? (
          <span className={`badge ticket__tab ticket__tab--${order.paymentState === 'unpaid' ? 'open' : 'paid'}`}>{order.paymentState === 'unpaid' ? 'On the tab' : 'Tab paid'}</span>
        ) : null}
        {/* The kitchen shows two statuses side by side; the board's columns already say it. */}
        {kitchen ? <span className="badge ticket__status">{orderStatusLabel(order)}</span> : null}
      </p>
      {wait?.level ? (
        <p className="ticket__urgency">
          {waitText(wait)}, not started{wait.level === 'very_late' ? ' (very late)' : ''}
        </p>
      ) : urgency !== 'normal' ? (
        <p className="ticket__urgency">{URGENCY_TEXT[urgency]}</p>
      ) : null}
      <TicketItems restaurantId={restaurantId} order={order} />
      {/* The kitchen cooks; the board's waiters also see what the table paid (the rest is in Details). */}
      {kitchen ? null : (
        <dl className="ticket__money">
          <div>
            <dt>Tip</dt>
            <dd>{formatMoney(order.tipCents, order.currency)}</dd>
          </div>
          <div>
            <dt>Total</dt>
            <dd>{formatMoney(order.totalCents, order.currency)}</dd>
          </div>
          {order.refundedCents > 0 ? (
            <div className="ticket__refund">
              <dt className="visually-hidden">Refunds</dt>
              <dd>
                <RefundTag order={order} />
              </dd>
            </div>
          ) : null}
        </dl>
      )}
      <div className="ticket__actions">
        {actionLabel && next ? (
          <button type="button" className="button" disabled={isPending} aria-busy={isPending} onClick={() => advance(next)}>
            {actionLabel}
          </button>
        ) : null}
        <button type="button" className="button button--outline" aria-expanded={open} aria-controls={detailsId} onClick={() => setOpen(!open)}>
          Details
        </button>
        {paper ? (
          <button type="button" className="button button--outline" onClick={paper.print}>
            Print{paper.printed ? <span className="ticket__printed"> (printed)</span> : null}
          </button>
        ) : null}
      </div>
      {open ? <OrderDetails restaurantId={restaurantId} orderId={order.id} id={detailsId} /> : null}
    </article>
  );
}

import { useEffect, useId, useRef, useState } from 'react';
import type { Order } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useOrderHistory } from '../api/order-history';
import { formatMoney } from '@/lib/format';
import type { BoardList } from '../realtime/live-cache';
import { groupByDay, placedAt } from './history-days';
import { OrderDetails } from './order-details';
import { RefundTag } from './payment-state';

interface EarlierOrdersProps {
  id: string;
  restaurantId: string;
  today: BoardList['today'];
  onClose: () => void;
}

/**
 * The served orders placed before today, below the board: asked for only when opened, then a page at a time
 * (newest first), grouped by the restaurant's days. Opening moves the focus to its heading; 'Load more' moves it
 * to the first order it brought, so the keyboard always lands on what just appeared.
 */
export function EarlierOrders({ id, restaurantId, today, onClose }: EarlierOrdersProps) {
  const history = useOrderHistory(restaurantId, today.from);
  const orders = history.data?.pages.flatMap((page) => page.orders) ?? [];
  const days = groupByDay(orders, today.timeZone, today.date);
  const loadingMore = history.isFetchingNextPage;
  const section = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  /** How many orders were shown when 'Load more' was pressed: the first new one gets the focus. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    heading.current?.focus({ preventScroll: true });
    section.current?.scrollIntoView({ block: 'start' });
  }, []);
  useEffect(() => {
    if (focusFrom.current === null || orders.length <= focusFrom.current) return;
    section.current?.querySelectorAll<HTMLElement>('.history-row')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [orders.length]);

  return (
    <section id={id} ref={section} className="history" aria-labelledby={`${id}-title`}>
      <header className="history__head">
        <h2 id={`${id}-title`} ref={heading} tabIndex={-1} className="history__title">
          Earlier orders
        </h2>
        <p className="muted history__note">Served, placed before today, newest first</p>
        <button type="button" className="button button--ghost history__close" onClick={onClose}>
          Hide
        </button>
      </header>
      {history.isPending ? <Spinner label="Loading earlier orders..." /> : null}
      {history.isError && !history.data ? (
        <LoadError message="Failed to load earlier orders" onRetry={() => void history.refetch()} />
      ) : null}
      {history.data && orders.length === 0 ? <p className="muted">No served orders before today</p> : null}
      {days.map((day) => (
        <div key={day.date} className="history__day">
          <h3 className="history__day-title">{day.label}</h3>
          <ul className="history__orders">
            {day.orders.map((order) => (
              <li key={order.id}>
                <HistoryRow restaurantId={restaurantId} order={order} timeZone={today.timeZone} />
              </li>
            ))}
          </ul>
        </div>
      ))}
      {history.isFetchNextPageError ? <p className="field__error">Failed to load more orders. Please try again.</p> : null}
      {history.hasNextPage ? (
        // aria-disabled rather than disabled: a disabled button drops the keyboard focus while the page loads.
        <button
          type="button"
          className="button button--outline history__more"
          aria-disabled={loadingMore}
          aria-busy={loadingMore}
          onClick={() => {
            if (loadingMore) return;
            focusFrom.current = orders.length;
            void history.fetchNextPage();
          }}
        >
          {loadingMore ? 'Loading more...' : 'Load more'}
        </button>
      ) : null}
      {orders.length > 0 && !history.hasNextPage ? <p className="muted history__end">No earlier orders</p> : null}
      <p className="visually-hidden" role="status">
        {history.data ? `${orders.length} earlier ${orders.length === 1 ? 'order' : 'orders'} shown` : ''}
      </p>
    </section>
  );
}

function HistoryRow({ restaurantId, order, timeZone }: { restaurantId: string; order: Order; timeZone: string }) {
  const [open, setOpen] = useState(false);
  const detailsId = useId();
  return (
    <article className="history-row" tabIndex={-1} aria-label={`Order ${order.orderCode}`} data-testid="history-order">
      <div className="history-row__line">
        <span className="history-row__code">{order.orderCode}</span>
        <span className="history-row__total">
          <RefundTag order={order} /> {formatMoney(order.totalCents, order.currency)}
        </span>
      </div>
      <div className="history-row__line">
        <span>
          {order.tableLabel ? `Table ${order.tableLabel}` : 'No table'}
          {' · '}
          <time dateTime={order.createdAt} className="muted">
            {placedAt(order.createdAt, timeZone)}
          </time>
        </span>
        <button
          type="button"
          className="button button--link history-row__more"
          aria-expanded={open}
          aria-controls={detailsId}
          onClick={() => setOpen(!open)}
        >
          Details
        </button>
      </div>
      {open ? <OrderDetails restaurantId={restaurantId} orderId={order.id} id={detailsId} /> : null}
    </article>
  );
}

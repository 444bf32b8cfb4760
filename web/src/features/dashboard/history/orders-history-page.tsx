import { useEffect, useId, useRef } from 'react';
import { Link, useSearchParams } from 'react-router';
import type { Order } from '@shared/api';
import { orderStatusLabel } from '@shared/order-status';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { ApiError } from '@/lib/api';
import { useActiveMembership } from '@/lib/account/active-restaurant';
import { formatMoney } from '@/lib/format';
import { useOrderSearch } from '../api/order-search';
import { useOrderDetails } from '../api/orders';
import { OrderDetails } from '../orders/order-details';
import { PaymentStateBadge } from '../orders/payment-state';
import { RefundPermission } from '../orders/refund-permission';
import { filtersFromParams, paramsWithFilters, searchQuery, type HistoryFilters } from './history-filters-params';
import { HistoryFiltersBar } from './history-filters';
import { HistoryTools } from './history-tools';
import { formatMoment, OrderTimeline } from './order-timeline';
import '../dashboard.css';
import './orders-history.css';

/**
 * /owner/orders: the owner's books (issue 27 item 5), for owners and managers. Every order of a range of the
 * restaurant's days, newest first, searched by code or table and filtered by status, payment state and dispute (all
 * in the address), a page at a time; an order opens its details (refunds included) and its timeline.
 */
export function OrdersHistoryPage() {
  const { me, membership } = useActiveMembership();
  if (me.isPending) return <Spinner label="Loading your restaurant..." />;
  if (me.isError) return <LoadError message="Failed to load restaurant data" onRetry={() => void me.refetch()} />;
  if (!membership || membership.role === 'staff') {
    return (
      <section className="page">
        <h1 className="page__title">Orders history</h1>
        <p className="muted">{membership ? 'The orders history is open to owners and managers.' : 'You are not part of a restaurant yet.'}</p>
        <Link to="/dashboard/orders">Back to the orders board</Link>
      </section>
    );
  }
  return (
    // Owners and managers only here: an opened order offers its Refund button.
    <RefundPermission value>
      <OrdersHistory restaurantId={membership.restaurantId} />
    </RefundPermission>
  );
}

/** The page for one restaurant (its member's role checked above). */
export function OrdersHistory({ restaurantId }: { restaurantId: string }) {
  const [params, setParams] = useSearchParams();
  const filters = filtersFromParams(params);
  const search = useOrderSearch(restaurantId, searchQuery(filters));
  const pages = search.data?.pages ?? [];
  const first = pages[0] ?? null;
  const orders = pages.flatMap((page) => page.orders);
  const last = pages.at(-1) ?? null;
  const selected = params.get('order');
  const list = useRef<HTMLDivElement>(null);
  /** How many orders were shown when 'Load more' was pressed: the first new one gets the focus. */
  const focusFrom = useRef<number | null>(null);

  useEffect(() => {
    if (focusFrom.current === null || orders.length <= focusFrom.current) return;
    list.current?.querySelectorAll<HTMLElement>('.history-result__open')[focusFrom.current]?.focus();
    focusFrom.current = null;
  }, [orders.length]);

  const apply = (next: HistoryFilters) => {
    const updated = paramsWithFilters(params, next);
    updated.delete('order');
    setParams(updated);
  };
  const select = (orderId: string | null) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (orderId) next.set('order', orderId);
        else next.delete('order');
        return next;
      },
      { replace: true, preventScrollReset: true },
    );
  const filtered = Object.values(searchQuery({ ...filters, from: '', to: '' })).length > 0;
  const searchError = search.isError && !search.isFetchNextPageError ? search.error : null;
  const refused = searchError instanceof ApiError && searchError.status >= 400 && searchError.status < 500;
  const loadingMore = search.isFetchingNextPage;
  const range = first ? { from: first.from, to: first.to, timeZone: first.timeZone } : null;

  return (
    <section className="page orders-history" aria-labelledby="orders-history-title">
      <div className="orders-history__head">
        <div>
          <h1 id="orders-history-title" className="page__title">
            Orders history
          </h1>
          <p className="muted">Every order, by the restaurant&apos;s days. Open one for its details, refunds and timeline.</p>
        </div>
        <div className="orders-history__tools">
          <HistoryTools restaurantId={restaurantId} filters={filters} range={range} />
        </div>
      </div>
      {/* Remounted when the address changes (Back, a link, Clear): the fields show what is searched. */}
      <HistoryFiltersBar key={params.toString().replace(/(^|&)order=[^&]*/, '')} value={filters} searched={range} onApply={apply} />

      <p className="orders-history__summary muted" role="status">
        {search.isPending ? '' : range ? summary(orders.length, Boolean(last?.nextCursor), range) : ''}
      </p>

      {search.isPending ? <Spinner label="Loading orders..." /> : null}
      {refused ? (
        <div className="notice notice--warning" role="alert">
          <p>{searchError.message}</p>
          <button type="button" className="button button--outline" onClick={() => apply({ ...filters, from: '', to: '' })}>
            Search the last 7 days
          </button>
        </div>
      ) : searchError ? (
        <LoadError message="Failed to load orders" onRetry={() => void search.refetch()} />
      ) : null}

      {search.data && orders.length === 0 && !last?.nextCursor ? (
        <div className="orders-history__empty card">
          <p>{filtered ? 'No orders match these filters in these days.' : 'No orders were placed in these days.'}</p>
          {filtered ? (
            <button type="button" className="button button--outline" onClick={() => apply({ ...filters, status: '', payment: '', disputed: '', q: '' })}>
              Clear the filters, keep the days
            </button>
          ) : null}
        </div>
      ) : null}

      {orders.length > 0 && range ? (
        <div ref={list} className={search.isPlaceholderData ? 'orders-history__results is-stale' : 'orders-history__results'} aria-busy={search.isPlaceholderData}>
          <table className="history-table">
            <caption className="visually-hidden">Orders, newest first</caption>
            <thead>
              <tr>
                <th scope="col">Order</th>
                <th scope="col">Placed</th>
                <th scope="col">Table</th>
                <th scope="col" className="history-table__money">
                  Total
                </th>
                <th scope="col" className="history-table__money">
                  Refunded
                </th>
                <th scope="col">Payment</th>
                <th scope="col">Status</th>
                <th scope="col">Dispute</th>
              </tr>
            </thead>
            <tbody>
              {orders.map((order) => (
                <ResultRows
                  key={order.id}
                  restaurantId={restaurantId}
                  order={order}
                  timeZone={range.timeZone}
                  open={selected === order.id}
                  onToggle={() => select(selected === order.id ? null : order.id)}
                />
              ))}
            </tbody>
          </table>
        </div>
      ) : null}

      {search.isFetchNextPageError ? <p className="field__error">Failed to load more orders. Please try again.</p> : null}
      {search.data && last?.nextCursor ? (
        <div className="orders-history__more">
          {last.searchedTo && range ? (
            <p className="muted">Searched back to {formatMoment(last.searchedTo, range.timeZone)} so far.</p>
          ) : null}
          {/* aria-disabled rather than disabled: a disabled button drops the keyboard focus while the page loads. */}
          <button
            type="button"
            className="button button--outline"
            aria-disabled={loadingMore}
            aria-busy={loadingMore}
            onClick={() => {
              if (loadingMore) return;
              focusFrom.current = orders.length;
              void search.fetchNextPage();
            }}
          >
            {loadingMore ? 'Loading more...' : orders.length === 0 ? 'Keep searching' : 'Load more'}
          </button>
        </div>
      ) : null}
    </section>
  );
}

/** "3 orders placed from Sun, 22 Nov 2026 to Sat, 28 Nov 2026", or while more may follow "Showing 3 orders ...". */
function summary(count: number, more: boolean, range: { from: string; to: string }) {
  const days = range.from === range.to ? `on ${dayLabel(range.from)}` : `from ${dayLabel(range.from)} to ${dayLabel(range.to)}`;
  const orders = `${count} ${count === 1 ? 'order' : 'orders'} placed ${days}`;
  return more ? `Showing ${orders}; more to load` : orders;
}

/** "Mon, 23 Nov 2026" for a YYYY-MM-DD calendar date. */
function dayLabel(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }).format(
    new Date(Date.UTC(year, month - 1, day)),
  );
}

interface ResultRowsProps {
  restaurantId: string;
  order: Order;
  timeZone: string;
  open: boolean;
  onToggle: () => void;
}

/** One order's row and, when opened, the row under it with its timeline and details. */
function ResultRows({ restaurantId, order, timeZone, open, onToggle }: ResultRowsProps) {
  const panelId = useId();
  const money = (cents: number) => formatMoney(cents, order.currency);
  return (
    <>
      <tr className={open ? 'history-result is-open' : 'history-result'} data-testid="history-result">
        <th scope="row" data-label="Order">
          <button type="button" className="button button--link history-result__open" aria-expanded={open} aria-controls={open ? panelId : undefined} onClick={onToggle}>
            <span className="visually-hidden">{open ? 'Hide order ' : 'Open order '}</span>
            <span className="history-result__code">{order.orderCode}</span>
          </button>
        </th>
        <td data-label="Placed">
          <time dateTime={order.createdAt}>{formatMoment(order.createdAt, timeZone)}</time>
        </td>
        <td data-label="Table">{order.tableLabel ?? <span className="muted">No table</span>}</td>
        <td data-label="Total" className="history-table__money">
          {money(order.totalCents)}
        </td>
        <td data-label="Refunded" className="history-table__money">
          {order.refundedCents ? money(order.refundedCents) : <span className="muted">-</span>}
        </td>
        <td data-label="Payment">
          <PaymentStateBadge order={order} />
        </td>
        <td data-label="Status">{orderStatusLabel(order)}</td>
        <td data-label="Dispute">{order.dispute ? <span className="badge history-result__disputed">Disputed</span> : <span className="muted">-</span>}</td>
      </tr>
      {open ? (
        <tr className="history-result__panel-row">
          <td colSpan={8}>
            <div id={panelId} className="history-result__panel">
              <SelectedOrderTimeline restaurantId={restaurantId} orderId={order.id} timeZone={timeZone} />
              <OrderDetails restaurantId={restaurantId} orderId={order.id} id={`${panelId}-details`} />
            </div>
          </td>
        </tr>
      ) : null}
    </>
  );
}

/** The timeline of the opened order, from the single order's read (it carries the refunds; the list does not). */
function SelectedOrderTimeline({ restaurantId, orderId, timeZone }: { restaurantId: string; orderId: string; timeZone: string }) {
  const details = useOrderDetails(restaurantId, orderId);
  // Its loading and failure are told once, by the details beside it.
  if (!details.data) return null;
  return <OrderTimeline order={details.data} timeZone={timeZone} />;
}

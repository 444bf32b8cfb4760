import { useId, useState, type ReactNode } from 'react';
import { advanceLabel, ORDER_STATUS_LABELS, type BoardStatus } from '@shared/order-status';
import { useOrderBoard } from '../api/orders';
import { useNow } from '@/lib/use-now';
import type { BoardOrder } from '../realtime/live-cache';
import { columnEntries } from './board-visits';
import { EarlierOrders } from './earlier-orders';
import { OrderTicket } from './order-ticket';
import { WithOrders } from './orders-query-state';

const COLUMNS: BoardStatus[] = ['paid', 'in_progress', 'ready', 'served'];

/**
 * The Orders tab (SPEC.md 2): a kanban of Paid, In Progress, Ready and Served; Served hidden by default. Served
 * shows the orders placed today (the restaurant's day); its 'Show earlier orders' opens the older ones below the
 * board, full width, a page at a time. The rounds of a table's visit in a column stand together under their table
 * (board-visits.ts).
 */
export function OrdersBoard({ restaurantId }: { restaurantId: string }) {
  const board = useOrderBoard(restaurantId);
  const [hideServed, setHideServed] = useState(true);
  const [historyOpen, setHistoryOpen] = useState(false);
  const historyId = useId();
  const now = useNow();
  return (
    <WithOrders query={board}>
      {({ orders: list, today }) => {
        const byStatus = (status: BoardStatus) => list.filter((order) => order.status === status);
        const columns = COLUMNS.filter((status) => !(hideServed && status === 'served'));
        return (
          <>
            <div className="board-toolbar">
              <label className="check">
                <input
                  type="checkbox"
                  checked={hideServed}
                  onChange={(event) => {
                    setHideServed(event.target.checked);
                    if (event.target.checked) setHistoryOpen(false);
                  }}
                />
                Hide Served
              </label>
              <p className="muted" data-testid="order-counts">
                {COLUMNS.map((status) => `${ORDER_STATUS_LABELS[status]}: ${byStatus(status).length}`).join(' · ')}
              </p>
            </div>
            <div className="board">
              {columns.map((status) => (
                <Column key={status} status={status} orders={byStatus(status)} board={list} restaurantId={restaurantId} now={now}>
                  {status === 'served' ? (
                    <button
                      type="button"
                      id={`${historyId}-toggle`}
                      className="button button--outline board__history-toggle"
                      aria-expanded={historyOpen}
                      aria-controls={historyId}
                      onClick={() => setHistoryOpen(!historyOpen)}
                    >
                      {historyOpen ? 'Hide earlier orders' : 'Show earlier orders'}
                    </button>
                  ) : null}
                </Column>
              ))}
            </div>
            {historyOpen && !hideServed ? (
              <EarlierOrders
                id={historyId}
                restaurantId={restaurantId}
                today={today}
                onClose={() => {
                  setHistoryOpen(false);
                  // Back to the button that opened it, so the keyboard carries on from there.
                  document.getElementById(`${historyId}-toggle`)?.focus();
                }}
              />
            ) : null}
          </>
        );
      }}
    </WithOrders>
  );
}

interface ColumnProps {
  status: BoardStatus;
  orders: BoardOrder[];
  /** Every ticket on the board: a visit's rounds in other columns are named beside this column's. */
  board: BoardOrder[];
  restaurantId: string;
  now: number;
  children?: ReactNode;
}

function Column({ status, orders, board, restaurantId, now, children }: ColumnProps) {
  const title = ORDER_STATUS_LABELS[status];
  const served = status === 'served';
  return (
    <section className="board__column" aria-label={title}>
      <h2 className="board__title">
        {title} <span className="board__count">{orders.length}</span>
      </h2>
      {served ? <p className="muted board__note">Placed today</p> : null}
      {orders.length === 0 ? <p className="muted board__empty">{served ? 'None yet today' : 'No orders'}</p> : null}
      {columnEntries(orders, board).map((entry) => {
        const ticket = (order: BoardOrder) => (
          <OrderTicket key={order.id} restaurantId={restaurantId} order={order} now={now} actionLabel={advanceLabel(order.status)} />
        );
        if (entry.kind === 'order') return ticket(entry.order);
        // A table's visit with more than one round: its rounds here together under the table, the others named.
        return (
          <div key={entry.sessionId} className="board__visit" role="group" aria-label={entry.title} data-testid="board-visit">
            <p className="board__visit-title">{entry.title}</p>
            {entry.elsewhere.length > 0 ? <p className="muted board__visit-elsewhere">{entry.elsewhere.join(' · ')}</p> : null}
            {entry.orders.map(ticket)}
          </div>
        );
      })}
      {children}
    </section>
  );
}

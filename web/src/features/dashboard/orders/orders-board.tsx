import { useId, useState, type ReactNode } from 'react';
import { advanceLabel, ORDER_STATUS_LABELS, type BoardStatus } from '@shared/order-status';
import { useOrderBoard } from '../api/orders';
import { useNow } from '@/lib/use-now';
import type { BoardOrder } from '../realtime/live-cache';
import { EarlierOrders } from './earlier-orders';
import { OrderTicket } from './order-ticket';
import { WithOrders } from './orders-query-state';

const COLUMNS: BoardStatus[] = ['paid', 'in_progress', 'ready', 'served'];

/**
 * The Orders tab (SPEC.md 2): a kanban of Paid, In Progress, Ready and Served; Served hidden by default. Served
 * shows the orders placed today (the restaurant's day); its 'Show earlier orders' opens the older ones below the
 * board, full width, a page at a time.
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
                <Column key={status} status={status} orders={byStatus(status)} restaurantId={restaurantId} now={now}>
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
  restaurantId: string;
  now: number;
  children?: ReactNode;
}

function Column({ status, orders, restaurantId, now, children }: ColumnProps) {
  const title = ORDER_STATUS_LABELS[status];
  const served = status === 'served';
  return (
    <section className="board__column" aria-label={title}>
      <h2 className="board__title">
        {title} <span className="board__count">{orders.length}</span>
      </h2>
      {served ? <p className="muted board__note">Placed today</p> : null}
      {orders.length === 0 ? <p className="muted board__empty">{served ? 'None yet today' : 'No orders'}</p> : null}
      {orders.map((order) => (
        <OrderTicket key={order.id} restaurantId={restaurantId} order={order} now={now} actionLabel={advanceLabel(order.status)} />
      ))}
      {children}
    </section>
  );
}

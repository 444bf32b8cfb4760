import { useState } from 'react';
import { advanceLabel, ORDER_STATUS_LABELS, type BoardStatus } from '../../../../../shared/order-status';
import { useOrders } from '../api/orders';
import { useNow } from '../lib/use-now';
import type { BoardOrder } from '../realtime/live-cache';
import { OrderTicket } from './order-ticket';
import { WithOrders } from './orders-query-state';

const COLUMNS: BoardStatus[] = ['paid', 'in_progress', 'ready', 'served'];

/** The Orders tab (SPEC.md 2): a kanban of Paid, In Progress, Ready and Served; Served hidden by default. */
export function OrdersBoard({ restaurantId }: { restaurantId: string }) {
  const orders = useOrders(restaurantId);
  const [hideServed, setHideServed] = useState(true);
  const now = useNow();
  return (
    <WithOrders query={orders}>
      {(list) => {
        const byStatus = (status: BoardStatus) => list.filter((order) => order.status === status);
        const columns = COLUMNS.filter((status) => !(hideServed && status === 'served'));
        return (
          <>
            <div className="board-toolbar">
              <label className="check">
                <input type="checkbox" checked={hideServed} onChange={(event) => setHideServed(event.target.checked)} />
                Hide Served
              </label>
              <p className="muted" data-testid="order-counts">
                {COLUMNS.map((status) => `${ORDER_STATUS_LABELS[status]}: ${byStatus(status).length}`).join(' · ')}
              </p>
            </div>
            <div className="board">
              {columns.map((status) => (
                <Column key={status} status={status} orders={byStatus(status)} restaurantId={restaurantId} now={now} />
              ))}
            </div>
          </>
        );
      }}
    </WithOrders>
  );
}

function Column({ status, orders, restaurantId, now }: { status: BoardStatus; orders: BoardOrder[]; restaurantId: string; now: number }) {
  const title = ORDER_STATUS_LABELS[status];
  return (
    <section className="board__column" aria-label={title}>
      <h2 className="board__title">
        {title} <span className="board__count">{orders.length}</span>
      </h2>
      {orders.length === 0 ? <p className="muted board__empty">No orders</p> : null}
      {orders.map((order) => (
        <OrderTicket key={order.id} restaurantId={restaurantId} order={order} now={now} actionLabel={advanceLabel(order.status)} />
      ))}
    </section>
  );
}

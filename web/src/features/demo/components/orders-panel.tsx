import { useState } from 'react';
import { DEMO_ORDER_ACTIONS, DEMO_ORDER_STATUSES, DEMO_STATUS_TITLES, nextDemoStatus, ordersWithStatus } from '../model/demo-orders';
import { formatDemoMoney, minutesAgo } from '../model/demo-format';
import type { DemoOrder } from '../model/demo-types';

interface OrdersPanelProps {
  orders: DemoOrder[];
  now: number;
  onAdvance(orderId: string): void;
}

/** The sample orders in four columns (Pending, Preparing, Ready, Served), each moved along by its button. */
export function OrdersPanel({ orders, now, onAdvance }: OrdersPanelProps) {
  const [announcement, setAnnouncement] = useState('');

  function advance(order: DemoOrder) {
    const next = nextDemoStatus(order.status);
    if (!next) return;
    onAdvance(order.id);
    setAnnouncement(`Order for table ${order.tableNumber} is now ${DEMO_STATUS_TITLES[next]}`);
  }

  return (
    <section className="demo-section" aria-labelledby="demo-orders-title">
      <h2 id="demo-orders-title" className="section-title">
        Orders
      </h2>
      <p className="muted" data-testid="demo-order-counts">
        {DEMO_ORDER_STATUSES.map((status) => `${DEMO_STATUS_TITLES[status]}: ${ordersWithStatus(orders, status).length}`).join(' · ')}
      </p>
      <div className="demo-board">
        {DEMO_ORDER_STATUSES.map((status) => {
          const column = ordersWithStatus(orders, status);
          return (
            <section key={status} className="demo-board__column" aria-labelledby={`demo-column-${status}`} data-testid={`demo-column-${status}`}>
              <h3 id={`demo-column-${status}`} className="demo-board__title">
                {DEMO_STATUS_TITLES[status]} <span className="badge">{column.length}</span>
              </h3>
              {column.length === 0 ? <p className="muted">No orders</p> : null}
              <ul className="demo-board__list">
                {column.map((order) => (
                  <li key={order.id}>
                    <OrderCard order={order} now={now} onAdvance={() => advance(order)} />
                  </li>
                ))}
              </ul>
            </section>
          );
        })}
      </div>
      <p className="demo-visually-hidden" role="status">
        {announcement}
      </p>
    </section>
  );
}

function OrderCard({ order, now, onAdvance }: { order: DemoOrder; now: number; onAdvance(): void }) {
  const titleId = `demo-order-${order.id}`;
  const served = order.status === 'served';
  return (
    <article className="demo-card demo-order" aria-labelledby={titleId}>
      <header className="demo-order__header">
        <h4 id={titleId} className="demo-order__title">
          Table {order.tableNumber}
        </h4>
        <span className="muted">{minutesAgo(order.timestamp, now)}</span>
      </header>
      <p className="demo-order__customer">
        {order.customerName} <span className="muted">{order.customerPhone}</span>
      </p>
      <ul className="demo-order__items">
        {order.items.map((item) => (
          <li key={item.name}>
            {item.qty} × {item.name}
          </li>
        ))}
      </ul>
      <p className="demo-order__total">
        Total <strong>{formatDemoMoney(order.totalCents)}</strong>
      </p>
      <button type="button" className={`button ${served ? 'button--outline' : ''}`} disabled={served} aria-describedby={titleId} onClick={onAdvance}>
        {DEMO_ORDER_ACTIONS[order.status]}
      </button>
    </article>
  );
}

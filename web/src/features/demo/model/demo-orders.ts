/** The demo's order states (SPEC.md 4 'Demo orders'): pending -> preparing -> ready -> served. */
import type { DemoOrder, DemoOrderStatus } from './demo-types';

export const DEMO_ORDER_STATUSES: readonly DemoOrderStatus[] = ['pending', 'preparing', 'ready', 'served'];

export const DEMO_STATUS_TITLES: Record<DemoOrderStatus, string> = {
  pending: 'Pending',
  preparing: 'Preparing',
  ready: 'Ready',
  served: 'Served',
};

const NEXT: Record<DemoOrderStatus, DemoOrderStatus | null> = {
  pending: 'preparing',
  preparing: 'ready',
  ready: 'served',
  served: null,
};

/** The button each state shows; a served order's 'Completed' does nothing more. */
export const DEMO_ORDER_ACTIONS: Record<DemoOrderStatus, string> = {
  pending: 'Start Preparing',
  preparing: 'Mark Ready',
  ready: 'Mark Served',
  served: 'Completed',
};

export function nextDemoStatus(status: DemoOrderStatus): DemoOrderStatus | null {
  return NEXT[status];
}

/** The order one step further along; a served order stays as it is. */
export function advanceDemoOrder(order: DemoOrder): DemoOrder {
  const next = nextDemoStatus(order.status);
  return next ? { ...order, status: next } : order;
}

export function ordersWithStatus(orders: readonly DemoOrder[], status: DemoOrderStatus): DemoOrder[] {
  return orders.filter((o) => o.status === status).sort((a, b) => a.timestamp - b.timestamp);
}

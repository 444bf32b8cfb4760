import { defineRoute } from './lib/http/route';
import { OrderBoard } from './lib/domain/dashboard/order-board';
import { ordersListQuerySchema, SETTLED_ORDER_STATUSES } from '../shared/api';
import { DASHBOARD_ORDER_STATUSES } from '../shared/constants';

type SettledStatus = (typeof SETTLED_ORDER_STATUSES)[number];

/**
 * The board (default): the caller's restaurant's orders in the wanted statuses (default: the dashboard's four),
 * oldest first, the settled ones only from today. `view=history`: older settled orders, newest first, by page.
 */
export const handler = defineRoute<'staff', undefined, typeof ordersListQuerySchema>(
  'orders-list',
  { query: ordersListQuerySchema },
  async ({ caller, query }) =>
    query.view === 'history'
      ? OrderBoard.history(caller.restaurantId, { status: query.status?.[0] as SettledStatus | undefined, cursor: query.cursor, limit: query.limit })
      : OrderBoard.list(caller.restaurantId, query.status ?? DASHBOARD_ORDER_STATUSES),
);

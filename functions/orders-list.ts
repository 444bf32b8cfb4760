import { defineRoute } from './lib/http/route';
import { Orders } from './lib/composition';
import type { SettledStatus } from './lib/domain/orders';
import { ordersListQuerySchema } from '../shared/api';
import { DASHBOARD_ORDER_STATUSES } from '../shared/constants';

/**
 * The board (default): the caller's restaurant's orders in the wanted statuses (default: the dashboard's four),
 * oldest first, the settled ones only from today. `view=history`: older settled orders, newest first, by page.
 */
export const handler = defineRoute(
  'orders-list',
  { query: ordersListQuerySchema },
  async ({ caller, query }) =>
    query.view === 'history'
      ? Orders.history(caller.restaurantId, { status: query.status?.[0] as SettledStatus | undefined, cursor: query.cursor, limit: query.limit })
      : Orders.board(caller.restaurantId, query.status ?? DASHBOARD_ORDER_STATUSES),
);

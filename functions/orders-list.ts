import { defineRoute } from './lib/http/route';
import { Orders } from './lib/domain/orders';
import { ordersListQuerySchema } from '../shared/api';
import { DASHBOARD_ORDER_STATUSES } from '../shared/constants';

/** Orders of the caller's restaurant in the wanted statuses (default: the dashboard's four), oldest first. */
export const handler = defineRoute<'staff', undefined, typeof ordersListQuerySchema>(
  'orders-list',
  { query: ordersListQuerySchema },
  async ({ caller, query }) => ({
    orders: await Orders.listByRestaurant(caller.restaurantId, query.status ?? DASHBOARD_ORDER_STATUSES),
  }),
);

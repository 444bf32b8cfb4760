import { orderIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Orders } from './lib/composition';

/** One ticket with its lines, options, notes and timestamps (the Details panel). */
export const handler = defineRoute(
  'order-get',
  { params: orderIdParamsSchema },
  async ({ caller, params }) => ({ order: await Orders.ticket(caller.restaurantId, params.orderId) }),
);

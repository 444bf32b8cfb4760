import { orderAdvanceRequestSchema, orderIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Orders } from './lib/composition';

/** Start / Mark Ready / Mark Served: 400 for a move the status machine refuses, 409 status_conflict when stale. */
export const handler = defineRoute(
  'order-advance',
  { body: orderAdvanceRequestSchema, params: orderIdParamsSchema },
  async ({ caller, params, body }) => ({
    order: await Orders.advanceTicket(caller.restaurantId, params.orderId, body.from, body.to),
  }),
);

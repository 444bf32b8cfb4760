import { orderAdvanceRequestSchema, orderIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { OrderBoard } from './lib/domain/dashboard/order-board';

/** Start / Mark Ready / Mark Served: 400 for a move the status machine refuses, 409 status_conflict when stale. */
export const handler = defineRoute<'staff', typeof orderAdvanceRequestSchema, undefined, typeof orderIdParamsSchema>(
  'order-advance',
  { body: orderAdvanceRequestSchema, params: orderIdParamsSchema },
  async ({ caller, params, body }) => ({
    order: await OrderBoard.advance(caller.restaurantId, params.orderId, body.from, body.to),
  }),
);

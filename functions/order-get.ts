import { orderIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { OrderBoard } from './lib/domain/dashboard/order-board';

/** One ticket with its lines, options, notes and timestamps (the Details panel). */
export const handler = defineRoute<'staff', undefined, undefined, typeof orderIdParamsSchema>(
  'order-get',
  { params: orderIdParamsSchema },
  async ({ caller, params }) => ({ order: await OrderBoard.get(caller.restaurantId, params.orderId) }),
);

import { orderIdParamsSchema, refundRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Refunds } from './lib/composition';
import { paymentGateway } from './lib/payments/configured';

/**
 * A refund by item, of the tip, of an amount or of everything left (owners and managers; staff get 403). 400 with the
 * reason when it cannot be made (above what is left, a line refunded already); the same requestId is the same refund.
 */
export const handler = defineRoute(
  'order-refund',
  { body: refundRequestSchema, params: orderIdParamsSchema },
  async ({ caller, params, body }) =>
    Refunds.request(
      { gateway: paymentGateway },
      { restaurantId: caller.restaurantId, orderId: params.orderId, userId: caller.userId, request: body },
    ),
);

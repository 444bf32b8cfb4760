import { orderIdParamsSchema, refundRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Receipts, Refunds } from './lib/composition';
import { receiptDeps } from './lib/mail/receipt-deps';
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
      // A refund that went through sends the diner's credit note, when they asked for a receipt (issue 27 item 4).
      { gateway: paymentGateway, onSucceeded: async (orderId, refundId) => void (await Receipts.sendCreditNote(receiptDeps, orderId, refundId)) },
      { restaurantId: caller.restaurantId, orderId: params.orderId, userId: caller.userId, request: body },
    ),
);

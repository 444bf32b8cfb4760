import { orderIdParamsSchema, sandboxDisputeRequestSchema } from '../shared/api';
import { db, Orders } from './lib/composition';
import { ConflictError, NotFoundError } from './lib/errors';
import { defineRoute } from './lib/http/route';
import { sandboxDisputes } from './lib/payments/configured';
import { StripeApiError } from './lib/payments/stripe-api';

/**
 * The sandbox's dispute control: opens a dispute on the restaurant's paid order (charge.dispute.created, signed, through
 * the webhook like Stripe's), or closes it won or lost. With Stripe configured there is no sandbox: 404.
 */
export const handler = defineRoute('sandbox-dispute', { params: orderIdParamsSchema, body: sandboxDisputeRequestSchema }, async ({ caller, params, body }) => {
  if (!sandboxDisputes) throw new NotFoundError('There is no sandbox gateway here: disputes come from card holders through Stripe');
  const order = await Orders.get(params.orderId);
  if (!order || order.restaurantId !== caller.restaurantId) throw new NotFoundError('Order not found');
  const { data } = await db.entities.order.get({ orderId: order.id }).go({ attributes: ['checkoutSessionId'] });
  if (!data?.checkoutSessionId || order.paymentState === 'unpaid') throw new ConflictError('Only a paid order can be disputed.', 'not_paid');
  try {
    const dispute = body.action === 'open' ? await sandboxDisputes.openDispute(data.checkoutSessionId, body.reason) : await sandboxDisputes.closeDispute(data.checkoutSessionId, body.action);
    return { dispute: { id: dispute.id, status: dispute.status, amountCents: dispute.amountCents, reason: dispute.reason } };
  } catch (error) {
    if (error instanceof StripeApiError) throw new ConflictError(error.message.replace(' (sandbox gateway)', ''), error.code ?? 'sandbox_refused');
    throw error;
  }
});

import { defineRoute } from './lib/http/route';
import { Checkout } from './lib/composition';
import { paymentGateway } from './lib/payments/configured';
import { orderPublicQuerySchema } from '../shared/api';

/** The confirmation page's order; with session_id it first reconciles a payment the webhook has not brought yet. */
export const handler = defineRoute(
  'order-public',
  { query: orderPublicQuerySchema },
  async ({ query }) => Checkout.publicOrder(query.order_id, query.session_id, paymentGateway),
);

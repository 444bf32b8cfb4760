import { defineRoute } from './lib/http/route';
import { db } from './lib/composition';
import { readPublicOrder } from './lib/domain/checkout/public-order';
import { paymentGateway } from './lib/payments/configured';
import { orderPublicQuerySchema } from '../shared/api';

/** The confirmation page's order; with session_id it first reconciles a payment the webhook has not brought yet. */
export const handler = defineRoute(
  'order-public',
  { query: orderPublicQuerySchema },
  async ({ query }) => readPublicOrder(db, query.order_id, query.session_id, paymentGateway),
);

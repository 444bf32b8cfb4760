import { defineRoute } from './lib/http/route';
import { Checkout } from './lib/domain/checkout';
import { paymentGateway, siteUrl } from './lib/payments/configured';
import { createPaymentRequestSchema } from '../shared/api';

/** The diner's Pay: prices the cart on the server, writes the order, answers with the checkout URL. */
export const handler = defineRoute<'public', typeof createPaymentRequestSchema>(
  'create-payment',
  { body: createPaymentRequestSchema },
  async ({ body }) => Checkout.start(body, { gateway: paymentGateway, siteUrl }),
);

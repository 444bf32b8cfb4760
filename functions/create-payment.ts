import { defineRoute } from './lib/http/route';
import { admitCheckout, Checkout } from './lib/composition';
import { config } from './lib/config';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { paymentGateway, siteUrl } from './lib/payments/configured';
import { createPaymentRequestSchema } from '../shared/api';

/**
 * The diner's Pay: prices the cart on the server, writes the order, answers with the checkout URL. Rate limited per
 * client and per restaurant first (429 rate_limited); a retried attempt is not counted again.
 */
export const handler = defineRoute(
  'create-payment',
  { body: createPaymentRequestSchema },
  async ({ body, event }) => {
    await admitCheckout({ restaurantId: body.restaurantId, attemptId: body.attemptId, client: clientKey(viewerAddress(event, config.edgeOriginSecret)) });
    return Checkout.start(body, { gateway: paymentGateway, siteUrl });
  },
);

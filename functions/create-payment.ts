import { defineRoute } from './lib/http/route';
import { admitCheckout, db } from './lib/composition';
import { startCheckout } from './lib/domain/checkout/start-checkout';
import { config } from './lib/config';
import { orderClaims } from './lib/domain/checkout-limits';
import { clientKey, viewerAddress } from './lib/domain/client-key';
import { paymentGateway, siteUrl } from './lib/payments/configured';
import { createPaymentRequestSchema } from '../shared/api';

/**
 * The diner's Pay: prices the cart on the server, writes the order, answers with the checkout URL. Rate limited per
 * client and per restaurant first (429 rate_limited); a retried attempt is not counted again. The order itself counts
 * against the client's bounds per table and per restaurant (checkout-limits.ts orderClaims), written with it.
 */
export const handler = defineRoute(
  'create-payment',
  { body: createPaymentRequestSchema },
  async ({ body, event }) => {
    const client = clientKey(viewerAddress(event, config.edgeOriginSecret));
    await admitCheckout({ restaurantId: body.restaurantId, attemptId: body.attemptId, client });
    const claims = orderClaims({ restaurantId: body.restaurantId, client, tableLabel: body.tableLabel });
    return startCheckout(db, body, { gateway: paymentGateway, siteUrl, claims });
  },
);

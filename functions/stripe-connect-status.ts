import { defineRoute } from './lib/http/route';
import { Connect } from './lib/composition';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/**
 * The restaurant's Connect status (charges, payouts, what Stripe still needs), read from the gateway; the
 * restaurant's flags are refreshed when they differ. No account yet: everything off, nothing due.
 */
export const handler = defineRoute('stripe-connect-status', {}, async ({ caller }) =>
  Connect.status(caller.restaurantId, { connect: paymentGateway.connect, siteUrl }),
);

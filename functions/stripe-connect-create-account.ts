import { defineRoute } from './lib/http/route';
import { Connect } from './lib/composition';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/** The restaurant's Express account: the one it has, else created now (one per restaurant, even when called twice). */
export const handler = defineRoute('stripe-connect-create-account', {}, async ({ caller }) =>
  Connect.createAccount(caller.restaurantId, { connect: paymentGateway.connect, siteUrl }, caller.emailVerified ? caller.email : undefined),
);

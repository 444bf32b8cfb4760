import { defineRoute } from './lib/http/route';
import { Connect } from './lib/composition';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/**
 * An account session for the embedded onboarding (its client secret, the publishable key and which onboarding the
 * page shows: Stripe's component or the sandbox panel); the account is created first when there is none.
 */
export const handler = defineRoute('stripe-connect-account-session', {}, async ({ caller }) =>
  Connect.accountSession(caller.restaurantId, { connect: paymentGateway.connect, siteUrl }, caller.emailVerified ? caller.email : undefined),
);

import { defineRoute } from './lib/http/route';
import { Connect } from './lib/composition';
import { paymentGateway, siteUrl } from './lib/payments/configured';

/**
 * The hosted onboarding (the fallback to the embedded one): a single-use link that returns to Payment Settings
 * (`?onboarding=return`, or `?onboarding=refresh` once it has expired); the account is created first when needed.
 */
export const handler = defineRoute('stripe-connect-onboarding-link', {}, async ({ caller }) =>
  Connect.onboardingLink(caller.restaurantId, { connect: paymentGateway.connect, siteUrl }, caller.emailVerified ? caller.email : undefined),
);

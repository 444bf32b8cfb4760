/**
 * Samples for Stripe Connect onboarding (see route-samples.ts): the owner's stripe-connect-* routes and the sandbox's
 * onboarding look-alike (its panel's JSON routes and the hosted page). Each sandbox sample opens its own account
 * session or link on restaurant A's account (which has finished onboarding, so a step is a harmless repeat).
 */
import { paymentGateway, siteUrl } from '../../../functions/lib/payments/configured';
import { Connect, Restaurants } from '../../../functions/lib/composition';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

const unknownClientSecret = `sandbox_cs_${'0'.repeat(32)}`;

async function clientSecret(f: Fixtures): Promise<string> {
  const accountId = await Restaurants.stripeAccountId(f.restaurantA.id);
  return (await paymentGateway.connect.createAccountSession(accountId!)).clientSecret;
}

/** A link back to the test stack's web app (Payment Settings), where the finished onboarding redirects. */
async function linkId(f: Fixtures): Promise<string> {
  const { url } = await Connect.onboardingLink(f.restaurantA.id, { connect: paymentGateway.connect, siteUrl });
  return new URL(url).pathname.split('/').pop()!;
}

export const connectRouteSamples: Record<string, SampleFactory> = {
  'stripe-connect-status': {},
  'stripe-connect-create-account': {},
  'stripe-connect-account-session': {},
  'stripe-connect-onboarding-link': {},

  'sandbox-connect-session': async (f) => ({
    path: { clientSecret: await clientSecret(f) },
    wrongTypes: { path: { clientSecret: 'not-a-secret' } },
    unknownId: { path: { clientSecret: unknownClientSecret } },
  }),

  'sandbox-connect-step': async (f) => ({
    path: { clientSecret: await clientSecret(f), step: 'terms' },
    body: { step: 'terms', accepted: true },
    wrongTypes: { path: { clientSecret: await clientSecret(f), step: 'bank' }, body: { step: 'bank', routingNumber: 110000000, accountNumber: ['x'] } },
    missingFields: { path: { clientSecret: await clientSecret(f), step: 'business' }, body: { step: 'business' } },
    unknownId: { path: { clientSecret: unknownClientSecret, step: 'terms' }, body: { step: 'terms', accepted: true } },
  }),

  // An HTML page for the owner's browser: a finished account's link redirects to the app (303, which the test
  // client follows); unknown links get a 404 page, so there is no JSON unknownId variant here.
  'sandbox-connect-onboarding GET': async (f) => ({
    path: { linkId: await linkId(f) },
    wrongTypes: { path: { linkId: 'not-a-link' } },
  }),

  'sandbox-connect-onboarding POST': async (f) => ({
    path: { linkId: await linkId(f), step: 'terms' },
    rawBody: 'accepted=yes',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    rawBodyRoute: true,
    wrongTypes: { path: { linkId: await linkId(f), step: 'refund' } },
  }),
};

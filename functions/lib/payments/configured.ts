/**
 * The composition root of payments (DESIGN.md 2 and 7): the adapter is chosen ONCE, here, from configuration.
 * STRIPE_SECRET_KEY set -> Stripe (with STRIPE_PUBLISHABLE_KEY for Connect onboarding); unset -> the sandbox (local
 * runs and tests). Nothing else asks which one runs.
 * Missing settings fail at cold start, like the rest of the configuration.
 */
import { db } from '../composition';
import { config } from '../config';
import type { PaymentGateway } from './gateway';
import { createSandboxCheckout, createSandboxRedelivery, type SandboxCheckout } from './sandbox/checkout';
import type { SandboxDeliveries } from './sandbox/deliveries';
import { createSandboxDisputes, createSandboxGateway } from './sandbox/gateway';
import { createSandboxOnboarding, type SandboxOnboarding } from './sandbox/onboarding';
import { createStripeApi } from './stripe-api';
import { createStripeGateway } from './stripe-gateway';

function required(value: string | undefined, name: string): string {
  if (!value) throw new Error(`Missing required environment variable ${name} (payments)`);
  return value;
}

/** Comma separated: Stripe's platform endpoint and its Connect endpoint each sign with their own secret. */
const webhookSecrets = required(config.stripeWebhookSecret, 'STRIPE_WEBHOOK_SECRET')
  .split(',')
  .map((secret) => secret.trim())
  .filter(Boolean);

/** The web app's base URL: checkout returns the diner to its success and cancel pages. */
export const siteUrl = required(config.siteUrl, 'SITE_URL');

const sandbox = config.stripeSecretKey
  ? null
  : { webhookSecret: webhookSecrets[0]!, publicApiUrl: required(config.publicApiUrl, 'PUBLIC_API_URL') };

export const paymentGateway: PaymentGateway = sandbox
  ? createSandboxGateway(sandbox, db)
  : createStripeGateway({
      // One client per process. A Lambda has 10 s: fail a slow call early and retry once (idempotency keys make
      // the retry safe).
      stripe: createStripeApi({ secretKey: required(config.stripeSecretKey, 'STRIPE_SECRET_KEY'), timeoutMs: 4_000, maxNetworkRetries: 1 }),
      webhookSecrets,
      publishableKey: required(config.stripePublishableKey, 'STRIPE_PUBLISHABLE_KEY'),
    });

/*
 * The sandbox's pages and redelivery queue below are pure (annotated): a function that does not use them (create-payment,
 * the webhook, Connect) leaves their code out of its bundle.
 */

/** The sandbox's hosted checkout pages; null when Stripe is configured (those routes then answer 404). */
export const sandboxCheckout: SandboxCheckout | null = sandbox ? /* @__PURE__ */ createSandboxCheckout(sandbox, db) : null;

/** The sandbox's Connect onboarding look-alike; null when Stripe is configured (those routes then answer 404). */
export const sandboxOnboarding: SandboxOnboarding | null = sandbox ? /* @__PURE__ */ createSandboxOnboarding(sandbox, db) : null;

type SandboxDisputes = ReturnType<typeof createSandboxDisputes>;

/** The sandbox's disputes, opened on an order as a card holder's bank would; null when Stripe is configured. */
export const sandboxDisputes: SandboxDisputes | null = sandbox ? /* @__PURE__ */ createSandboxDisputes(sandbox, db) : null;

/** The sandbox's queue of webhook events to retry; null with Stripe (Stripe retries its own). */
export const sandboxRedelivery: SandboxDeliveries | null = sandbox ? /* @__PURE__ */ createSandboxRedelivery(sandbox, db) : null;

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

/**
 * The sandbox runs when no Stripe key is set (local runs and tests). Deployed bundles are built without it:
 * infra/function-bundling.ts defines TABLETAP_SANDBOX_PAYMENTS as 'false', so each test below folds to false when
 * bundled and the sandbox's code is left out. Every deployed function that takes payments is bound to Stripe
 * (bindPayments); there a missing key fails at cold start instead of quietly taking fake payments.
 * (The test is written out at each use because esbuild folds an expression, not a variable holding one.)
 */
const sandboxSettings = () => ({ webhookSecret: webhookSecrets[0]!, publicApiUrl: required(config.publicApiUrl, 'PUBLIC_API_URL') });

export const paymentGateway: PaymentGateway =
  process.env.TABLETAP_SANDBOX_PAYMENTS !== 'false' && !config.stripeSecretKey
    ? createSandboxGateway(sandboxSettings(), db)
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
export const sandboxCheckout: SandboxCheckout | null =
  process.env.TABLETAP_SANDBOX_PAYMENTS !== 'false' && !config.stripeSecretKey
    ? /* @__PURE__ */ createSandboxCheckout(sandboxSettings(), db)
    : null;

/** The sandbox's Connect onboarding look-alike; null when Stripe is configured (those routes then answer 404). */
export const sandboxOnboarding: SandboxOnboarding | null =
  process.env.TABLETAP_SANDBOX_PAYMENTS !== 'false' && !config.stripeSecretKey
    ? /* @__PURE__ */ createSandboxOnboarding(sandboxSettings(), db)
    : null;

type SandboxDisputes = ReturnType<typeof createSandboxDisputes>;

/** The sandbox's disputes, opened on an order as a card holder's bank would; null when Stripe is configured. */
export const sandboxDisputes: SandboxDisputes | null =
  process.env.TABLETAP_SANDBOX_PAYMENTS !== 'false' && !config.stripeSecretKey
    ? /* @__PURE__ */ createSandboxDisputes(sandboxSettings(), db)
    : null;

/** The sandbox's queue of webhook events to retry; null with Stripe (Stripe retries its own). */
export const sandboxRedelivery: SandboxDeliveries | null =
  process.env.TABLETAP_SANDBOX_PAYMENTS !== 'false' && !config.stripeSecretKey
    ? /* @__PURE__ */ createSandboxRedelivery(sandboxSettings(), db)
    : null;

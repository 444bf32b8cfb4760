/**
 * Payouts through Stripe Connect (SPEC.md 2 Payments, 3 "Payment status response", 7 the stripe-connect-* calls;
 * DESIGN.md 7). Routes (restaurant-scoped, owner only, under /api/v1/restaurants/{restaurantId}/payments):
 *   GET  /status            -> connectStatusSchema          stripe-connect-status (also refreshes the restaurant's flags)
 *   POST /account           -> connectAccountSchema         stripe-connect-create-account (one per restaurant, ever)
 *   POST /account-session   -> connectAccountSessionSchema  stripe-connect-account-session (the embedded onboarding)
 *   POST /onboarding-link   -> connectOnboardingLinkSchema  stripe-connect-onboarding-link (the hosted fallback)
 *
 * The sandbox gateway (no Stripe key: local runs and tests) answers the same calls with its own accounts, and adds an
 * onboarding look-alike, public but reachable only with an account session's client secret or a link's id:
 *   GET  /sandbox/connect/sessions/{clientSecret}          -> sandboxOnboardingStateSchema
 *   POST /sandbox/connect/sessions/{clientSecret}/{step}   sandboxOnboardingStepRequestSchema -> sandboxOnboardingStateSchema
 *   GET  /sandbox/connect/onboarding/{linkId}              the hosted look-alike page (HTML), for the fallback link
 * Each completed step sends a signed `account.updated` to the real webhook (as Stripe does); after the last step the
 * account can charge and receive payouts.
 */
import * as z from '../zod';
import { PLATFORM_FEE_BPS } from '../constants';

/** Stripe's requirement names (e.g. 'external_account', 'business_profile.url'), as Stripe lists them. */
export const connectRequirementsSchema = z.object({
  currentlyDue: z.array(z.string()),
  pastDue: z.array(z.string()),
});
export type ConnectRequirements = z.infer<typeof connectRequirementsSchema>;

export const connectStatusSchema = z.object({
  /** null until the owner starts onboarding (no connected account yet): everything is then off and nothing is due. */
  accountId: z.nullable(z.string()),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  /** The owner has submitted the onboarding form (Stripe may still be verifying). */
  detailsSubmitted: z.boolean(),
  requirements: connectRequirementsSchema,
});
export type ConnectStatus = z.infer<typeof connectStatusSchema>;

export const connectAccountSchema = z.object({ accountId: z.string() });
export type ConnectAccount = z.infer<typeof connectAccountSchema>;

/** Which onboarding the page shows: Stripe's embedded component, or the sandbox's look-alike panel. */
export const CONNECT_GATEWAYS = ['stripe', 'sandbox'] as const;
export type ConnectGateway = (typeof CONNECT_GATEWAYS)[number];

export const connectAccountSessionSchema = z.object({
  accountId: z.string(),
  clientSecret: z.string(),
  publishableKey: z.string(),
  gateway: z.enum(CONNECT_GATEWAYS),
});
export type ConnectAccountSession = z.infer<typeof connectAccountSessionSchema>;

export const connectOnboardingLinkSchema = z.object({ url: z.string() });
export type ConnectOnboardingLink = z.infer<typeof connectOnboardingLinkSchema>;

/** The platform's cut (SPEC.md 1: 5% per order, no monthly fee) as the Platform Fees card shows it: PLATFORM_FEE_BPS in percent. */
export const PLATFORM_FEE_PERCENT = PLATFORM_FEE_BPS / 100;

// ---- The sandbox onboarding look-alike ----

/** The look-alike's steps, in order; each clears its own requirements. */
export const SANDBOX_ONBOARDING_STEPS = ['business', 'bank', 'terms'] as const;
export type SandboxOnboardingStep = (typeof SANDBOX_ONBOARDING_STEPS)[number];

/** Stripe's requirement names each step clears. */
export const SANDBOX_STEP_REQUIREMENTS: Record<SandboxOnboardingStep, readonly string[]> = {
  business: ['business_type', 'business_profile.name', 'business_profile.url', 'representative.first_name', 'representative.last_name'],
  bank: ['external_account'],
  terms: ['tos_acceptance.date', 'tos_acceptance.ip'],
};

/** Stripe's documented test bank details; the sandbox accepts only these (so nothing real is ever typed in). */
export const SANDBOX_TEST_ROUTING_NUMBER = '110000000';
export const SANDBOX_TEST_ACCOUNT_NUMBER = '000123456789';

const text = (max: number) => z.string().check(z.trim(), z.minLength(1, 'is required'), z.maxLength(max, 'is too long'));

export const sandboxOnboardingStepRequestSchema = z.discriminatedUnion('step', [
  z.strictObject({
    step: z.literal('business'),
    businessName: text(100),
    businessUrl: text(200),
    firstName: text(60),
    lastName: text(60),
  }),
  z.strictObject({
    step: z.literal('bank'),
    routingNumber: z.literal(SANDBOX_TEST_ROUTING_NUMBER, `Use the test routing number ${SANDBOX_TEST_ROUTING_NUMBER}`),
    accountNumber: z.literal(SANDBOX_TEST_ACCOUNT_NUMBER, `Use the test account number ${SANDBOX_TEST_ACCOUNT_NUMBER}`),
  }),
  z.strictObject({ step: z.literal('terms'), accepted: z.literal(true, 'Accept the terms to finish') }),
]);
export type SandboxOnboardingStepRequest = z.infer<typeof sandboxOnboardingStepRequestSchema>;

export const sandboxOnboardingStateSchema = z.object({
  accountId: z.string(),
  completedSteps: z.array(z.enum(SANDBOX_ONBOARDING_STEPS)),
  businessName: z.nullable(z.string()),
  chargesEnabled: z.boolean(),
  payoutsEnabled: z.boolean(),
  requirements: connectRequirementsSchema,
});
export type SandboxOnboardingState = z.infer<typeof sandboxOnboardingStateSchema>;

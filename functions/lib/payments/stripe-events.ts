/**
 * Stripe's webhook events, verified and reduced to the domain's PaymentEvent. Both adapters verify with Stripe's own
 * `webhooks.constructEvent` (HMAC over the raw body, timestamp within the default 300 s tolerance), so the sandbox's
 * events go through exactly the code path Stripe's do. Stripe's check only bounds a signature's age; one dated in the
 * future (a replay prepared in advance, or a skewed signer) is refused here as well.
 */
import Stripe from 'stripe';
import { BadRequestError } from '../errors';
import type { CheckoutPaymentStatus, CheckoutSessionStatus, CheckoutSessionView, PaymentEvent } from './gateway';

type Webhooks = Pick<typeof Stripe.webhooks, 'constructEvent'>;

/** Stripe's default tolerance, applied both ways: a signature more than this old or this far ahead is refused. */
export const SIGNATURE_TOLERANCE_SECONDS = 300;

/** The `t=` timestamp of a `Stripe-Signature` header; null when there is none. */
export function signatureTimestamp(signature: string): number | null {
  const match = /(?:^|,)\s*t=(\d{1,12})\s*(?:,|$)/.exec(signature);
  return match ? Number(match[1]) : null;
}

export function invalidSignature(): BadRequestError {
  return new BadRequestError('The webhook signature is missing, invalid or too old', undefined, 'invalid_signature');
}

/**
 * Verifies and parses a webhook body; any failure (signature, age, JSON) is a 400 and nothing is acted on.
 * Several secrets may be valid: Stripe signs the platform's endpoint and the Connect endpoint (account.updated of
 * connected accounts) with different ones.
 */
export function verifyStripeEvent(
  webhooks: Webhooks,
  rawBody: string,
  signature: string | undefined,
  secrets: readonly string[],
): PaymentEvent {
  if (!signature) throw invalidSignature();
  const signedAt = signatureTimestamp(signature);
  if (signedAt === null || signedAt > nowSeconds() + SIGNATURE_TOLERANCE_SECONDS) throw invalidSignature();
  const event = secrets.reduce<Stripe.Event | null>((verified, secret) => verified ?? constructWith(webhooks, rawBody, signature, secret), null);
  if (!event) throw invalidSignature();
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || !isPlainObject(event.data?.object)) {
    throw new BadRequestError('Not a Stripe event', undefined, 'invalid_event');
  }
  // The events we act on describe an object with an id (a checkout session, an account): without one it is no event
  // of Stripe's, however well signed.
  const acted = event.type.startsWith('checkout.session.') || event.type === 'account.updated';
  if (acted && typeof (event.data.object as { id?: unknown }).id !== 'string') {
    throw new BadRequestError(`A ${event.type} event must describe an object with an id`, undefined, 'invalid_event');
  }
  return toPaymentEvent(event);
}

/** The event when `secret` signed it; null when it did not (or the signature is too old). */
function constructWith(webhooks: Webhooks, rawBody: string, signature: string, secret: string): Stripe.Event | null {
  try {
    return webhooks.constructEvent(rawBody, signature, secret, SIGNATURE_TOLERANCE_SECONDS);
  } catch (error) {
    if (error instanceof SyntaxError) throw new BadRequestError('Request body is not valid JSON', undefined, 'invalid_json');
    return null;
  }
}

const nowSeconds = () => Math.floor(Date.now() / 1000);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, account: typeof event.account === 'string' && event.account ? event.account : null };
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'checkout_completed', session: toSessionView(event.data.object) };
    case 'checkout.session.expired':
      return { ...base, kind: 'checkout_expired', session: toSessionView(event.data.object) };
    case 'account.updated': {
      const account = event.data.object;
      return {
        ...base,
        kind: 'account_updated',
        accountId: account.id,
        chargesEnabled: account.charges_enabled === true,
        payoutsEnabled: account.payouts_enabled === true,
      };
    }
    default:
      return { ...base, kind: 'other', type: event.type };
  }
}

export function toSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: session.id,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    status: (session.status ?? 'open') as CheckoutSessionStatus,
    paymentStatus: session.payment_status as CheckoutPaymentStatus,
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
  };
}

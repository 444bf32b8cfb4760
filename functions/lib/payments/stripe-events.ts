/**
 * Stripe's webhook events, verified and reduced to the domain's PaymentEvent. Both adapters verify with
 * ./stripe-signature (Stripe's scheme: HMAC-SHA256 over the raw body, timestamp within 300 s, here both ways), so the
 * sandbox's events go through exactly the code path Stripe's do, and the webhook function carries no Stripe client.
 */
import type Stripe from 'stripe';
import { BadRequestError } from '../errors';
import type { CheckoutPaymentStatus, CheckoutSessionStatus, CheckoutSessionView, PaymentEvent } from './gateway';
import { isValidSignature } from './stripe-signature';

export { SIGNATURE_TOLERANCE_SECONDS } from './stripe-signature';

export function invalidSignature(): BadRequestError {
  return new BadRequestError('The webhook signature is missing, invalid or too old', undefined, 'invalid_signature');
}

/**
 * Verifies and parses a webhook body; any failure (signature, age, JSON) is a 400 and nothing is acted on.
 * Several secrets may be valid: Stripe signs the platform's endpoint and the Connect endpoint (account.updated of
 * connected accounts) with different ones.
 */
export function verifyStripeEvent(rawBody: string, signature: string | undefined, secrets: readonly string[]): PaymentEvent {
  if (!isValidSignature(rawBody, signature, secrets)) throw invalidSignature();
  let event: Stripe.Event;
  try {
    event = JSON.parse(rawBody) as Stripe.Event;
  } catch {
    throw new BadRequestError('Request body is not valid JSON', undefined, 'invalid_json');
  }
  if (!isPlainObject(event) || typeof event.id !== 'string' || typeof event.type !== 'string' || !isPlainObject(event.data?.object)) {
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
    case 'checkout.session.async_payment_failed':
      return { ...base, kind: 'checkout_payment_failed', session: toSessionView(event.data.object) };
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
    url: typeof session.url === 'string' ? session.url : null,
    expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
    // An id, or the PaymentIntent itself when the request expanded it.
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
  };
}

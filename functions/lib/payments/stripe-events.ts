/**
 * Stripe's webhook events, verified and reduced to the domain's PaymentEvent. Both adapters verify with Stripe's own
 * `webhooks.constructEvent` (HMAC over the raw body, timestamp within the default 300 s tolerance), so the sandbox's
 * events go through exactly the code path Stripe's do.
 */
import Stripe from 'stripe';
import { BadRequestError } from '../errors';
import type { CheckoutPaymentStatus, CheckoutSessionStatus, CheckoutSessionView, PaymentEvent } from './gateway';

type Webhooks = Pick<typeof Stripe.webhooks, 'constructEvent'>;

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
  const event = secrets.reduce<Stripe.Event | null>((verified, secret) => verified ?? constructWith(webhooks, rawBody, signature, secret), null);
  if (!event) throw invalidSignature();
  if (typeof event?.id !== 'string' || typeof event.type !== 'string' || typeof event.data?.object !== 'object') {
    throw new BadRequestError('Not a Stripe event', undefined, 'invalid_event');
  }
  return toPaymentEvent(event);
}

/** The event when `secret` signed it; null when it did not (or the signature is too old). */
function constructWith(webhooks: Webhooks, rawBody: string, signature: string, secret: string): Stripe.Event | null {
  try {
    return webhooks.constructEvent(rawBody, signature, secret);
  } catch (error) {
    if (error instanceof SyntaxError) throw new BadRequestError('Request body is not valid JSON', undefined, 'invalid_json');
    return null;
  }
}

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  switch (event.type) {
    case 'checkout.session.completed':
    case 'checkout.session.async_payment_succeeded':
      return { id: event.id, kind: 'checkout_completed', session: toSessionView(event.data.object) };
    case 'checkout.session.expired':
      return { id: event.id, kind: 'checkout_expired', session: toSessionView(event.data.object) };
    case 'account.updated': {
      const account = event.data.object;
      return {
        id: event.id,
        kind: 'account_updated',
        accountId: account.id,
        chargesEnabled: account.charges_enabled === true,
        payoutsEnabled: account.payouts_enabled === true,
      };
    }
    default:
      return { id: event.id, kind: 'other', type: event.type };
  }
}

export function toSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: session.id,
    orderId: session.client_reference_id ?? session.metadata?.orderId ?? null,
    status: (session.status ?? 'open') as CheckoutSessionStatus,
    paymentStatus: session.payment_status as CheckoutPaymentStatus,
    amountTotalCents: session.amount_total ?? null,
  };
}

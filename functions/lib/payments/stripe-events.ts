/**
 * Stripe's webhook events, verified and reduced to the domain's PaymentEvent. Both adapters verify with
 * ./stripe-signature (Stripe's scheme: HMAC-SHA256 over the raw body, timestamp within 300 s, here both ways), so the
 * sandbox's events go through exactly the code path Stripe's do, and the webhook function carries no Stripe client.
 */
import type Stripe from 'stripe';
import { BadRequestError } from '../errors';
import type {
  CardSetupView,
  CheckoutPaymentStatus,
  CheckoutSessionStatus,
  CheckoutSessionView,
  DisputeStatus,
  DisputeView,
  PaymentEvent,
  RefundStatus,
  RefundView,
  SavedCardChargeStatus,
  SavedCardChargeView,
} from './gateway';
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
  const acted = event.type.startsWith('checkout.session.') || ACTED_OTHER_TYPES.has(event.type);
  if (acted && typeof (event.data.object as { id?: unknown }).id !== 'string') {
    throw new BadRequestError(`A ${event.type} event must describe an object with an id`, undefined, 'invalid_event');
  }
  return toPaymentEvent(event);
}

/** Event types besides checkout.session.* the domain acts on (each describes an object with an id). */
const ACTED_OTHER_TYPES: ReadonlySet<string> = new Set([
  'account.updated',
  'charge.refunded',
  'refund.updated',
  'refund.failed',
  'charge.dispute.created',
  'charge.dispute.updated',
  'charge.dispute.closed',
  'payment_intent.succeeded',
  'payment_intent.payment_failed',
]);

const isPlainObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

export function toPaymentEvent(event: Stripe.Event): PaymentEvent {
  const base = { id: event.id, account: typeof event.account === 'string' && event.account ? event.account : null };
  switch (event.type) {
    case 'checkout.session.completed':
      // A setup-mode session saved a card for a table's tab (issue 29): nothing was paid.
      if (event.data.object.mode === 'setup') return { ...base, kind: 'card_setup_completed', setup: toCardSetupView(event.data.object) };
      return { ...base, kind: 'checkout_completed', session: toSessionView(event.data.object) };
    case 'checkout.session.async_payment_succeeded':
      return { ...base, kind: 'checkout_completed', session: toSessionView(event.data.object) };
    case 'checkout.session.expired':
      if (event.data.object.mode === 'setup') return { ...base, kind: 'card_setup_expired', setup: toCardSetupView(event.data.object) };
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
    case 'charge.refunded': {
      const charge = event.data.object;
      return {
        ...base,
        kind: 'charge_refunded',
        chargeId: charge.id,
        paymentIntentId: idOf(charge.payment_intent),
        amountRefundedCents: charge.amount_refunded ?? 0,
        refunds: (charge.refunds?.data ?? []).map(toRefundView),
      };
    }
    case 'refund.updated':
      return { ...base, kind: 'refund_updated', refund: toRefundView(event.data.object) };
    case 'refund.failed':
      return { ...base, kind: 'refund_failed', refund: toRefundView(event.data.object) };
    case 'charge.dispute.created':
      return { ...base, kind: 'dispute_created', dispute: toDisputeView(event.data.object) };
    case 'charge.dispute.updated':
      return { ...base, kind: 'dispute_updated', dispute: toDisputeView(event.data.object) };
    case 'charge.dispute.closed':
      return { ...base, kind: 'dispute_closed', dispute: toDisputeView(event.data.object) };
    // An off-session charge of a tab's saved card is known by its metadata.tabId (chargeSavedCard sets it; a Checkout
    // Session's payment intent never carries one). Any other payment intent's events are not acted on.
    case 'payment_intent.succeeded':
    case 'payment_intent.payment_failed': {
      const intent = event.data.object;
      if (!intent.metadata?.tabId) return { ...base, kind: 'other', type: event.type };
      const kind = event.type === 'payment_intent.succeeded' ? 'saved_card_charge_succeeded' : 'saved_card_charge_failed';
      return { ...base, kind, charge: toSavedCardChargeView(intent) };
    }
    default:
      return { ...base, kind: 'other', type: event.type };
  }
}

export function toSessionView(session: Stripe.Checkout.Session): CheckoutSessionView {
  return {
    id: session.id,
    // A setup-mode session's client_reference_id is a tab's id, not an order's.
    orderId: session.mode === 'setup' ? null : (session.client_reference_id ?? session.metadata?.orderId ?? null),
    status: (session.status ?? 'open') as CheckoutSessionStatus,
    paymentStatus: session.payment_status as CheckoutPaymentStatus,
    amountTotalCents: session.amount_total ?? null,
    currency: session.currency ? session.currency.toUpperCase() : null,
    url: typeof session.url === 'string' ? session.url : null,
    expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
    // An id, or the PaymentIntent itself when the request expanded it.
    paymentIntentId: typeof session.payment_intent === 'string' ? session.payment_intent : (session.payment_intent?.id ?? null),
    tabId: session.metadata?.tabId ?? null,
  };
}

/**
 * A setup-mode session (a tab's saved card, issue 29). A retrieve that expands `setup_intent.payment_method` tells the
 * saved card and its label; an event carries `setup_intent` as an id only, so its view has the SetupIntent's id but
 * paymentMethodId and cardLabel null: the domain retrieves the session (retrieveCardSetupSession) to learn the card.
 */
export function toCardSetupView(session: Stripe.Checkout.Session): CardSetupView {
  const setupIntent = session.setup_intent;
  const paymentMethod = typeof setupIntent === 'object' && setupIntent !== null ? setupIntent.payment_method : null;
  const card = typeof paymentMethod === 'object' && paymentMethod !== null ? paymentMethod.card : null;
  return {
    id: session.id,
    tabId: session.metadata?.tabId ?? session.client_reference_id ?? null,
    status: (session.status ?? 'open') as CheckoutSessionStatus,
    customerId: idOf(session.customer),
    setupIntentId: idOf(setupIntent),
    paymentMethodId: idOf(paymentMethod),
    cardLabel: card?.last4 ? `${cardBrandName(card.brand)} ending ${card.last4}` : null,
    email: session.customer_details?.email ?? null,
    url: typeof session.url === 'string' ? session.url : null,
    expiresAt: typeof session.expires_at === 'number' ? session.expires_at : null,
  };
}

/** Stripe's card brand codes as a card holder reads them. */
const CARD_BRANDS: Readonly<Record<string, string>> = {
  amex: 'American Express',
  cartes_bancaires: 'Cartes Bancaires',
  diners: 'Diners Club',
  discover: 'Discover',
  eftpos_au: 'eftpos',
  interac: 'Interac',
  jcb: 'JCB',
  link: 'Link',
  mastercard: 'Mastercard',
  unionpay: 'UnionPay',
  visa: 'Visa',
};

export function cardBrandName(brand: string | null | undefined): string {
  if (!brand || brand === 'unknown') return 'Card';
  return CARD_BRANDS[brand] ?? brand.charAt(0).toUpperCase() + brand.slice(1);
}

const CHARGE_STATUSES: readonly SavedCardChargeStatus[] = ['succeeded', 'processing', 'requires_action', 'requires_payment_method', 'canceled'];

/**
 * An off-session PaymentIntent (a retrieve, its payment_intent.* event, or the one a card error names). `failureCode`
 * is the card error's code when the intent came with one; otherwise the intent's last_payment_error says it.
 */
export function toSavedCardChargeView(intent: Stripe.PaymentIntent, failureCode?: string | null): SavedCardChargeView {
  const status = CHARGE_STATUSES.find((known) => known === intent.status) ?? 'processing';
  return {
    paymentIntentId: intent.id,
    status,
    amountCents: intent.amount,
    currency: intent.currency ? intent.currency.toUpperCase() : null,
    chargeId: idOf(intent.latest_charge),
    failureCode: failureCode ?? (status === 'succeeded' ? null : (intent.last_payment_error?.code ?? null)),
    tabId: intent.metadata?.tabId ?? null,
    paymentId: intent.metadata?.paymentId ?? null,
  };
}

/** An expandable field's id: Stripe sends an id, or the object itself when the request expanded it. */
const idOf = (value: string | { id: string } | null | undefined): string | null =>
  typeof value === 'string' ? value : (value?.id ?? null);

export function toRefundView(refund: Stripe.Refund): RefundView {
  return {
    id: refund.id,
    status: (refund.status ?? 'pending') as RefundStatus,
    amountCents: refund.amount,
    currency: refund.currency ? refund.currency.toUpperCase() : null,
    paymentIntentId: idOf(refund.payment_intent),
    chargeId: idOf(refund.charge),
    failureReason: refund.failure_reason ?? null,
    orderId: refund.metadata?.orderId ?? null,
    refundId: refund.metadata?.refundId ?? null,
  };
}

export function toDisputeView(dispute: Stripe.Dispute): DisputeView {
  return {
    id: dispute.id,
    chargeId: typeof dispute.charge === 'string' ? dispute.charge : dispute.charge.id,
    paymentIntentId: idOf(dispute.payment_intent),
    amountCents: dispute.amount,
    currency: dispute.currency ? dispute.currency.toUpperCase() : null,
    reason: dispute.reason,
    status: dispute.status as DisputeStatus,
    evidenceDueBy: dispute.evidence_details?.due_by ?? null,
  };
}

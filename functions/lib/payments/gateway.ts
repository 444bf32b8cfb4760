/**
 * The payment gateway port (DESIGN.md 7). Two adapters: Stripe (./stripe-gateway) and the local sandbox
 * (./sandbox/gateway), chosen once from configuration in ./configured. Domain code sees only these types.
 */
import type { LanguageCode } from '../../../shared/languages';
import type { ConnectGateway } from '../../../shared/api/payments';

export interface CheckoutLine {
  name: string;
  /** Chosen options and the note, e.g. "Size: Large, Extras: Olives". */
  description: string | null;
  unitAmountCents: number;
  quantity: number;
}

/** Everything a hosted checkout needs to charge one order as a destination charge. */
export interface CheckoutRequest {
  orderId: string;
  orderCode: string;
  restaurantId: string;
  restaurantName: string;
  /** The restaurant's connected account, which receives the charge less the fee. */
  destinationAccountId: string;
  /** ISO 4217, e.g. 'USD'. */
  currency: string;
  /** The order's lines; tax and tip are given apart and charged as lines of their own. */
  lines: CheckoutLine[];
  /** The tax added to the lines; 0 when the menu prices include it (it is in the lines' amounts then). */
  taxCents: number;
  tipCents: number;
  /** Equals the sum of the lines plus tax and tip: the adapters refuse a request where it does not. */
  totalCents: number;
  /** The platform's application fee. */
  feeCents: number;
  /** May contain Stripe's `{CHECKOUT_SESSION_ID}` placeholder. */
  successUrl: string;
  cancelUrl: string;
  /** Epoch seconds; at least 30 minutes after the gateway receives the request (Stripe refuses less). */
  expiresAt: number;
  /** The payment methods the diner may pay with (Stripe's `allowed_payment_method_types`), never left to the dashboard. */
  paymentMethodTypes: readonly PaymentMethodType[];
  /** Same key, same session: a retried checkout never makes a second one. */
  idempotencyKey: string;
  locale?: LanguageCode;
  /**
   * A share of a table's bill (issue 29) instead of an order: `orderId` is then the tab payment's id, and this the
   * tab's (the visit's session id). Sent as metadata.tabId beside metadata.orderId; its session's view carries it back.
   */
  tabId?: string;
}

/**
 * Methods a table may pay with: only those confirmed while the diner is still at the table. A bank debit (ACH, SEPA)
 * settles days later, and a diner who has left by then is a walkout; Apple Pay and Google Pay ride on `card`.
 */
export const TABLE_PAYMENT_METHOD_TYPES = ['card'] as const;
export type PaymentMethodType = (typeof TABLE_PAYMENT_METHOD_TYPES)[number] | 'us_bank_account' | 'sepa_debit';

export type CheckoutSessionStatus = 'open' | 'complete' | 'expired';
export type CheckoutPaymentStatus = 'paid' | 'unpaid' | 'no_payment_required';

/** A checkout session as the domain reads it (from a retrieve or from an event). */
export interface CheckoutSessionView {
  id: string;
  /** Our order id (client_reference_id / metadata.orderId); null when the session is not one of ours. */
  orderId: string | null;
  status: CheckoutSessionStatus;
  paymentStatus: CheckoutPaymentStatus;
  amountTotalCents: number | null;
  /** ISO 4217 in upper case (Stripe sends lower case), or null when the gateway did not say. */
  currency: string | null;
  /** Where the diner pays while the session is open; null when the gateway did not say (events carry none). */
  url: string | null;
  /** When an open session expires (epoch seconds); null when the gateway did not say. */
  expiresAt: number | null;
  /**
   * The payment intent the session made (Stripe's `payment_intent`), kept on the order so it can be refunded without
   * another lookup; null while the session has none (open, expired unpaid) or when the gateway did not say.
   */
  paymentIntentId: string | null;
  /** metadata.tabId: the session pays a share of a table's bill (then `orderId` is the tab payment's id); absent/null: an order's. */
  tabId?: string | null;
}

/**
 * Saving a card for a table's open tab (issue 29): a Customer is made for the tab, then a Checkout Session in setup
 * mode (payment_method_types card, SetupIntent usage off_session) saves the diner's card to it. Nothing is charged;
 * the tab is later charged off-session (chargeSavedCard) when it is left open.
 */
export interface CardSetupRequest {
  /** Our tab's id (the visit's session id): client_reference_id and metadata.tabId. */
  tabId: string;
  restaurantId: string;
  restaurantName: string;
  /** ISO 4217: Checkout's setup mode asks for it. */
  currency: string;
  /** May contain `{CHECKOUT_SESSION_ID}`. */
  successUrl: string;
  cancelUrl: string;
  /** Epoch seconds, at least 30 minutes ahead, as for a payment session. */
  expiresAt: number;
  /** Same key, same Customer and session. */
  idempotencyKey: string;
  locale?: LanguageCode;
}

/** A setup-mode Checkout Session as the domain reads it (a retrieve or its checkout.session.* event). */
export interface CardSetupView {
  id: string;
  /** metadata.tabId; null when the session is not one of ours. */
  tabId: string | null;
  status: CheckoutSessionStatus;
  customerId: string | null;
  setupIntentId: string | null;
  /** The saved card (the SetupIntent's payment_method) once the session is complete; null before. */
  paymentMethodId: string | null;
  /** e.g. 'Visa ending 4242', when the gateway says (a retrieve expanding the payment method); null otherwise. */
  cardLabel: string | null;
  /** The card holder's e-mail as Checkout asked for it (customer_details.email): where the tab's receipt goes. */
  email: string | null;
  url: string | null;
  expiresAt: number | null;
}

/**
 * An off-session charge of a saved card (Stripe: PaymentIntent confirm=true, off_session=true, a destination charge
 * with the application fee), for a tab left open (issue 29). The diner is not there to authenticate: a card that asks
 * for it answers requires_action / authentication_required, and the tab then waits for its holder.
 */
export interface SavedCardChargeRequest {
  customerId: string;
  paymentMethodId: string;
  amountCents: number;
  /** ISO 4217. */
  currency: string;
  feeCents: number;
  destinationAccountId: string;
  /** The statement's and dashboard's description, e.g. 'Table 9 at Tomas Tacos'. */
  description: string;
  metadata: { tabId: string; paymentId: string; restaurantId: string };
  /** Same key, same PaymentIntent: a retried charge never charges twice. */
  idempotencyKey: string;
}

export type SavedCardChargeStatus = 'succeeded' | 'processing' | 'requires_action' | 'requires_payment_method' | 'canceled';

export interface SavedCardChargeView {
  /** null when the card was refused before an intent was kept (Stripe still names it on the error: then it is set). */
  paymentIntentId: string | null;
  status: SavedCardChargeStatus;
  amountCents: number;
  currency: string | null;
  chargeId: string | null;
  /** Stripe's error code when the card was refused, e.g. 'authentication_required', 'card_declined'; null otherwise. */
  failureCode: string | null;
  /** metadata the intent was made with; null for an intent not ours. */
  tabId: string | null;
  paymentId: string | null;
}

/** Stripe's refund reasons a refund may be created with. */
export type RefundReason = 'duplicate' | 'fraudulent' | 'requested_by_customer';
export type RefundStatus = 'pending' | 'requires_action' | 'succeeded' | 'failed' | 'canceled';

/**
 * A refund of the platform's destination charge, created on its payment intent. The adapters reverse the transfer and
 * the application fee in proportion (the restaurant's share and ours go back; we keep no fee on money returned).
 */
export interface RefundRequest {
  paymentIntentId: string;
  amountCents: number;
  /** Same key, same refund: a retried or double-clicked refund never makes a second one. */
  idempotencyKey: string;
  reason?: RefundReason;
  /** Our ids, sent back on the refund's events. */
  metadata: { orderId: string; refundId: string };
}

/** A refund as the domain reads it (from its creation or from an event). */
export interface RefundView {
  id: string;
  status: RefundStatus;
  amountCents: number;
  /** ISO 4217 in upper case, or null when the gateway did not say. */
  currency: string | null;
  paymentIntentId: string | null;
  chargeId: string | null;
  /** Stripe's failure_reason when the refund failed (e.g. 'expired_or_canceled_card'); null otherwise. */
  failureReason: string | null;
  /** Our metadata (orderId, refundId) when the refund was created with it; null for one made elsewhere (the dashboard). */
  orderId: string | null;
  refundId: string | null;
}

export type DisputeStatus =
  | 'warning_needs_response'
  | 'warning_under_review'
  | 'warning_closed'
  | 'needs_response'
  | 'under_review'
  | 'appeal_needs_response'
  | 'appeal_under_review'
  | 'won'
  | 'lost'
  | 'prevented';

/** A dispute (chargeback) on a charge, as the domain reads it from charge.dispute.* events. */
export interface DisputeView {
  id: string;
  chargeId: string;
  paymentIntentId: string | null;
  amountCents: number;
  currency: string | null;
  /** Stripe's reason, e.g. 'fraudulent', 'product_not_received'. */
  reason: string;
  status: DisputeStatus;
  /** The evidence deadline (epoch seconds; evidence_details.due_by), null when none. */
  evidenceDueBy: number | null;
}

/**
 * A verified webhook event, reduced to what the domain acts on. `account` is the connected account the event
 * happened on (Stripe's `event.account`, set on a Connect endpoint's events); null for the platform's own events,
 * which is where a destination charge's checkout events arrive.
 */
export type PaymentEvent =
  | { id: string; account: string | null; kind: 'checkout_completed'; session: CheckoutSessionView }
  | { id: string; account: string | null; kind: 'checkout_expired'; session: CheckoutSessionView }
  /** A delayed method (bank debit) did not settle: checkout.session.async_payment_failed. */
  | { id: string; account: string | null; kind: 'checkout_payment_failed'; session: CheckoutSessionView }
  | {
      id: string;
      account: string | null;
      kind: 'account_updated';
      accountId: string;
      chargesEnabled: boolean;
      payoutsEnabled: boolean;
    }
  /**
   * charge.refunded: the charge's amount refunded so far (all refunds together) and its refunds when the event lists
   * them (Stripe no longer expands charge.refunds in events by default: an empty list then).
   */
  | {
      id: string;
      account: string | null;
      kind: 'charge_refunded';
      chargeId: string;
      paymentIntentId: string | null;
      amountRefundedCents: number;
      refunds: RefundView[];
    }
  /** refund.updated / refund.failed: one refund as it is now (failed: refund.status 'failed' and its failure_reason). */
  | { id: string; account: string | null; kind: 'refund_updated' | 'refund_failed'; refund: RefundView }
  | { id: string; account: string | null; kind: 'dispute_created' | 'dispute_updated' | 'dispute_closed'; dispute: DisputeView }
  /** A setup-mode session completed (the card is saved) or expired unsaved (issue 29). */
  | { id: string; account: string | null; kind: 'card_setup_completed' | 'card_setup_expired'; setup: CardSetupView }
  /** payment_intent.succeeded / payment_intent.payment_failed of an off-session charge of a tab's saved card. */
  | { id: string; account: string | null; kind: 'saved_card_charge_succeeded' | 'saved_card_charge_failed'; charge: SavedCardChargeView }
  | { id: string; account: string | null; kind: 'other'; type: string };

/** A restaurant's Express account to create (one per restaurant: the key makes a retried or racing call a replay). */
export interface ConnectAccountRequest {
  restaurantId: string;
  /** The owner's e-mail, prefilled in Stripe's onboarding. */
  email?: string;
  /** ISO 3166-1 alpha-2; unset: Stripe uses the platform's country. */
  country?: string;
  idempotencyKey: string;
}

/** A connected account as the domain reads it (Stripe's requirement names, e.g. 'external_account'). */
export interface ConnectAccountView {
  accountId: string;
  chargesEnabled: boolean;
  payoutsEnabled: boolean;
  detailsSubmitted: boolean;
  requirements: { currentlyDue: string[]; pastDue: string[] };
}

/** Stripe Connect: the restaurants' Express accounts and their onboarding (embedded, or the hosted fallback). */
export interface ConnectPort {
  /** Which onboarding the web app shows: Stripe's embedded component, or the sandbox's look-alike panel. */
  readonly gateway: ConnectGateway;
  /** The key the web app loads Connect.js with (the sandbox's is a placeholder). */
  readonly publishableKey: string;
  createAccount(request: ConnectAccountRequest): Promise<{ accountId: string }>;
  /** null when the gateway does not know the account. */
  retrieveAccount(accountId: string): Promise<ConnectAccountView | null>;
  /** An account session with the onboarding component enabled; its client secret goes to the web app. */
  createAccountSession(accountId: string): Promise<{ clientSecret: string }>;
  /** A single-use link to the hosted onboarding; `refreshUrl` when it has expired, `returnUrl` when the owner leaves. */
  createOnboardingLink(accountId: string, urls: { refreshUrl: string; returnUrl: string }): Promise<{ url: string }>;
}

export interface PaymentGateway {
  connect: ConnectPort;
  createCheckoutSession(request: CheckoutRequest): Promise<{ id: string; url: string }>;
  /** null when the gateway does not know the session id. */
  retrieveCheckoutSession(sessionId: string): Promise<CheckoutSessionView | null>;
  /**
   * Ends an open session unpaid at once (Stripe's POST /v1/checkout/sessions/{id}/expire, which also sends
   * checkout.session.expired): a table's round taken back by its payer (issue 28). A session no longer open is
   * answered as it is (complete: it was paid meanwhile); null when the gateway does not know it.
   */
  expireCheckoutSession(sessionId: string): Promise<CheckoutSessionView | null>;
  /**
   * Refunds part or all of a paid payment intent (a destination charge: transfer and application fee reversed in
   * proportion). Throws the gateway's refusal (e.g. an amount above what is left) like any gateway error.
   */
  createRefund(request: RefundRequest): Promise<RefundView>;
  /** A Customer for the tab and a setup-mode Checkout Session saving the diner's card to it (issue 29). */
  createCardSetupSession(request: CardSetupRequest): Promise<{ id: string; url: string; customerId: string }>;
  /** null when the gateway does not know the session id (or it is not a setup-mode session). */
  retrieveCardSetupSession(sessionId: string): Promise<CardSetupView | null>;
  /**
   * Charges a saved card off-session. A refused card is an answer, not an error: its status and failureCode say why
   * (authentication_required, card_declined). Only a failure to reach the gateway or a malformed request throws.
   */
  chargeSavedCard(request: SavedCardChargeRequest): Promise<SavedCardChargeView>;
  /** Verifies the signature (and its age) over the raw body; throws a 400 `invalid_signature` when it fails. */
  constructEvent(rawBody: string, signature: string | undefined): PaymentEvent;
}

/** The order's total must be what the gateway charges: lines x quantity + tax + tip. */
export function assertBalanced(request: CheckoutRequest): void {
  const lines = request.lines.reduce((sum, line) => sum + line.unitAmountCents * line.quantity, 0);
  if (lines + request.taxCents + request.tipCents !== request.totalCents) {
    throw new Error(`Checkout for order ${request.orderId} does not add up to its total`);
  }
}

/**
 * The sandbox's webhook events: Stripe-shaped JSON, signed with Stripe's scheme (the same webhook secret) and POSTed
 * to the webhook function over HTTP, as Stripe does (deliveries.ts). The webhook cannot tell them from Stripe's own.
 */
import { randomUUID } from 'node:crypto';
import { STRIPE_API_VERSION } from '../stripe-api';
import { signatureHeader } from '../stripe-signature';
import {
  currentStatus,
  sandboxChargeId,
  sandboxPaymentIntentId,
  type SandboxAccount,
  type SandboxCharge,
  type SandboxCustomer,
  type SandboxPaymentIntent,
  type SandboxRefund,
  type SandboxSession,
  type SandboxSetupSession,
} from './records';

export type { SandboxRefund } from './records';

export type SandboxEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';
export type SandboxAccountEventType = 'account.updated';
export type SandboxPaymentEventType =
  | 'charge.refunded'
  | 'refund.updated'
  | 'refund.failed'
  | 'charge.dispute.created'
  | 'charge.dispute.updated'
  | 'charge.dispute.closed'
  | 'payment_intent.succeeded'
  | 'payment_intent.payment_failed';
export type SandboxDispute = NonNullable<SandboxSession['dispute']>;

/** A signed-to-be event: its id (kept across redeliveries, as Stripe keeps it), type and JSON body. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType | SandboxAccountEventType | SandboxPaymentEventType;
  payload: string;
}

/** The checkout.session fields the webhook (and a curious reader) uses, shaped as Stripe sends them. */
function checkoutSessionObject(session: SandboxSession) {
  return {
    id: session.sessionId,
    object: 'checkout.session',
    mode: 'payment',
    client_reference_id: session.orderId,
    metadata: { orderId: session.orderId, restaurantId: session.restaurantId, orderCode: session.orderCode, ...(session.tabId ? { tabId: session.tabId } : {}) },
    status: currentStatus(session),
    payment_status: session.paymentStatus,
    amount_subtotal: session.totalCents,
    amount_total: session.totalCents,
    currency: session.currency.toLowerCase(),
    expires_at: session.checkoutExpiresAt,
    allowed_payment_method_types: session.paymentMethodTypes ?? ['card'],
    payment_method_types: session.paymentMethodTypes ?? ['card'],
    livemode: false,
    payment_intent: sandboxPaymentIntentId(session),
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: null,
  };
}

/** A Refund as Stripe sends it (refund.updated / refund.failed, and in a charge's refunds). */
export function refundObject(charge: SandboxCharge, refund: SandboxRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amountCents,
    balance_transaction: null,
    charge: charge.chargeId,
    created: refund.created,
    currency: charge.currency,
    destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
    failure_reason: refund.failureReason ?? null,
    metadata: { orderId: refund.orderId, refundId: refund.refundId },
    payment_intent: charge.paymentIntentId,
    reason: refund.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: refund.status === 'succeeded' ? `trr_sandbox_${refund.id.slice(-24)}` : null,
  };
}

/** A payment's Charge as Stripe sends it in charge.refunded: amount_refunded and its refunds, newest first. */
function chargeObject(charge: SandboxCharge) {
  const refunds = [...charge.refunds].reverse().map((refund) => refundObject(charge, refund));
  return {
    id: charge.chargeId,
    object: 'charge',
    amount: charge.amountCents,
    amount_captured: charge.amountCents,
    amount_refunded: charge.refundedCents,
    application_fee_amount: charge.feeCents,
    captured: true,
    currency: charge.currency,
    livemode: false,
    metadata: charge.metadata,
    paid: true,
    payment_intent: charge.paymentIntentId,
    refunded: charge.refundedCents === charge.amountCents,
    refunds: { object: 'list', data: refunds, has_more: false, total_count: refunds.length, url: `/v1/charges/${charge.chargeId}/refunds` },
    status: 'succeeded',
    transfer_data: { amount: null, destination: charge.destinationAccountId },
  };
}

/** A Dispute as Stripe sends it in charge.dispute.* events. */
function disputeObject(session: SandboxSession, dispute: SandboxDispute) {
  return {
    id: dispute.id,
    object: 'dispute',
    amount: dispute.amountCents,
    balance_transactions: [],
    charge: sandboxChargeId(session),
    created: dispute.created,
    currency: session.currency.toLowerCase(),
    evidence_details: { due_by: dispute.dueBy, has_evidence: false, past_due: false, submission_count: 0, submission_method: 'not_submitted' },
    is_charge_refundable: false,
    livemode: false,
    metadata: {},
    payment_intent: sandboxPaymentIntentId(session),
    reason: dispute.reason,
    status: dispute.status,
  };
}

/** charge.refunded about a payment's charge as it is now. */
export function sandboxChargeRefundedEvent(charge: SandboxCharge): SandboxEvent {
  return envelope('charge.refunded', chargeObject(charge));
}

/** refund.updated or refund.failed about one of a payment's refunds. */
export function sandboxRefundEvent(type: 'refund.updated' | 'refund.failed', charge: SandboxCharge, refund: SandboxRefund): SandboxEvent {
  return envelope(type, refundObject(charge, refund));
}

/** charge.dispute.created / updated / closed about the session's dispute. */
export function sandboxDisputeEvent(
  type: 'charge.dispute.created' | 'charge.dispute.updated' | 'charge.dispute.closed',
  session: SandboxSession,
  dispute: SandboxDispute,
): SandboxEvent {
  return envelope(type, disputeObject(session, dispute));
}

/** An Express account's fields as Stripe sends them in account.updated (those the webhook reads, and a few more). */
function accountObject(account: SandboxAccount) {
  const capability = account.chargesEnabled ? 'active' : 'inactive';
  return {
    id: account.accountId,
    object: 'account',
    type: 'express',
    country: account.country ?? 'US',
    email: account.email ?? null,
    business_profile: { name: account.businessName ?? null, url: account.businessUrl ?? null },
    capabilities: { card_payments: capability, transfers: capability },
    charges_enabled: account.chargesEnabled,
    payouts_enabled: account.payoutsEnabled,
    details_submitted: account.detailsSubmitted,
    metadata: { restaurantId: account.restaurantId },
    requirements: {
      currently_due: account.currentlyDue,
      eventually_due: account.currentlyDue,
      past_due: [],
      pending_verification: [],
      errors: [],
      current_deadline: null,
      disabled_reason: account.chargesEnabled ? null : 'requirements.past_due',
    },
    created: Math.floor(Date.parse(account.createdAt) / 1000),
  };
}

function envelope(type: SandboxEvent['type'], object: unknown, extra: Record<string, unknown> = {}): SandboxEvent {
  const id = `evt_sandbox_${randomUUID().replace(/-/g, '')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: STRIPE_API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    ...extra,
    data: { object },
  });
  return { id, type, payload };
}

/** A Stripe-shaped event about the session, with its id (kept across redeliveries, as Stripe keeps it). */
export function sandboxEvent(type: SandboxEventType, session: SandboxSession): SandboxEvent {
  return envelope(type, checkoutSessionObject(session));
}

/**
 * A setup-mode Checkout Session as Stripe sends it in checkout.session.completed / expired (issue 29): nothing is
 * paid (payment_status no_payment_required), and `setup_intent` is the SetupIntent's id only, as in Stripe's events.
 */
function setupSessionObject(session: SandboxSetupSession) {
  return {
    id: session.sessionId,
    object: 'checkout.session',
    mode: 'setup',
    client_reference_id: session.tabId,
    customer: session.customerId,
    metadata: { tabId: session.tabId },
    status: currentStatus(session),
    payment_status: 'no_payment_required',
    amount_subtotal: null,
    amount_total: null,
    currency: session.currency.toLowerCase(),
    expires_at: session.checkoutExpiresAt,
    payment_method_types: ['card'],
    livemode: false,
    payment_intent: null,
    setup_intent: session.setupIntentId ?? null,
    customer_details: session.email ? { email: session.email } : null,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: null,
  };
}

export function sandboxSetupEvent(type: 'checkout.session.completed' | 'checkout.session.expired', session: SandboxSetupSession): SandboxEvent {
  return envelope(type, setupSessionObject(session));
}

/** A saved card as Stripe describes a PaymentMethod (an expanded setup_intent.payment_method, or an error's). */
export function paymentMethodObject(customer: SandboxCustomer, paymentMethodId: string) {
  const method = customer.paymentMethods.find((saved) => saved.id === paymentMethodId);
  return {
    id: paymentMethodId,
    object: 'payment_method',
    type: 'card',
    customer: customer.customerId,
    card: method ? { brand: method.brand, last4: method.last4, exp_month: 12, exp_year: new Date().getFullYear() + 3, funding: 'credit', country: 'US' } : null,
    created: method?.created ?? null,
    livemode: false,
    metadata: {},
  };
}

/**
 * An off-session PaymentIntent as Stripe sends it (payment_intent.* events, and in a card error): a refused one says
 * why in last_payment_error (type card_error, its code and decline_code).
 */
export function paymentIntentObject(intent: SandboxPaymentIntent) {
  const succeeded = intent.status === 'succeeded';
  return {
    id: intent.paymentIntentId,
    object: 'payment_intent',
    amount: intent.amountCents,
    amount_capturable: 0,
    amount_received: succeeded ? intent.amountCents : 0,
    application_fee_amount: intent.feeCents,
    capture_method: 'automatic',
    confirmation_method: 'automatic',
    created: intent.created,
    currency: intent.currency,
    customer: intent.customerId,
    description: intent.description,
    last_payment_error: succeeded
      ? null
      : {
          type: 'card_error',
          code: intent.failureCode ?? 'card_declined',
          decline_code: intent.declineCode ?? null,
          message: intent.failureCode === 'authentication_required' ? 'Your card was declined. This transaction requires authentication.' : 'Your card was declined.',
          payment_method: { id: intent.paymentMethodId, object: 'payment_method', type: 'card' },
        },
    latest_charge: intent.chargeId ?? null,
    livemode: false,
    metadata: { tabId: intent.tabId, paymentId: intent.paymentId, restaurantId: intent.restaurantId },
    next_action: intent.status === 'requires_action' ? { type: 'use_stripe_sdk', use_stripe_sdk: {} } : null,
    payment_method: intent.status === 'requires_payment_method' ? null : intent.paymentMethodId,
    payment_method_types: ['card'],
    setup_future_usage: null,
    status: intent.status,
    transfer_data: { destination: intent.destinationAccountId },
  };
}

/** payment_intent.succeeded or payment_intent.payment_failed about an off-session charge. */
export function sandboxPaymentIntentEvent(intent: SandboxPaymentIntent): SandboxEvent {
  return envelope(intent.status === 'succeeded' ? 'payment_intent.succeeded' : 'payment_intent.payment_failed', paymentIntentObject(intent));
}

/**
 * account.updated about a connected account, as a Connect endpoint receives it: the top-level `account` names the
 * account the event happened on, and data.object is the account as it is now.
 */
export function sandboxAccountEvent(account: SandboxAccount): SandboxEvent {
  return envelope('account.updated', accountObject(account), { account: account.accountId });
}

export function sandboxEventPayload(type: SandboxEventType, session: SandboxSession): string {
  return sandboxEvent(type, session).payload;
}

export function signPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return signatureHeader(payload, secret, timestampSeconds);
}


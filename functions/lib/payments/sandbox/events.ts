/**
 * The sandbox's webhook events: Stripe-shaped JSON, signed with Stripe's scheme (the same webhook secret) and POSTed
 * to the webhook function over HTTP, as Stripe does (deliveries.ts). The webhook cannot tell them from Stripe's own.
 */
import { randomUUID } from 'node:crypto';
import { STRIPE_API_VERSION } from '../stripe-api';
import { signatureHeader } from '../stripe-signature';
import { currentStatus, sandboxChargeId, sandboxPaymentIntentId, type SandboxAccount, type SandboxSession } from './records';

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
  | 'charge.dispute.closed';

export type SandboxRefund = NonNullable<SandboxSession['refunds']>[number];
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
    metadata: { orderId: session.orderId, restaurantId: session.restaurantId, orderCode: session.orderCode },
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
export function refundObject(session: SandboxSession, refund: SandboxRefund) {
  return {
    id: refund.id,
    object: 'refund',
    amount: refund.amountCents,
    balance_transaction: null,
    charge: sandboxChargeId(session),
    created: refund.created,
    currency: session.currency.toLowerCase(),
    destination_details: { type: 'card', card: { type: 'refund', reference_status: 'pending' } },
    failure_reason: refund.failureReason ?? null,
    metadata: { orderId: refund.orderId, refundId: refund.refundId },
    payment_intent: sandboxPaymentIntentId(session),
    reason: refund.reason ?? null,
    receipt_number: null,
    source_transfer_reversal: null,
    status: refund.status,
    transfer_reversal: refund.status === 'succeeded' ? `trr_sandbox_${refund.id.slice(-24)}` : null,
  };
}

/** The paid session's Charge as Stripe sends it in charge.refunded: amount_refunded and its refunds, newest first. */
function chargeObject(session: SandboxSession) {
  const refunded = session.refundedCents ?? 0;
  const refunds = [...(session.refunds ?? [])].reverse().map((refund) => refundObject(session, refund));
  return {
    id: sandboxChargeId(session),
    object: 'charge',
    amount: session.totalCents,
    amount_captured: session.totalCents,
    amount_refunded: refunded,
    application_fee_amount: session.feeCents,
    captured: true,
    currency: session.currency.toLowerCase(),
    livemode: false,
    metadata: { orderId: session.orderId, restaurantId: session.restaurantId },
    paid: true,
    payment_intent: sandboxPaymentIntentId(session),
    refunded: refunded === session.totalCents,
    refunds: { object: 'list', data: refunds, has_more: false, total_count: refunds.length, url: `/v1/charges/${sandboxChargeId(session)}/refunds` },
    status: 'succeeded',
    transfer_data: { amount: null, destination: session.destinationAccountId },
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

/** charge.refunded about the session's charge as it is now. */
export function sandboxChargeRefundedEvent(session: SandboxSession): SandboxEvent {
  return envelope('charge.refunded', chargeObject(session));
}

/** refund.updated or refund.failed about one of the session's refunds. */
export function sandboxRefundEvent(type: 'refund.updated' | 'refund.failed', session: SandboxSession, refund: SandboxRefund): SandboxEvent {
  return envelope(type, refundObject(session, refund));
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


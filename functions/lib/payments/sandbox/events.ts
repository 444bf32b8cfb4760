/**
 * The sandbox's webhook events: Stripe-shaped JSON, signed with Stripe's scheme (the same webhook secret) and POSTed
 * to the webhook function over HTTP, as Stripe does (deliveries.ts). The webhook cannot tell them from Stripe's own.
 */
import { randomUUID } from 'node:crypto';
import { STRIPE_API_VERSION } from '../stripe-api';
import { signatureHeader } from '../stripe-signature';
import { currentStatus, sandboxPaymentIntentId, type SandboxAccount, type SandboxSession } from './records';

export type SandboxEventType =
  | 'checkout.session.completed'
  | 'checkout.session.expired'
  | 'checkout.session.async_payment_succeeded'
  | 'checkout.session.async_payment_failed';
export type SandboxAccountEventType = 'account.updated';

/** A signed-to-be event: its id (kept across redeliveries, as Stripe keeps it), type and JSON body. */
export interface SandboxEvent {
  id: string;
  type: SandboxEventType | SandboxAccountEventType;
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


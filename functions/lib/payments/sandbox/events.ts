/**
 * The sandbox's webhook events: Stripe-shaped JSON, signed with Stripe's scheme (the same webhook secret) and POSTed
 * to the webhook function over HTTP, as Stripe does (deliveries.ts). The webhook cannot tell them from Stripe's own.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { currentStatus, type SandboxSession } from './sessions';

export type SandboxEventType = 'checkout.session.completed' | 'checkout.session.expired';

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
    livemode: false,
    payment_intent: session.paymentStatus === 'paid' ? `pi_sandbox_${session.sessionId.slice(-24)}` : null,
    success_url: session.successUrl,
    cancel_url: session.cancelUrl,
    url: null,
  };
}

/** A Stripe-shaped event about the session, with its id (kept across redeliveries, as Stripe keeps it). */
export function sandboxEvent(type: SandboxEventType, session: SandboxSession): { id: string; payload: string } {
  const id = `evt_sandbox_${randomUUID().replace(/-/g, '')}`;
  const payload = JSON.stringify({
    id,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: checkoutSessionObject(session) },
  });
  return { id, payload };
}

export function sandboxEventPayload(type: SandboxEventType, session: SandboxSession): string {
  return sandboxEvent(type, session).payload;
}

export function signPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestampSeconds ? { timestamp: timestampSeconds } : {}) });
}


/**
 * The sandbox's webhook events: Stripe-shaped JSON, signed with Stripe's scheme (the same webhook secret) and POSTed
 * to the webhook function over HTTP, as Stripe does. The webhook cannot tell them from Stripe's own.
 */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { logger } from '../../http/logger';
import { currentStatus, type SandboxSession } from './sessions';

export type SandboxEventType = 'checkout.session.completed' | 'checkout.session.expired';

/** Stripe gives up on a webhook after 10 s (then retries); the diner is waiting on this one, so less. */
const DELIVERY_TIMEOUT_MS = 5_000;

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

export function sandboxEventPayload(type: SandboxEventType, session: SandboxSession): string {
  return JSON.stringify({
    id: `evt_sandbox_${randomUUID().replace(/-/g, '')}`,
    object: 'event',
    api_version: Stripe.API_VERSION,
    created: Math.floor(Date.now() / 1000),
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    type,
    data: { object: checkoutSessionObject(session) },
  });
}

export function signPayload(payload: string, secret: string, timestampSeconds?: number): string {
  return Stripe.webhooks.generateTestHeaderString({ payload, secret, ...(timestampSeconds ? { timestamp: timestampSeconds } : {}) });
}

/**
 * Delivers one signed event; true when the webhook acknowledged it (2xx). A failed delivery is logged, not thrown:
 * the diner's success page reconciles from the session id, so no order is lost.
 */
export async function deliverSandboxEvent(
  webhookUrl: string,
  secret: string,
  type: SandboxEventType,
  session: SandboxSession,
): Promise<boolean> {
  const payload = sandboxEventPayload(type, session);
  try {
    const response = await fetch(webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(payload, secret) },
      body: payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    if (response.ok) return true;
    logger.warn('Sandbox webhook delivery refused', { type, sessionId: session.sessionId, status: response.status });
  } catch (error) {
    logger.warn('Sandbox webhook delivery failed', { type, sessionId: session.sessionId, error: error as Error });
  }
  return false;
}

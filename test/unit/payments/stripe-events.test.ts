import '../db/function-env';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeEvent } from '../../../functions/lib/payments/stripe-events';
import { sandboxEventPayload, signPayload } from '../../../functions/lib/payments/sandbox/events';
import { toSessionView, type SandboxSession } from '../../../functions/lib/payments/sandbox/sessions';

const secret = 'whsec_unit';
const verify = (payload: string, signature?: string) => verifyStripeEvent(payload, signature, [secret]);
const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });

describe('verifyStripeEvent', () => {
  it('reads async_payment_succeeded as a completed checkout, with its payment intent', () => {
    const payload = JSON.stringify({
      id: 'evt_a',
      object: 'event',
      type: 'checkout.session.async_payment_succeeded',
      account: 'acct_42',
      data: { object: { id: 'cs_1', metadata: { orderId: 'order-7' }, status: 'complete', payment_status: 'paid', amount_total: 500, currency: 'eur', payment_intent: 'pi_a' } },
    });
    expect(verify(payload, sign(payload))).toEqual({
      id: 'evt_a',
      account: 'acct_42',
      kind: 'checkout_completed',
      session: { id: 'cs_1', orderId: 'order-7', status: 'complete', paymentStatus: 'paid', amountTotalCents: 500, currency: 'EUR', url: null, expiresAt: null, paymentIntentId: 'pi_a', tabId: null },
    });
  });

  it('reads async_payment_failed as a failed payment of its session, not as an event to ignore (its payment intent expanded)', () => {
    const payload = JSON.stringify({
      id: 'evt_b',
      object: 'event',
      type: 'checkout.session.async_payment_failed',
      data: {
        object: {
          id: 'cs_2',
          client_reference_id: 'order-8',
          status: 'complete',
          payment_status: 'unpaid',
          amount_total: 900,
          currency: 'usd',
          expires_at: 1_800_000_000,
          payment_intent: { id: 'pi_b', object: 'payment_intent' },
        },
      },
    });
    expect(verify(payload, sign(payload))).toEqual({
      id: 'evt_b',
      account: null,
      kind: 'checkout_payment_failed',
      session: { id: 'cs_2', orderId: 'order-8', status: 'complete', paymentStatus: 'unpaid', amountTotalCents: 900, currency: 'USD', url: null, expiresAt: 1_800_000_000, paymentIntentId: 'pi_b', tabId: null },
    });
  });

  it('refuses a signature dated more than 300 s ahead, as it refuses one more than 300 s old', () => {
    const payload = JSON.stringify({ id: 'evt_f', object: 'event', type: 'checkout.session.completed', data: { object: { id: 'cs_f' } } });
    const now = Math.floor(Date.now() / 1000);
    const at = (timestamp: number) => Stripe.webhooks.generateTestHeaderString({ payload, secret, timestamp });
    expect(() => verify(payload, at(now + 301 + 5))).toThrow(expect.objectContaining({ status: 400, code: 'invalid_signature' }));
    expect(() => verify(payload, at(now - 301 - 5))).toThrow(expect.objectContaining({ status: 400, code: 'invalid_signature' }));
    expect(() => verify(payload, 'v1=abc')).toThrow(expect.objectContaining({ status: 400, code: 'invalid_signature' }));
    expect(verify(payload, at(now + 60)).id).toBe('evt_f');
    expect(verify(payload, at(now - 60)).id).toBe('evt_f');
  });

  it('refuses a correctly signed body that is not JSON, or not an event, with a 400', () => {
    expect(() => verify('not json', sign('not json'))).toThrow(expect.objectContaining({ status: 400, code: 'invalid_json' }));
    const notEvent = JSON.stringify({ hello: 'world' });
    expect(() => verify(notEvent, sign(notEvent))).toThrow(expect.objectContaining({ status: 400, code: 'invalid_event' }));
  });
});

describe("the sandbox's events", () => {
  const session = {
    sessionId: 'cs_sandbox_abc',
    orderId: 'order-1',
    orderCode: 'K7PXD',
    restaurantId: 'rest-1',
    currency: 'USD',
    totalCents: 2000,
    status: 'complete',
    paymentStatus: 'paid',
    checkoutExpiresAt: Math.floor(Date.now() / 1000) + 600,
    successUrl: 's',
    cancelUrl: 'c',
  } as SandboxSession;

  it("are Stripe-shaped (Stripe's API version) and pass the webhook's verification", () => {
    const payload = sandboxEventPayload('checkout.session.completed', session);
    const event = verify(payload, signPayload(payload, secret));
    expect(event).toMatchObject({
      kind: 'checkout_completed',
      session: { id: 'cs_sandbox_abc', orderId: 'order-1', status: 'complete', paymentStatus: 'paid', amountTotalCents: 2000, currency: 'USD' },
    });
    expect(event.id).toMatch(/^evt_sandbox_[0-9a-f]{32}$/);
    // The payment intent the event names is the one a retrieve of the session gives.
    expect(event.kind === 'checkout_completed' && event.session.paymentIntentId).toMatch(/^pi_sandbox_/);
    expect(event.kind === 'checkout_completed' && event.session.paymentIntentId).toBe(toSessionView(session).paymentIntentId);
    expect(JSON.parse(payload)).toMatchObject({ object: 'event', api_version: Stripe.API_VERSION, data: { object: { object: 'checkout.session', currency: 'usd' } } });
  });

  it('signed 10 minutes ago, are refused', () => {
    const payload = sandboxEventPayload('checkout.session.completed', session);
    expect(() => verify(payload, signPayload(payload, secret, Math.floor(Date.now() / 1000) - 600))).toThrow(
      expect.objectContaining({ code: 'invalid_signature' }),
    );
  });
});

/** Samples for create-payment, order-public, stripe-webhook and sandbox-checkout (see route-samples.ts). */
import { randomUUID } from 'node:crypto';
import Stripe from 'stripe';
import { api } from '../../support/api';
import type { Fixtures } from './fixtures';
import type { SampleFactory } from './route-samples';

/** Kept here (not imported from route-samples.ts, which imports this file) so module order never matters. */
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

function cart(f: Fixtures) {
  return {
    restaurantId: f.restaurantA.id,
    attemptId: randomUUID(),
    tableLabel: '4',
    tip: { kind: 'percent', percent: 18 },
    items: [{ itemId: f.menuA.pizzaId, qty: 1, optionIds: [f.menuA.largeOptionId] }, { itemId: f.menuA.plainItemId, qty: 2 }],
  };
}

/** A real pending order of restaurant A and its sandbox checkout session. */
async function checkout(f: Fixtures): Promise<{ orderId: string; sessionId: string; totalCents: number }> {
  const res = await api<{ url: string; orderId: string }>('POST', '/functions/v1/create-payment', { body: cart(f) });
  if (res.status !== 200) throw new Error(`create-payment answered ${res.status}: ${JSON.stringify(res.body)}`);
  // (1400 + 400) + 2 x 1250 = 4300; tax 344; tip 774
  return { orderId: res.body.orderId, sessionId: new URL(res.body.url).pathname.split('/').pop()!, totalCents: 5418 };
}

/** checkout.session.completed for that order, signed like Stripe signs it. */
function signedCompletion(order: { orderId: string; sessionId: string; totalCents: number }) {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: run the tests with test/run.ts');
  const rawBody = JSON.stringify({
    id: `evt_sample_${randomUUID()}`,
    object: 'event',
    type: 'checkout.session.completed',
    created: Math.floor(Date.now() / 1000),
    data: {
      object: {
        id: order.sessionId,
        object: 'checkout.session',
        client_reference_id: order.orderId,
        metadata: { orderId: order.orderId },
        status: 'complete',
        payment_status: 'paid',
        amount_total: order.totalCents,
        currency: 'usd',
      },
    },
  });
  return { rawBody, signature: Stripe.webhooks.generateTestHeaderString({ payload: rawBody, secret }) };
}

/** A real order of restaurant A, paid (its completion delivered to the webhook, signed). */
async function paidCheckout(f: Fixtures): Promise<string> {
  const order = await checkout(f);
  const { rawBody, signature } = signedCompletion(order);
  const res = await api('POST', '/functions/v1/stripe-webhook', { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': signature } });
  if (res.status !== 200) throw new Error(`stripe-webhook answered ${res.status}: ${JSON.stringify(res.body)}`);
  return order.orderId;
}

export const paymentRouteSamples: Record<string, SampleFactory> = {
  'create-payment': (f) => ({
    body: cart(f),
    wrongTypes: { body: { ...cart(f), items: 'pizza', tip: 18 } },
    missingFields: { body: { restaurantId: f.restaurantA.id } },
    unknownId: { body: { ...cart(f), restaurantId: unknownUuid } },
  }),

  'order-public': async (f) => ({
    query: { order_id: (await checkout(f)).orderId },
    wrongTypes: { query: { order_id: 'not an id!' } },
    missingFields: { query: {} },
    unknownId: { query: { order_id: unknownUuid } },
  }),

  // A paid order's receipt (issue 27 item 4), each sample from its own order so the per-order limit is never met.
  'order-receipt': async (f) => ({
    body: { order_id: await paidCheckout(f), email: 'diner@example.com' },
    wrongTypes: { body: { order_id: 42, email: ['diner@example.com'] } },
    missingFields: { body: {} },
    unknownId: { body: { order_id: unknownUuid, email: 'diner@example.com' } },
  }),

  'stripe-webhook': async (f) => {
    const { rawBody, signature } = signedCompletion(await checkout(f));
    return {
      rawBody,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      rawBodyRoute: true,
      wrongTypes: { rawBody, headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=0badc0de' } },
      missingFields: { rawBody, headers: { 'content-type': 'application/json' } },
    };
  },

  // Unknown sessions get an HTML page (404) for the diner's browser, so there is no JSON unknownId variant here.
  'sandbox-checkout GET': async (f) => ({
    path: { sessionId: (await checkout(f)).sessionId },
    validStatus: 200,
    wrongTypes: { path: { sessionId: 'not-a-session' } },
  }),

  // Cancel answers 303 to the web app's cancel page, which the test client follows.
  'sandbox-checkout POST': async (f) => ({
    path: { sessionId: (await checkout(f)).sessionId, action: 'cancel' },
    wrongTypes: { path: { sessionId: (await checkout(f)).sessionId, action: 'refund' } },
  }),
};

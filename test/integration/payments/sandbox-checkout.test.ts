import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { PublicOrder } from '../../../shared/api';
import { db, Orders } from '../../../functions/lib/composition';
import { attachCheckoutSession } from '../../../functions/lib/domain/checkout/order-session';
import { createSandboxSessions, toSessionView } from '../../../functions/lib/payments/sandbox/sessions';
import { createSandboxDeliveries, queuedDelivery, RETRY_SCHEDULE_SECONDS } from '../../../functions/lib/payments/sandbox/deliveries';
import { api, apiUrl } from '../../support/api';
import { createPayment, restaurantWithMenu, sampleCart, sessionIdOf, storedOrder, type PaymentRestaurant } from './support';

const SandboxSessions = createSandboxSessions(db);

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Sandbox Trattoria');
});

async function checkout() {
  const cart = sampleCart(r);
  const res = await createPayment(cart);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderId: res.body.orderId, url: res.body.url, sessionId: sessionIdOf(res.body.url) };
}

/** What a browser does with the page's forms: a urlencoded POST, redirects not followed so the test can read them. */
function submit(sessionId: string, action: 'pay' | 'cancel') {
  return fetch(`${apiUrl()}/sandbox/checkout/${sessionId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

function orderPublic(query: Record<string, string>) {
  return api<PublicOrder & { error?: { code: string; message: string } }>('GET', `/functions/v1/order-public?${new URLSearchParams(query)}`);
}

describe('the hosted checkout page', () => {
  it('shows the restaurant, lines, tax, tip, total and Pay/Cancel forms, self-contained and labelled as a sandbox', async () => {
    const { url, sessionId } = await checkout();
    const res = await fetch(url);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/html');
    const page = await res.text();
    for (const text of ['Sandbox - no real card is charged', 'Sandbox Trattoria', '2 &times; Margherita', 'Size: Large, Extras: Olives', 'Caesar Salad', '$50.50', '$4.04', '$9.09', 'Pay $63.63', 'Cancel']) {
      expect(page).toContain(text);
    }
    expect(page).toContain(`<form method="post" action="/sandbox/checkout/${sessionId}/pay">`);
    expect(page).toContain(`<form method="post" action="/sandbox/checkout/${sessionId}/cancel">`);
    expect(page).toContain('name="viewport"');
    expect(page).not.toMatch(/<script|<link|src=|url\(/i);
    // Its own policy replaces the blanket one: its style block and its forms work, nothing else loads.
    const csp = res.headers.get('content-security-policy')!;
    expect(csp).toMatch(/default-src 'none'/);
    expect(csp).toMatch(/style-src 'sha256-[A-Za-z0-9+/=]+'/);
    expect(csp).toContain(`form-action 'self' ${new URL(process.env.SITE_URL!).origin}`);
    expect(csp).not.toMatch(/sandbox|form-action 'none'/);
  });

  it('answers 404 with a page for an unknown session', async () => {
    const res = await fetch(`${apiUrl()}/sandbox/checkout/cs_sandbox_${'0'.repeat(32)}`);
    expect(res.status).toBe(404);
    expect(await res.text()).toContain('Checkout not found');
  });
});

describe('paying in the sandbox', () => {
  it('completes the session, delivers the signed webhook over HTTP, and sends the diner to the success page', async () => {
    const { orderId, sessionId } = await checkout();
    const res = await submit(sessionId, 'pay');
    expect(res.status).toBe(303);
    const location = new URL(res.headers.get('location')!);
    expect(`${location.origin}${location.pathname}`).toBe(`${process.env.SITE_URL}/order/success`);
    expect(Object.fromEntries(location.searchParams)).toEqual({ oid: orderId, session_id: sessionId, table: '7' });

    // The webhook already ran: the order is paid before the success page even asks, with the session's payment intent
    // (the one a retrieve of the session names too).
    expect(await Orders.get(orderId)).toMatchObject({ status: 'paid', paymentState: 'paid', feeCents: 273 });
    const paymentIntentId = toSessionView((await SandboxSessions.get(sessionId))!).paymentIntentId;
    expect(paymentIntentId).toMatch(/^pi_sandbox_/);
    expect(await storedOrder(orderId)).toMatchObject({ paymentState: 'paid', paymentIntentId });

    // What the success page then shows (it passes on oid and session_id).
    const view = await orderPublic({ order_id: orderId, session_id: sessionId });
    expect(view.status).toBe(200);
    expect(view.body).toMatchObject({
      id: orderId,
      status: 'paid',
      restaurantName: 'Sandbox Trattoria',
      tableLabel: '7',
      subtotalCents: 5050,
      taxCents: 404,
      tipCents: 909,
      totalCents: 6363,
      estimatedPrepMinutes: { min: 15, max: 20 },
    });
    expect(view.body.paidAt).not.toBeNull();
    expect(view.body).not.toHaveProperty('feeCents');
  });

  it('once paid, the page says so and paying again changes nothing', async () => {
    const { orderId, sessionId, url } = await checkout();
    expect((await submit(sessionId, 'pay')).status).toBe(303);
    const paid = await Orders.get(orderId);

    const page = await fetch(url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Already paid');
    const again = await submit(sessionId, 'pay');
    expect(again.status).toBe(409);
    expect(await again.text()).toContain('Already paid');
    expect(await Orders.get(orderId)).toEqual(paid);
  });

  it('cancel returns to the cancel page and leaves the order pending and the session open', async () => {
    const { orderId, sessionId } = await checkout();
    const res = await submit(sessionId, 'cancel');
    expect(res.status).toBe(303);
    expect(res.headers.get('location')).toBe(`${process.env.SITE_URL}/order/cancel?oid=${orderId}&restaurant_id=${r.id}&table=7`);
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');
    expect((await SandboxSessions.get(sessionId))?.status).toBe('open');
  });

  it('an expired session says so and closes its order (checkout.session.expired)', async () => {
    const { orderId } = await checkout();
    const order = (await Orders.get(orderId))!;
    // The order's session, already past its expiry (Stripe would have sent the event on time).
    const late = await SandboxSessions.create({
      orderId,
      orderCode: order.orderCode,
      restaurantId: r.id,
      restaurantName: r.name,
      destinationAccountId: 'acct_sandbox_test',
      currency: 'USD',
      lines: [{ name: 'Caesar Salad', description: null, unitAmountCents: 6363, quantity: 1 }],
      taxCents: 0,
      tipCents: 0,
      totalCents: 6363,
      feeCents: 318,
      successUrl: `${process.env.SITE_URL}/order/success?oid=${orderId}`,
      cancelUrl: `${process.env.SITE_URL}/order/cancel?oid=${orderId}`,
      expiresAt: Math.floor(Date.now() / 1000) - 60,
      paymentMethodTypes: ['card'],
      idempotencyKey: `late-${randomUUID()}`,
    });
    await attachCheckoutSession(db, orderId, late.sessionId);
    const page = await fetch(`${apiUrl()}/sandbox/checkout/${late.sessionId}`);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Checkout expired');
    expect((await Orders.get(orderId))?.status).toBe('expired');
    const pay = await submit(late.sessionId, 'pay');
    expect(pay.status).toBe(409);
    expect((await Orders.get(orderId))?.status).toBe('expired');
  });
});

describe('webhook redelivery (as Stripe retries)', () => {
  const waitFor = async (check: () => Promise<boolean>, timeoutMs = 15_000) => {
    const deadline = Date.now() + timeoutMs;
    while (!(await check())) {
      if (Date.now() > deadline) throw new Error('Timed out');
      await new Promise((r) => setTimeout(r, 200));
    }
  };

  it('a crash between "paid" and "delivered" leaves the event queued, and the runtime delivers it: the order is paid', async () => {
    const { orderId, sessionId } = await checkout();
    // What a crash right after the session was paid leaves behind: the session paid, its event queued, no attempt.
    const marked = await SandboxSessions.markPaid((await SandboxSessions.get(sessionId))!);
    expect(marked).not.toBeNull();
    const { data: queued } = await db.entities.sandboxWebhookDelivery.get({ eventId: marked!.delivery.eventId }).go();
    expect(queued).toMatchObject({ eventType: 'checkout.session.completed', sessionId, attempts: 0 });

    await waitFor(async () => (await Orders.get(orderId))?.status === 'paid');
    // The runtime removes the queued event once the webhook has answered, which is just after the order is paid.
    const queuedNow = async () => (await db.entities.sandboxWebhookDelivery.get({ eventId: marked!.delivery.eventId }).go({ consistent: true })).data;
    await waitFor(async () => (await queuedNow()) === null);
    expect(await queuedNow()).toBeNull();
  });

  it('a refused delivery is rescheduled with backoff and later sent again as the same event; past the schedule it is given up', async () => {
    const { orderId, sessionId } = await checkout();
    const marked = (await SandboxSessions.markPaid((await SandboxSessions.get(sessionId))!))!;
    // Nothing listens on port 9: the webhook is "down".
    const down = createSandboxDeliveries({ webhookUrl: 'http://127.0.0.1:9/functions/v1/stripe-webhook', webhookSecret: process.env.STRIPE_WEBHOOK_SECRET! }, db);
    const before = Math.floor(Date.now() / 1000);
    expect(await down.attempt(marked.delivery)).toBe(false);
    const { data: rescheduled } = await db.entities.sandboxWebhookDelivery.get({ eventId: marked.delivery.eventId }).go({ consistent: true });
    expect(rescheduled?.attempts).toBe(1);
    expect(rescheduled!.nextAttemptAt - before).toBeGreaterThanOrEqual(RETRY_SCHEDULE_SECONDS[0]!);
    expect(rescheduled!.nextAttemptAt - before).toBeLessThanOrEqual(RETRY_SCHEDULE_SECONDS[0]! + 2);
    expect(rescheduled?.lastResult).toBeTruthy();
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');

    // The runtime's loop sends it again when it is due: the same event id reaches the webhook and pays the order.
    await waitFor(async () => (await Orders.get(orderId))?.status === 'paid');
    const { data: claimed } = await db.entities.processedStripeEvent.get({ eventId: marked.delivery.eventId }).go();
    expect(claimed).not.toBeNull();

    // An event that failed every attempt of the schedule is given up and leaves the queue (not due for the
    // runtime's loop, so only this attempt touches it).
    const other = await checkout();
    const exhausted = {
      ...queuedDelivery('checkout.session.completed', (await SandboxSessions.get(other.sessionId))!),
      attempts: RETRY_SCHEDULE_SECONDS.length,
      nextAttemptAt: before + 86_400,
    };
    await db.entities.sandboxWebhookDelivery.create(exhausted).go();
    expect(await down.attempt(exhausted)).toBe(false);
    const { data: gone } = await db.entities.sandboxWebhookDelivery.get({ eventId: exhausted.eventId }).go({ consistent: true });
    expect(gone).toBeNull();
    expect((await Orders.get(other.orderId))?.status).toBe('pending_payment');
  });
});

describe('order-public', () => {
  it('reconciles a paid session whose webhook never arrived', async () => {
    const { orderId, sessionId } = await checkout();
    // The session is paid at the gateway, but no event is delivered (taken off the queue before any attempt).
    const session = (await SandboxSessions.get(sessionId))!;
    const marked = await SandboxSessions.markPaid(session);
    expect(marked).not.toBeNull();
    await db.entities.sandboxWebhookDelivery.delete({ eventId: marked!.delivery.eventId }).go();
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');

    const withoutSession = await orderPublic({ order_id: orderId });
    expect(withoutSession.body.status).toBe('pending_payment');

    const view = await orderPublic({ order_id: orderId, session_id: sessionId });
    expect(view.status).toBe(200);
    expect(view.body.status).toBe('paid');
    expect(view.body.paidAt).not.toBeNull();
    expect(await Orders.get(orderId)).toMatchObject({ status: 'paid', paymentState: 'paid', paidAt: view.body.paidAt });
    // The reconcile keeps the retrieved session's payment intent, as the webhook would have.
    expect(await storedOrder(orderId)).toMatchObject({ paymentIntentId: `pi_sandbox_${sessionId.slice('cs_sandbox_'.length)}` });
    expect(view.body).not.toHaveProperty('paymentIntentId');
  });

  it("does not take another order's paid session as proof", async () => {
    const paidOne = await checkout();
    expect((await submit(paidOne.sessionId, 'pay')).status).toBe(303);
    const unpaid = await checkout();
    const view = await orderPublic({ order_id: unpaid.orderId, session_id: paidOne.sessionId });
    expect(view.body.status).toBe('pending_payment');
    const unknownSession = await orderPublic({ order_id: unpaid.orderId, session_id: 'cs_sandbox_nonexistent' });
    expect(unknownSession.body.status).toBe('pending_payment');
    expect((await Orders.get(unpaid.orderId))?.status).toBe('pending_payment');
  });

  it("answers 404 'Order not found' for an unknown order", async () => {
    const res = await orderPublic({ order_id: randomUUID() });
    expect(res.status).toBe(404);
    expect(res.body.error).toMatchObject({ code: 'not_found', message: 'Order not found' });
  });
});

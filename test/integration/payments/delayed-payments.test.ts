/**
 * Payments that settle later (issue 24, defect 8), and a pay attempt retried minutes later.
 *  - A table's checkout takes only methods confirmed at the table (cards; wallets ride on them): the session says so.
 *  - Should a delayed method (bank debit) ever be on a session, its checkout completes unpaid: the order waits, then
 *    checkout.session.async_payment_succeeded pays it and async_payment_failed cancels it, end to end through the
 *    sandbox's signed events and the real webhook.
 *  - A retry of the same attempt while its session is open gets that session back; once it has expired (the order
 *    still pending), or when the first try never got one, the retry gets a session with a fresh expiry, never a stale
 *    expires_at Stripe would refuse.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createPaymentRequestSchema } from '../../../shared/api';
import { db, Orders } from '../../../functions/lib/composition';
import { attachCheckoutSession } from '../../../functions/lib/domain/checkout/order-session';
import { startCheckout } from '../../../functions/lib/domain/checkout/start-checkout';
import { AppError } from '../../../functions/lib/errors';
import { paymentGateway, siteUrl } from '../../../functions/lib/payments/configured';
import type { PaymentGateway } from '../../../functions/lib/payments/gateway';
import { createSandboxSessions } from '../../../functions/lib/payments/sandbox/sessions';
import { apiUrl } from '../../support/api';
import { createPayment, orderOfAttempt, restaurantWithMenu, sampleCart, sessionIdOf, type PaymentRestaurant } from './support';

const SandboxSessions = createSandboxSessions(db);

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Debit Trattoria');
});

afterEach(() => {
  vi.useRealTimers();
});

function submit(sessionId: string, action: string) {
  return fetch(`${apiUrl()}/sandbox/checkout/${sessionId}/${action}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
}

async function checkout() {
  const res = await createPayment(sampleCart(r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderId: res.body.orderId, sessionId: sessionIdOf(res.body.url) };
}

/** The order's checkout moved to a session that offers a bank debit (the product never makes one: the sandbox can). */
async function debitSessionFor(orderId: string) {
  const order = (await Orders.get(orderId))!;
  const session = await SandboxSessions.create({
    orderId,
    orderCode: order.orderCode,
    restaurantId: r.id,
    restaurantName: r.name,
    destinationAccountId: 'acct_sandbox_test',
    currency: order.currency,
    lines: order.lines.map((l) => ({ name: l.itemName, description: null, unitAmountCents: l.unitPriceCents, quantity: l.qty })),
    taxCents: order.taxCents,
    tipCents: order.tipCents,
    totalCents: order.totalCents,
    feeCents: order.feeCents,
    successUrl: `${siteUrl}/order/success?oid=${orderId}&session_id={CHECKOUT_SESSION_ID}`,
    cancelUrl: `${siteUrl}/order/cancel?oid=${orderId}`,
    expiresAt: Math.floor(Date.now() / 1000) + 31 * 60,
    paymentMethodTypes: ['card', 'us_bank_account'],
    idempotencyKey: `debit-${randomUUID()}`,
  });
  await attachCheckoutSession(db, orderId, session.sessionId);
  return session.sessionId;
}

describe('payment methods', () => {
  it("a table's checkout takes cards only: the session is made with them, and a bank debit is refused on it", async () => {
    const { sessionId } = await checkout();
    expect((await SandboxSessions.get(sessionId))?.paymentMethodTypes).toEqual(['card']);
    const page = await (await fetch(`${apiUrl()}/sandbox/checkout/${sessionId}`)).text();
    expect(page).not.toContain('bank debit');
    const debit = await submit(sessionId, 'pay_debit');
    expect(debit.status).toBe(409);
    expect(await debit.text()).toContain('This checkout takes cards only.');
  });
});

describe('a payment that settles later', () => {
  it('completes unpaid and the order waits; async_payment_succeeded pays it once, and a repeat changes nothing', async () => {
    const { orderId } = await checkout();
    const sessionId = await debitSessionFor(orderId);
    expect(await (await fetch(`${apiUrl()}/sandbox/checkout/${sessionId}`)).text()).toContain('Pay by bank debit (settles later)');

    const started = await submit(sessionId, 'pay_debit');
    expect(started.status).toBe(303);
    expect(started.headers.get('location')).toContain(`/order/success?oid=${orderId}&session_id=${sessionId}`);
    expect(await SandboxSessions.get(sessionId)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');

    const settled = await submit(sessionId, 'debit_succeeded');
    expect(settled.status, await settled.clone().text()).toBe(200);
    const paid = (await Orders.get(orderId))!;
    expect(paid.status).toBe('paid');
    expect(paid.paymentState).toBe('paid');
    expect(paid.paidAt).toBeTruthy();
    expect((await submit(sessionId, 'debit_succeeded')).status).toBe(409);
    expect((await submit(sessionId, 'debit_failed')).status).toBe(409);
    expect((await Orders.get(orderId))?.status).toBe('paid');
  });

  it('async_payment_failed cancels the waiting order, so it does not wait for money for ever', async () => {
    const { orderId } = await checkout();
    const sessionId = await debitSessionFor(orderId);
    expect((await submit(sessionId, 'pay_debit')).status).toBe(303);
    const failed = await submit(sessionId, 'debit_failed');
    expect(failed.status).toBe(200);
    expect(await SandboxSessions.get(sessionId)).toMatchObject({ status: 'complete', paymentStatus: 'unpaid' });
    // Canceled by the payment's failure (a move of the transitions table), and never paid.
    expect(await Orders.get(orderId)).toMatchObject({ status: 'canceled', paymentState: 'unpaid', paidAt: null });
  });
});

describe('a pay attempt retried later', () => {
  const requestOf = (cart: ReturnType<typeof sampleCart>) => createPaymentRequestSchema.parse(cart);

  it('while its session is open, gets the same session back', async () => {
    const cart = sampleCart(r);
    const first = await startCheckout(db, requestOf(cart), { gateway: paymentGateway, siteUrl });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 3 * 60_000 });
    const again = await startCheckout(db, requestOf(cart), { gateway: paymentGateway, siteUrl });
    expect(again).toEqual(first);
  });

  it('after a first try that got no session, three minutes later gets one at least 30 minutes ahead (Stripe refuses less)', async () => {
    const cart = sampleCart(r);
    const down: PaymentGateway = { ...paymentGateway, createCheckoutSession: () => Promise.reject(new Error('connection reset')) };
    await expect(startCheckout(db, requestOf(cart), { gateway: down, siteUrl })).rejects.toBeInstanceOf(AppError);
    const order = (await orderOfAttempt(cart))!;
    expect(order.status).toBe('pending_payment');

    const threeMinutesLater = Date.now() + 3 * 60_000;
    vi.useFakeTimers({ toFake: ['Date'], now: threeMinutesLater });
    const retried = await startCheckout(db, requestOf(cart), { gateway: paymentGateway, siteUrl });
    expect(retried.orderId).toBe(order.id);
    const session = (await SandboxSessions.get(sessionIdOf(retried.url)))!;
    expect(session.checkoutExpiresAt - Math.floor(threeMinutesLater / 1000)).toBeGreaterThanOrEqual(30 * 60);
  });

  it('once its session has expired while the order still waits, gets a new session', async () => {
    const cart = sampleCart(r);
    const first = await startCheckout(db, requestOf(cart), { gateway: paymentGateway, siteUrl });
    vi.useFakeTimers({ toFake: ['Date'], now: Date.now() + 40 * 60_000 });
    const again = await startCheckout(db, requestOf(cart), { gateway: paymentGateway, siteUrl });
    expect(again.orderId).toBe(first.orderId);
    expect(again.url).not.toBe(first.url);
    const session = (await SandboxSessions.get(sessionIdOf(again.url)))!;
    expect(session.checkoutExpiresAt - Math.floor(Date.now() / 1000)).toBeGreaterThanOrEqual(30 * 60);
  });
});

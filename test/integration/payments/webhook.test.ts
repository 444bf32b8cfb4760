import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Orders, Restaurants } from '../../../functions/lib/composition';
import {
  checkoutSessionEvent,
  createPayment,
  deliver,
  restaurantWithMenu,
  sampleCart,
  sessionIdOf,
  signedEvent,
  storedOrder,
  type PaymentRestaurant,
} from './support';

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Webhook Diner');
});

/** A fresh pending order with its sandbox checkout session. */
async function pendingOrder() {
  const cart = sampleCart(r);
  const res = await createPayment(cart);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { orderId: res.body.orderId, sessionId: sessionIdOf(res.body.url), totalCents: 6363 };
}

function completed(order: { orderId: string; sessionId: string; totalCents: number }, eventId?: string, paymentIntent = `pi_test_${order.sessionId}`) {
  return checkoutSessionEvent(
    'checkout.session.completed',
    { id: order.sessionId, orderId: order.orderId, paid: true, amountTotal: order.totalCents, paymentIntent },
    eventId,
  );
}

describe('checkout.session.completed', () => {
  it('moves the order from pending_payment to paid, with paidAt, keeping the fee', async () => {
    const order = await pendingOrder();
    expect(await storedOrder(order.orderId)).toMatchObject({ paymentState: 'unpaid', refundedCents: 0 });
    const before = Date.now();
    const res = await deliver(signedEvent(completed(order, undefined, 'pi_test_webhook_1')));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ received: true });
    const paid = await Orders.get(order.orderId);
    expect(paid).toMatchObject({ status: 'paid', paymentState: 'paid', refundedCents: 0, feeCents: 273, totalCents: 6363 });
    expect(Date.parse(paid!.paidAt!)).toBeGreaterThanOrEqual(before - 1000);
    // The payment's state and intent are stored with the status, so a refund needs no lookup; the ids stay server-side.
    expect(await storedOrder(order.orderId)).toMatchObject({ status: 'paid', paymentState: 'paid', paymentIntentId: 'pi_test_webhook_1' });
    expect(paid).not.toHaveProperty('paymentIntentId');
  });

  it('delivered twice gives one paid order; the second delivery is acknowledged with 200 and changes nothing', async () => {
    const order = await pendingOrder();
    const event = completed(order);
    expect((await deliver(signedEvent(event))).status).toBe(200);
    const first = await Orders.get(order.orderId);
    const again = await deliver(signedEvent(event));
    expect(again.status).toBe(200);
    // A different event about the same session (Stripe may send one) is harmless too.
    expect((await deliver(signedEvent(completed(order)))).status).toBe(200);
    const after = await Orders.get(order.orderId);
    expect(after).toEqual(first);
    expect((await Orders.listByRestaurant(r.id, ['paid'])).filter((o) => o.id === order.orderId)).toHaveLength(1);
  });

  it('with payment_status unpaid leaves the order pending', async () => {
    const order = await pendingOrder();
    const event = checkoutSessionEvent('checkout.session.completed', { id: order.sessionId, orderId: order.orderId, paid: false, amountTotal: 6363 });
    expect((await deliver(signedEvent(event))).status).toBe(200);
    expect(await storedOrder(order.orderId)).toMatchObject({ status: 'pending_payment', paymentState: 'unpaid' });
  });

  it('for an unknown order is acknowledged without harm', async () => {
    const event = completed({ orderId: randomUUID(), sessionId: 'cs_test_unknown', totalCents: 100 });
    expect((await deliver(signedEvent(event))).status).toBe(200);
  });
});

describe('a completed checkout that does not match its order', () => {
  async function expectStillPending(event: Record<string, unknown>, orderId: string) {
    const res = await deliver(signedEvent(event));
    // Acknowledged (Stripe must not retry a forgery for days), logged as a mismatch, and nothing changes.
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');
  }

  it('another session naming the order, 1 cent, another currency or another connected account leave it unpaid; the genuine event pays it', async () => {
    const order = await pendingOrder();
    const session = { id: order.sessionId, orderId: order.orderId, paid: true, amountTotal: order.totalCents };
    // A session that is not the order's own, though it names the order and the right amount.
    await expectStillPending(checkoutSessionEvent('checkout.session.completed', { ...session, id: 'cs_test_forged_session' }), order.orderId);
    // The order's own session id, but 1 cent paid for a 63.63 order.
    await expectStillPending(checkoutSessionEvent('checkout.session.completed', { ...session, amountTotal: 1 }), order.orderId);
    // Another currency.
    await expectStillPending(checkoutSessionEvent('checkout.session.completed', { ...session, currency: 'jpy' }), order.orderId);
    // Sent on a connected account that is not the restaurant's.
    await expectStillPending(checkoutSessionEvent('checkout.session.completed', session, undefined, 'acct_someone_else'), order.orderId);
    // Not paid.
    await expectStillPending(checkoutSessionEvent('checkout.session.completed', { ...session, paid: false }), order.orderId);

    expect((await deliver(signedEvent(completed(order)))).status).toBe(200);
    expect(await Orders.get(order.orderId)).toMatchObject({ status: 'paid', totalCents: 6363 });
  });

  it("an expired event for another session does not close the order", async () => {
    const order = await pendingOrder();
    const event = checkoutSessionEvent('checkout.session.expired', { id: 'cs_test_other', orderId: order.orderId, paid: false, amountTotal: 6363 });
    expect((await deliver(signedEvent(event))).status).toBe(200);
    expect((await Orders.get(order.orderId))?.status).toBe('pending_payment');
  });
});

describe('signatures', () => {
  async function expectRefusedAndPending(event: { payload: string; signature?: string }, orderId: string) {
    const res = await deliver(event);
    expect(res.status, JSON.stringify(res.body)).toBe(400);
    expect(res.body.error?.code).toBe('invalid_signature');
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');
  }

  it('a wrong secret, a missing signature or a payload changed after signing: 400 and the order stays pending', async () => {
    const order = await pendingOrder();
    const event = completed(order);
    await expectRefusedAndPending(signedEvent(event, { secret: 'whsec_someone_else' }), order.orderId);
    await expectRefusedAndPending({ payload: signedEvent(event).payload }, order.orderId);
    const genuine = signedEvent(event);
    await expectRefusedAndPending({ payload: genuine.payload.replace('"paid"', '"paid" '), signature: genuine.signature }, order.orderId);
    await expectRefusedAndPending({ payload: genuine.payload, signature: 't=123,v1=deadbeef' }, order.orderId);
  });

  it('a signed event whose object is null, an array or has no id is refused with 400 (the fuzz found these as 500s)', async () => {
    for (const event of [
      { id: `evt_test_${randomUUID()}`, type: 'checkout.session.completed', data: { object: null } },
      { id: `evt_test_${randomUUID()}`, type: 'checkout.session.expired', data: { object: [] } },
      { id: `evt_test_${randomUUID()}`, type: 'account.updated', data: { object: {} } },
      { id: `evt_test_${randomUUID()}`, type: 'account.updated', data: { object: { id: 7 } } },
    ]) {
      const res = await deliver(signedEvent(event));
      expect(res.status, JSON.stringify(event)).toBe(400);
      expect(res.body.error?.code).toBe('invalid_event');
    }
  });

  it('a timestamp 10 minutes in the future is refused too', async () => {
    const order = await pendingOrder();
    await expectRefusedAndPending(signedEvent(completed(order), { timestamp: Math.floor(Date.now() / 1000) + 600 }), order.orderId);
  });

  it('a stale timestamp (10 minutes old) is refused and does not use up the event id', async () => {
    const order = await pendingOrder();
    const event = completed(order);
    await expectRefusedAndPending(signedEvent(event, { timestamp: Math.floor(Date.now() / 1000) - 600 }), order.orderId);
    // The same event, delivered fresh, is then processed: the stale one changed nothing, not even the claim.
    expect((await deliver(signedEvent(event))).status).toBe(200);
    expect((await Orders.get(order.orderId))?.status).toBe('paid');
  });
});

describe('checkout.session.expired', () => {
  it('closes a pending order as expired', async () => {
    const order = await pendingOrder();
    const event = checkoutSessionEvent('checkout.session.expired', { id: order.sessionId, orderId: order.orderId, paid: false, amountTotal: 6363 });
    expect((await deliver(signedEvent(event))).status).toBe(200);
    expect(await Orders.get(order.orderId)).toMatchObject({ status: 'expired', paymentState: 'unpaid', paidAt: null });
  });

  it('leaves a paid order paid', async () => {
    const order = await pendingOrder();
    expect((await deliver(signedEvent(completed(order)))).status).toBe(200);
    const event = checkoutSessionEvent('checkout.session.expired', { id: order.sessionId, orderId: order.orderId, paid: false, amountTotal: 6363 });
    expect((await deliver(signedEvent(event))).status).toBe(200);
    expect(await storedOrder(order.orderId)).toMatchObject({ status: 'paid', paymentState: 'paid', paymentIntentId: `pi_test_${order.sessionId}` });
  });
});

describe('account.updated', () => {
  it("sets the restaurant's flags, found by its connected account, to the account as it is now, not as a late event says", async () => {
    // The fixture's sandbox account has finished onboarding: it can charge and pay out.
    const accountId = `acct_sandbox_${r.id.slice(0, 8)}`;
    const update = (charges: boolean, payouts: boolean) =>
      signedEvent({
        id: `evt_test_${randomUUID()}`,
        type: 'account.updated',
        account: accountId,
        data: { object: { id: accountId, object: 'account', charges_enabled: charges, payouts_enabled: payouts } },
      });
    // The flags drifted (an earlier event, a lost one): any account.updated brings them back to the account's.
    await Restaurants.setPaymentStatus(r.id, { chargesEnabled: false, payoutsEnabled: false });
    expect((await deliver(update(true, true))).status).toBe(200);
    expect(await Restaurants.get(r.id)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true });
    // An older event delivered late (Stripe does not keep order) does not switch the restaurant off.
    expect((await deliver(update(false, false))).status).toBe(200);
    expect(await Restaurants.get(r.id)).toMatchObject({ chargesEnabled: true, payoutsEnabled: true });
  });

  it('for an account no restaurant uses, and any other event type, is acknowledged without harm', async () => {
    const unknown = signedEvent({
      id: `evt_test_${randomUUID()}`,
      type: 'account.updated',
      data: { object: { id: 'acct_nobody', object: 'account', charges_enabled: true, payouts_enabled: true } },
    });
    expect((await deliver(unknown)).status).toBe(200);
    const other = signedEvent({ id: `evt_test_${randomUUID()}`, type: 'payment_intent.created', data: { object: { id: 'pi_1', object: 'payment_intent' } } });
    const res = await deliver(other);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ received: true });
  });
});

/**
 * Refunds from the dashboard (issue 27 item 2), against the local stack and the sandbox gateway: by item, of the tip,
 * of an amount, in full; what is left bounds them (a 4xx with a message); ten at once refund exactly what was asked;
 * a retry is one refund; staff are refused; a full refund before preparation cancels the order and gives stock back;
 * a failed refund gives its amount back; the day's analytics drop by exactly what was refunded.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Analytics, Order, RefundResponse } from '../../../shared/api';
import { db, Inventory, Orders } from '../../../functions/lib/composition';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, sandboxPaidOrder, staffMovesTo, type ErrorAnswer } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);

const refundPath = (orderId: string, restaurantId = f.restaurantA.id) => `/api/v1/restaurants/${restaurantId}/orders/${orderId}/refunds`;
let requests = 0;
const requestId = () => `test-${Date.now()}-${++requests}`;
const refund = (orderId: string, body: Record<string, unknown>, token = f.ownerA.idToken) =>
  call<RefundResponse & ErrorAnswer>('POST', refundPath(orderId), token, { requestId: requestId(), reason: 'quality', ...body });
const analytics = async () => (await call<Analytics>('GET', `/api/v1/restaurants/${f.restaurantA.id}/analytics?range=today`, f.ownerA.idToken)).body;

/** A Caesar Salad ($12.50) and a Margherita ($14.00), tax as the restaurant has it, no tip. */
const twoDishes = () => sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }, { itemId: f.menuA.pizzaId, qty: 1, optionIds: [f.menuA.regularOptionId] }]);

const stockOf = async (itemId: string) => (await db.entities.menuItem.get({ restaurantId: f.restaurantA.id, itemId }).go({ consistent: true })).data?.stockCount;

/** The sandbox's own record of the payment: what it has refunded. */
async function gatewayRefunded(order: Order): Promise<number> {
  const { data } = await db.entities.sandboxCheckoutSession.scan.where((a, { eq }) => eq(a.orderId, order.id)).go({ pages: 'all' });
  return data.find((session) => session.paymentStatus === 'paid')?.refundedCents ?? 0;
}

describe('refunds by item', () => {
  it('refunds one dish then the other: two partial refunds, each with its tax, and the order shows both', async () => {
    const order = await twoDishes();
    const before = await analytics();
    const first = await refund(order.id, { kind: 'items', lines: [{ position: 0, qty: 1 }], reason: 'wrong_item', note: 'Brought the soup' });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const salad = order.lines[0]!;
    expect(first.body.refund).toMatchObject({ status: 'succeeded', kind: 'items', reason: 'wrong_item', note: 'Brought the soup', subtotalCents: salad.lineTotalCents });
    expect(first.body.refund.amountCents).toBe(salad.lineTotalCents + (order.taxIncluded ? 0 : first.body.refund.taxCents));
    expect(first.body.order).toMatchObject({ paymentState: 'partially_refunded', status: 'paid', refundedCents: first.body.refund.amountCents });
    expect(first.body.order.lines[0]!.refundedQty).toBe(1);

    const second = await refund(order.id, { kind: 'items', lines: [{ position: 1, qty: 1 }] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    expect(second.body.order.refunds!.map((r) => r.status)).toEqual(['succeeded', 'succeeded']);
    const total = first.body.refund.amountCents + second.body.refund.amountCents;
    // Both dishes back: everything was paid (no tip), so the whole order and its whole tax and fee came back.
    expect(total).toBe(order.totalCents);
    expect(second.body.order).toMatchObject({ paymentState: 'refunded', refundedCents: order.totalCents });
    expect(second.body.order.refunded).toMatchObject({ taxCents: order.taxCents, feeCents: order.feeCents, subtotalCents: order.subtotalCents });
    expect(await gatewayRefunded(order)).toBe(order.totalCents);

    const after = await analytics();
    expect(before.revenueCents - after.revenueCents).toBe(total);
    expect(before.feeCents - after.feeCents).toBe(order.feeCents);
  });

  it('refuses a line refunded already, and a refund above what is left, with a message (nothing written)', async () => {
    const order = await twoDishes();
    expect((await refund(order.id, { kind: 'items', lines: [{ position: 0, qty: 1 }] })).status).toBe(200);
    const again = await refund(order.id, { kind: 'items', lines: [{ position: 0, qty: 1 }] });
    expect(again.status).toBe(400);
    expect(again.body.error.message).toBe('Line 1 has been refunded already.');
    const left = order.totalCents - (await Orders.get(order.id))!.refundedCents;
    const tooMuch = await refund(order.id, { kind: 'amount', amountCents: left + 1 });
    expect(tooMuch.status).toBe(400);
    expect(tooMuch.body.error.message).toBe(`Only $${(left / 100).toFixed(2)} is left to refund on this order.`);
    const stored = await Orders.get(order.id);
    expect(stored!.refundedCents).toBe(order.totalCents - left);
    expect(await gatewayRefunded(order)).toBe(order.totalCents - left);
  });
});

describe('amounts, the tip, and racing requests', () => {
  it('ten concurrent refunds of $1.00 refund exactly $10.00, in the order and at the gateway', async () => {
    const order = await twoDishes();
    const answers = await Promise.all(Array.from({ length: 10 }, () => refund(order.id, { kind: 'amount', amountCents: 100 })));
    expect(answers.map((a) => a.status)).toEqual(Array(10).fill(200));
    const stored = await Orders.get(order.id);
    expect(stored!.refundedCents).toBe(1000);
    expect(stored!.paymentState).toBe('partially_refunded');
    expect(await gatewayRefunded(order)).toBe(1000);
  }, 60_000);

  it('a double click (the same requestId twice, at once) makes one refund', async () => {
    const order = await twoDishes();
    const body = { kind: 'amount', amountCents: 250, requestId: requestId(), reason: 'other' };
    const [a, b] = await Promise.all([call<RefundResponse>('POST', refundPath(order.id), f.ownerA.idToken, body), call<RefundResponse>('POST', refundPath(order.id), f.ownerA.idToken, body)]);
    expect([a.status, b.status]).toEqual([200, 200]);
    expect(a.body.refund.id).toBe(b.body.refund.id);
    expect((await Orders.get(order.id))!.refundedCents).toBe(250);
    expect(await gatewayRefunded(order)).toBe(250);
    const reused = await call<ErrorAnswer>('POST', refundPath(order.id), f.ownerA.idToken, { ...body, amountCents: 300 });
    expect(reused.status).toBe(409);
    expect(reused.body.error.code).toBe('refund_request_reused');
  });

  it('refunds the tip alone', async () => {
    const order = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 2 }], { kind: 'percent', percent: 20 });
    expect(order.tipCents).toBeGreaterThan(0);
    const tip = await refund(order.id, { kind: 'tip', amountCents: order.tipCents });
    expect(tip.status, JSON.stringify(tip.body)).toBe(200);
    expect(tip.body.refund).toMatchObject({ amountCents: order.tipCents, tipCents: order.tipCents, subtotalCents: 0, taxCents: 0 });
    const more = await refund(order.id, { kind: 'tip', amountCents: 1 });
    expect(more.status).toBe(400);
    expect(more.body.error.message).toBe('There is no tip left to refund.');
  });
});

describe('who may refund', () => {
  it('refuses staff (403) and lets a manager refund', async () => {
    const order = await twoDishes();
    const staff = await refund(order.id, { kind: 'full' }, f.staffA.idToken);
    expect(staff.status).toBe(403);
    expect((await Orders.get(order.id))!.refundedCents).toBe(0);
    expect((await refund(order.id, { kind: 'amount', amountCents: 100 }, f.managerA.idToken)).status).toBe(200);
  });

  it("answers another restaurant's order as not found", async () => {
    const order = await twoDishes();
    const res = await call<ErrorAnswer>('POST', refundPath(order.id, f.restaurantB.id), f.ownerB.idToken, { kind: 'full', requestId: requestId(), reason: 'quality' });
    expect(res.status).toBe(404);
    expect((await Orders.get(order.id))!.refundedCents).toBe(0);
  });
});

describe('a full refund', () => {
  it('before preparation cancels the order (the ticket leaves the kitchen) and gives tracked stock back', async () => {
    await Inventory.setStock(f.restaurantA.id, f.menuA.plainItemId, 20);
    const order = await sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 3 }]);
    expect((await stockOf(f.menuA.plainItemId))).toBe(17);
    const res = await refund(order.id, { kind: 'full', reason: 'not_delivered' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'canceled', paymentState: 'refunded', refundedCents: order.totalCents });
    expect(res.body.refund.canceledOrder).toBe(true);
    expect((await stockOf(f.menuA.plainItemId))).toBe(20);
    await Inventory.setStock(f.restaurantA.id, f.menuA.plainItemId, null);
  });

  it('after preparation started refunds the money and leaves the order where it is', async () => {
    const order = await twoDishes();
    await staffMovesTo(order.id, 'paid', 'served');
    const res = await refund(order.id, { kind: 'full' });
    expect(res.status).toBe(200);
    expect(res.body.order).toMatchObject({ status: 'served', paymentState: 'refunded' });
  });
});

describe('a refund the gateway fails', () => {
  it('is shown as failed and gives its amount back (the sandbox fails amounts ending in 013 cents)', async () => {
    const order = await twoDishes();
    const before = await analytics();
    const res = await refund(order.id, { kind: 'amount', amountCents: 1013 });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The gateway answers pending; its refund.failed event comes through the webhook.
    let stored = await Orders.get(order.id);
    for (let waited = 0; waited < 15_000 && stored!.refundedCents !== 0; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      stored = await Orders.get(order.id);
    }
    const read = await call<{ order: Order }>('GET', `/api/v1/restaurants/${f.restaurantA.id}/orders/${order.id}`, f.ownerA.idToken);
    expect(read.body.order.refunds!.map((r) => [r.status, r.failureReason])).toEqual([['failed', 'expired_or_canceled_card']]);
    expect(read.body.order).toMatchObject({ refundedCents: 0, paymentState: 'paid' });
    const after = await analytics();
    expect(after.revenueCents - before.revenueCents).toBe(0);
  });
});

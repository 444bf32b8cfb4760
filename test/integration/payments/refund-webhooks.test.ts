/**
 * The refund's state follows the gateway's events, and a duplicate or out-of-order event changes nothing (issue 27):
 * charge.refunded delivered twice, delivered again under a new event id, an older charge.refunded that still lists the
 * refund as pending arriving after it succeeded, and one that lists a failed refund as succeeded. The order, its
 * refunds and the day's analytics rows are compared whole before and after.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, Refunds } from '../../../functions/lib/composition';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import { sandboxPaidOrder } from '../dashboard/support';
import { deliver, restaurantWithMenu, signedEvent, type PaymentRestaurant } from './support';

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Webhook Refunds Bistro');
});

/** Everything a refund event could change: the order, its refunds, the restaurant's analytics rows. */
async function snapshot(orderId: string) {
  const { data } = await db.collections.orderDetails({ orderId }).go({ pages: 'all', consistent: true });
  const { data: rows } = await db.entities.dailySales.query.byDay({ restaurantId: r.id }).go({ pages: 'all', consistent: true });
  return { order: data.order, refunds: data.refund, rows };
}

function chargeRefunded(order: { id: string }, charge: { chargeId: string; paymentIntentId: string; amountRefunded: number }, refunds: { id: string; status: string; amount: number; refundId: string }[], eventId = `evt_test_${randomUUID()}`) {
  return signedEvent({
    id: eventId,
    type: 'charge.refunded',
    data: {
      object: {
        id: charge.chargeId,
        object: 'charge',
        payment_intent: charge.paymentIntentId,
        amount_refunded: charge.amountRefunded,
        refunds: {
          object: 'list',
          data: refunds.map((refund) => ({
            id: refund.id,
            object: 'refund',
            amount: refund.amount,
            currency: 'usd',
            status: refund.status,
            charge: charge.chargeId,
            payment_intent: charge.paymentIntentId,
            metadata: { orderId: order.id, refundId: refund.refundId },
          })),
        },
      },
    },
  });
}

const request = (orderId: string, amountCents: number) =>
  Refunds.request({ gateway: paymentGateway }, { restaurantId: r.id, orderId, userId: 'owner', request: { kind: 'amount', amountCents, requestId: randomUUID(), reason: 'quality' } });

describe('charge.refunded', () => {
  it('a duplicate, a repeat under a new event id and an older one listing the refund as pending change nothing', async () => {
    const order = await sandboxPaidOrder(r.id, [{ itemId: r.menu.plainItemId, qty: 2 }]);
    const { refund } = await request(order.id, 500);
    expect(refund.status).toBe('succeeded');
    // The sandbox's own charge.refunded brings the charge's id to the order.
    let current = await snapshot(order.id);
    for (let waited = 0; waited < 15_000 && !current.order[0]!.chargeId; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      current = await snapshot(order.id);
    }
    const stored = current.refunds[0]!;
    const { paymentIntentId, chargeId } = current.order[0]!;
    expect(chargeId).toMatch(/^ch_sandbox_/);
    const charge = { chargeId: chargeId!, paymentIntentId: paymentIntentId!, amountRefunded: 500 };
    const listed = { id: stored.gatewayRefundId!, amount: 500, refundId: stored.refundId };

    const first = chargeRefunded(order, charge, [{ ...listed, status: 'succeeded' }]);
    expect((await deliver(first)).status).toBe(200);
    const before = await snapshot(order.id);
    expect(before).toEqual(current);

    expect((await deliver(first)).status).toBe(200);
    expect((await deliver(chargeRefunded(order, charge, [{ ...listed, status: 'succeeded' }]))).status).toBe(200);
    expect((await deliver(chargeRefunded(order, { ...charge, amountRefunded: 0 }, [{ ...listed, status: 'pending' }]))).status).toBe(200);
    expect(await snapshot(order.id)).toEqual(before);
    expect(before.order[0]).toMatchObject({ refundedCents: 500, paymentState: 'partially_refunded' });
  });

  it('an older event listing a failed refund as succeeded leaves it failed, its amount given back once', async () => {
    const order = await sandboxPaidOrder(r.id, [{ itemId: r.menu.plainItemId, qty: 2 }]);
    await request(order.id, 1013);
    let state = await snapshot(order.id);
    for (let waited = 0; waited < 15_000 && state.refunds[0]!.status !== 'failed'; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      state = await snapshot(order.id);
    }
    expect(state.refunds[0]).toMatchObject({ status: 'failed', failureReason: 'expired_or_canceled_card' });
    expect(state.order[0]).toMatchObject({ refundedCents: 0, paymentState: 'paid' });

    const failed = state.refunds[0]!;
    const late = chargeRefunded(order, { chargeId: `ch_test_${randomUUID().slice(0, 8)}`, paymentIntentId: state.order[0]!.paymentIntentId!, amountRefunded: 1013 }, [
      { id: failed.gatewayRefundId ?? 're_unknown', amount: 1013, status: 'succeeded', refundId: failed.refundId },
    ]);
    expect((await deliver(late)).status).toBe(200);
    const after = await snapshot(order.id);
    expect(after.refunds).toEqual(state.refunds);
    expect(after.rows).toEqual(state.rows);
    expect(after.order[0]).toMatchObject({ refundedCents: 0, paymentState: 'paid', refundVersion: state.order[0]!.refundVersion });

    // refund.failed delivered again under a new id: given back once, not twice.
    const again = signedEvent({
      id: `evt_test_${randomUUID()}`,
      type: 'refund.failed',
      data: { object: { id: failed.gatewayRefundId ?? 're_unknown', object: 'refund', amount: 1013, currency: 'usd', status: 'failed', failure_reason: 'expired_or_canceled_card', payment_intent: state.order[0]!.paymentIntentId, metadata: { orderId: order.id, refundId: failed.refundId } } },
    });
    expect((await deliver(again)).status).toBe(200);
    const final = await snapshot(order.id);
    expect(final.refunds).toEqual(after.refunds);
    expect(final.rows).toEqual(after.rows);
    expect(final.order[0]!.refundedCents).toBe(0);
  });
});

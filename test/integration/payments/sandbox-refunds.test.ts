/**
 * The sandbox gateway refunds as Stripe does (issue 27 item 2): refunds on a paid session's payment intent, the same
 * refund for the same idempotency key, Stripe's refusals (another request under a used key, an amount above what is
 * left), a refund that fails (an amount ending in 013 cents), and a dispute opened on a paid session, each with its
 * signed events. A local server stands in for the webhook to read exactly what is delivered; constructEvent verifies it.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { db } from '../../../functions/lib/composition';
import { SANDBOX_DELIVERY_QUEUE } from '../../../functions/lib/db/entities/sandbox-webhook-delivery';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import type { PaymentEvent, PaymentGateway, RefundRequest } from '../../../functions/lib/payments/gateway';
import { createSandboxDisputes, createSandboxGateway, webhookPath } from '../../../functions/lib/payments/sandbox/gateway';
import { createSandboxSessions } from '../../../functions/lib/payments/sandbox/sessions';
import { apiUrl } from '../../support/api';
import { createPayment, restaurantWithMenu, sampleCart, sessionIdOf, webhookSecret, type PaymentRestaurant } from './support';

const SandboxSessions = createSandboxSessions(db);

interface Delivered {
  path: string;
  body: string;
  signature: string | undefined;
}

let r: PaymentRestaurant;
let server: http.Server;
let delivered: Delivered[] = [];
let gateway: PaymentGateway;
let disputes: ReturnType<typeof createSandboxDisputes>;

beforeAll(async () => {
  r = await restaurantWithMenu('Refund Trattoria');
  server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      delivered.push({ path: req.url!, body, signature: req.headers['stripe-signature'] as string | undefined });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end('{"received":true}');
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  // The sandbox as configured, but its webhook is the stand-in above.
  const settings = { webhookSecret: webhookSecret(), publicApiUrl: `http://127.0.0.1:${port}` };
  gateway = createSandboxGateway(settings, db);
  disputes = createSandboxDisputes(settings, db);
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  delivered = [];
});

/** An order paid on the sandbox's hosted checkout ($63.63), and its payment intent. */
async function paidSession() {
  const res = await createPayment(sampleCart(r));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  const sessionId = sessionIdOf(res.body.url);
  const pay = await fetch(`${apiUrl()}/sandbox/checkout/${sessionId}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  expect(pay.status).toBe(303);
  const session = await paymentGateway.retrieveCheckoutSession(sessionId);
  expect(session).toMatchObject({ paymentStatus: 'paid', amountTotalCents: 6363 });
  return { orderId: res.body.orderId, sessionId, paymentIntentId: session!.paymentIntentId! };
}

const refundOf = (paymentIntentId: string, orderId: string, amountCents: number, key = randomUUID()): RefundRequest => ({
  paymentIntentId,
  amountCents,
  idempotencyKey: `refund-${key}`,
  reason: 'requested_by_customer',
  metadata: { orderId, refundId: key },
});

/** What was delivered, verified as the webhook verifies it. */
const events = (): PaymentEvent[] =>
  delivered.map((d) => {
    expect(d.path).toBe(webhookPath);
    return gateway.constructEvent(d.body, d.signature);
  });

describe('sandbox refunds', () => {
  it("refunds part of a payment, then the rest; each sends charge.refunded (the amount refunded in all) and refund.updated, signed as Stripe's", async () => {
    const { orderId, paymentIntentId } = await paidSession();
    const first = refundOf(paymentIntentId, orderId, 2000);
    const refund = await gateway.createRefund(first);
    expect(refund).toMatchObject({
      id: expect.stringMatching(/^re_sandbox_/),
      status: 'succeeded',
      amountCents: 2000,
      currency: 'USD',
      paymentIntentId,
      chargeId: expect.stringMatching(/^ch_sandbox_/),
      failureReason: null,
      orderId,
      refundId: first.metadata.refundId,
    });
    expect(events()).toEqual([
      expect.objectContaining({
        kind: 'charge_refunded',
        account: null,
        chargeId: refund.chargeId,
        paymentIntentId,
        amountRefundedCents: 2000,
        refunds: [refund],
      }),
      expect.objectContaining({ kind: 'refund_updated', refund }),
    ]);

    delivered = [];
    const rest = await gateway.createRefund(refundOf(paymentIntentId, orderId, 4363));
    expect(rest).toMatchObject({ status: 'succeeded', amountCents: 4363 });
    const [charge] = events();
    // Newest first, as Stripe lists a charge's refunds.
    expect(charge).toMatchObject({ kind: 'charge_refunded', amountRefundedCents: 6363, refunds: [rest, refund] });
  });

  it('answers a retry with the same key with the same refund, once; the same key with another amount is an idempotency error', async () => {
    const { orderId, paymentIntentId } = await paidSession();
    const request = refundOf(paymentIntentId, orderId, 1500);
    const [a, b] = await Promise.all([gateway.createRefund(request), gateway.createRefund(request)]);
    expect(b).toEqual(a);
    expect(await gateway.createRefund(request)).toEqual(a);
    const session = await SandboxSessions.get(`cs_sandbox_${paymentIntentId.slice('pi_sandbox_'.length)}`);
    expect(session).toMatchObject({ refundedCents: 1500 });
    expect(session!.refunds).toHaveLength(1);
    expect(events().filter((e) => e.kind === 'charge_refunded')).toHaveLength(1);

    await expect(gateway.createRefund({ ...request, amountCents: 1600 })).rejects.toMatchObject({ statusCode: 400, type: 'idempotency_error' });
  });

  it('refuses an amount above what is left on the payment (400 amount_too_large), and a payment intent it does not know (404)', async () => {
    const { orderId, paymentIntentId } = await paidSession();
    await gateway.createRefund(refundOf(paymentIntentId, orderId, 6000));
    delivered = [];
    await expect(gateway.createRefund(refundOf(paymentIntentId, orderId, 364))).rejects.toMatchObject({
      statusCode: 400,
      type: 'invalid_request_error',
      code: 'amount_too_large',
      message: expect.stringContaining('greater than unrefunded amount on charge ($3.63)'),
    });
    expect(delivered).toEqual([]);
    expect(await gateway.createRefund(refundOf(paymentIntentId, orderId, 363))).toMatchObject({ status: 'succeeded' });
    await expect(gateway.createRefund(refundOf('pi_sandbox_' + '0'.repeat(32), orderId, 100))).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
  });

  it('ten concurrent refunds of a payment refund exactly what was asked, and never above it', async () => {
    const { orderId, paymentIntentId } = await paidSession();
    const results = await Promise.allSettled(Array.from({ length: 10 }, () => gateway.createRefund(refundOf(paymentIntentId, orderId, 700))));
    const made = results.filter((result) => result.status === 'fulfilled');
    // 9 x $7.00 fit in $63.63, a tenth does not.
    expect(made).toHaveLength(9);
    expect(results.find((result) => result.status === 'rejected')).toMatchObject({ reason: { code: 'amount_too_large' } });
    const session = await SandboxSessions.get(`cs_sandbox_${paymentIntentId.slice('pi_sandbox_'.length)}`);
    expect(session).toMatchObject({ refundedCents: 6300 });
    expect(session!.refunds).toHaveLength(9);
  });

  it('makes a refund of an amount ending in 013 cents fail: pending, then refund.failed and refund.updated (failed); nothing counted as refunded', async () => {
    const { orderId, paymentIntentId } = await paidSession();
    const refund = await gateway.createRefund(refundOf(paymentIntentId, orderId, 1013));
    expect(refund).toMatchObject({ status: 'pending', amountCents: 1013, failureReason: null });
    const failed = { ...refund, status: 'failed', failureReason: 'expired_or_canceled_card' };
    expect(events()).toEqual([
      expect.objectContaining({ kind: 'refund_failed', refund: failed }),
      expect.objectContaining({ kind: 'refund_updated', refund: failed }),
    ]);
    // The whole payment is still there to refund.
    expect(await gateway.createRefund(refundOf(paymentIntentId, orderId, 6363))).toMatchObject({ status: 'succeeded' });
  });

  it('refuses to refund an unpaid session', async () => {
    const res = await createPayment(sampleCart(r));
    const unpaid = `pi_sandbox_${sessionIdOf(res.body.url).slice('cs_sandbox_'.length)}`;
    await expect(gateway.createRefund(refundOf(unpaid, res.body.orderId, 100))).rejects.toMatchObject({ statusCode: 400, code: 'charge_not_refundable' });
  });

  it('delivers its events to the real webhook, which acknowledges them (the queue is empty afterwards)', async () => {
    const { orderId, paymentIntentId } = await paidSession();
    const refund = await paymentGateway.createRefund(refundOf(paymentIntentId, orderId, 500));
    expect(refund.status).toBe('succeeded');
    const session = await SandboxSessions.get(`cs_sandbox_${paymentIntentId.slice('pi_sandbox_'.length)}`);
    const { data } = await db.entities.sandboxWebhookDelivery.query.byDue({ queue: SANDBOX_DELIVERY_QUEUE }).go({ pages: 'all' });
    expect(data.filter((d) => d.sessionId === session!.sessionId)).toEqual([]);
  });
});

describe('sandbox disputes', () => {
  it('opens a dispute on a paid session (charge.dispute.created), refuses a second, and closes it (charge.dispute.closed)', async () => {
    const { sessionId, paymentIntentId } = await paidSession();
    const dispute = await disputes.openDispute(sessionId, 'product_not_received');
    const [created] = events();
    expect(created).toEqual(
      expect.objectContaining({
        kind: 'dispute_created',
        dispute: {
          id: dispute.id,
          chargeId: expect.stringMatching(/^ch_sandbox_/),
          paymentIntentId,
          amountCents: 6363,
          currency: 'USD',
          reason: 'product_not_received',
          status: 'needs_response',
          evidenceDueBy: dispute.dueBy,
        },
      }),
    );
    expect(dispute.dueBy).toBeGreaterThan(Date.now() / 1000 + 6 * 24 * 3_600);
    await expect(disputes.openDispute(sessionId)).rejects.toMatchObject({ statusCode: 400, code: 'charge_disputed' });

    delivered = [];
    await disputes.closeDispute(sessionId, 'lost');
    expect(events()).toEqual([expect.objectContaining({ kind: 'dispute_closed', dispute: expect.objectContaining({ id: dispute.id, status: 'lost' }) })]);
  });
});

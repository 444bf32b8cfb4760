/**
 * The refund and dispute events the domain acts on, reduced from Stripe-shaped bodies (fields as stripe-node's
 * Stripe.Charge, Stripe.Refund and Stripe.Dispute types describe them), signed with the stripe package's own signer.
 */
import '../db/function-env';
import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { verifyStripeEvent } from '../../../functions/lib/payments/stripe-events';

const secret = 'whsec_unit';
const sign = (payload: string) => Stripe.webhooks.generateTestHeaderString({ payload, secret });
const event = (type: string, object: object, extra: object = {}) => {
  const payload = JSON.stringify({ id: `evt_${type}`, object: 'event', api_version: '2026-10-28.endive', type, ...extra, data: { object } });
  return verifyStripeEvent(payload, sign(payload), [secret]);
};

// Partial Stripe objects, typed with the package's types so a misnamed field fails to compile.
const refund = {
  id: 're_1',
  object: 'refund',
  amount: 1250,
  charge: 'ch_1',
  created: 1_800_000_000,
  currency: 'usd',
  metadata: { orderId: 'order-1', refundId: 'r1' },
  payment_intent: 'pi_1',
  reason: 'requested_by_customer',
  status: 'succeeded',
} satisfies Partial<Stripe.Refund>;

const dispute = {
  id: 'dp_1',
  object: 'dispute',
  amount: 6363,
  charge: 'ch_1',
  currency: 'usd',
  evidence_details: { due_by: 1_800_600_000, has_evidence: false, past_due: false, submission_count: 0, enhanced_eligibility: {}, submission_method: 'not_submitted' },
  payment_intent: 'pi_1',
  reason: 'fraudulent',
  status: 'needs_response',
} satisfies Partial<Stripe.Dispute>;

const refundView = {
  id: 're_1',
  status: 'succeeded',
  amountCents: 1250,
  currency: 'USD',
  paymentIntentId: 'pi_1',
  chargeId: 'ch_1',
  failureReason: null,
  orderId: 'order-1',
  refundId: 'r1',
};

describe('refund events', () => {
  it('reads charge.refunded: the charge, its payment intent, the amount refunded in all and its refunds', () => {
    const charge = {
      id: 'ch_1',
      object: 'charge',
      amount: 6363,
      amount_refunded: 2500,
      currency: 'usd',
      payment_intent: 'pi_1',
      refunded: false,
      refunds: { object: 'list', data: [refund, { ...refund, id: 're_0', amount: 1250, metadata: {} }] as unknown as Stripe.Refund[], has_more: false, url: '/v1/charges/ch_1/refunds' },
    } satisfies Partial<Stripe.Charge>;
    expect(event('charge.refunded', charge, { account: null })).toEqual({
      id: 'evt_charge.refunded',
      account: null,
      kind: 'charge_refunded',
      chargeId: 'ch_1',
      paymentIntentId: 'pi_1',
      amountRefundedCents: 2500,
      refunds: [refundView, { ...refundView, id: 're_0', orderId: null, refundId: null }],
    });
  });

  it('reads charge.refunded without its refunds listed (Stripe no longer expands them in events) and an expanded payment intent', () => {
    const charge = { id: 'ch_2', object: 'charge', amount_refunded: 6363, payment_intent: { id: 'pi_2' } };
    expect(event('charge.refunded', charge)).toMatchObject({ kind: 'charge_refunded', chargeId: 'ch_2', paymentIntentId: 'pi_2', amountRefundedCents: 6363, refunds: [] });
  });

  it('reads refund.updated as the refund now, with our metadata', () => {
    expect(event('refund.updated', refund)).toEqual({ id: 'evt_refund.updated', account: null, kind: 'refund_updated', refund: refundView });
  });

  it('reads refund.failed with its status and failure reason, and refund.updated of a failed refund the same way', () => {
    const failed = { ...refund, status: 'failed', failure_reason: 'expired_or_canceled_card' } satisfies Partial<Stripe.Refund>;
    const view = { ...refundView, status: 'failed', failureReason: 'expired_or_canceled_card' };
    expect(event('refund.failed', failed)).toEqual({ id: 'evt_refund.failed', account: null, kind: 'refund_failed', refund: view });
    expect(event('refund.updated', failed)).toMatchObject({ kind: 'refund_updated', refund: view });
  });

  it('reads a pending refund with an expanded charge', () => {
    expect(event('refund.updated', { ...refund, status: 'pending', charge: { id: 'ch_9', object: 'charge' } })).toMatchObject({
      refund: { status: 'pending', chargeId: 'ch_9' },
    });
  });

  it('refuses a refund event whose object has no id, as it refuses a checkout event without one', () => {
    const payload = JSON.stringify({ id: 'evt_x', object: 'event', type: 'charge.refunded', data: { object: { amount_refunded: 5 } } });
    expect(() => verifyStripeEvent(payload, sign(payload), [secret])).toThrow(expect.objectContaining({ status: 400, code: 'invalid_event' }));
  });
});

describe('dispute events', () => {
  const disputeView = {
    id: 'dp_1',
    chargeId: 'ch_1',
    paymentIntentId: 'pi_1',
    amountCents: 6363,
    currency: 'USD',
    reason: 'fraudulent',
    status: 'needs_response',
    evidenceDueBy: 1_800_600_000,
  };

  it.each([
    ['charge.dispute.created', 'dispute_created', dispute, disputeView],
    ['charge.dispute.updated', 'dispute_updated', { ...dispute, status: 'under_review' }, { ...disputeView, status: 'under_review' }],
    ['charge.dispute.closed', 'dispute_closed', { ...dispute, status: 'lost' }, { ...disputeView, status: 'lost' }],
  ] as const)('reads %s: the dispute, its charge, payment intent, amount, reason, status and evidence deadline', (type, kind, object, view) => {
    expect(event(type, object, { account: 'acct_9' })).toEqual({ id: `evt_${type}`, account: 'acct_9', kind, dispute: view });
  });

  it('reads a dispute without an evidence deadline and with an expanded charge', () => {
    const closed = { ...dispute, charge: { id: 'ch_3' }, payment_intent: null, evidence_details: { due_by: null }, status: 'won' };
    expect(event('charge.dispute.closed', closed)).toMatchObject({ dispute: { chargeId: 'ch_3', paymentIntentId: null, evidenceDueBy: null, status: 'won' } });
  });
});

describe('other events', () => {
  it('still reads an event the domain does not act on as other', () => {
    expect(event('refund.created', refund)).toEqual({ id: 'evt_refund.created', account: null, kind: 'other', type: 'refund.created' });
  });
});

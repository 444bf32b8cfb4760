/**
 * Refunds and disputes of the sandbox gateway, done as Stripe does them and answered in Stripe's shapes. A refund is
 * kept on its paid session (the session is the payment: its payment intent and charge ids derive from the session id),
 * with the session's running `refundedCents` (Stripe's charge.amount_refunded), and its events are queued in the same
 * write and delivered, signed, through ./deliveries like the checkout's.
 *
 * As Stripe:
 * - the idempotency key makes a retry the same refund (its id derives from the key); the same key with other
 *   parameters is refused (400 idempotency_error);
 * - an amount above what is left on the payment is refused (400 amount_too_large), as is a payment not paid;
 * - a refund that succeeds sends charge.refunded (the charge with amount_refunded and its refunds) then refund.updated
 *   (status succeeded).
 *
 * A FAILING REFUND (what Stripe's test card 4000000000005126 does): a refund whose amount ends in 013 cents
 * (amountCents % 1000 === 13, e.g. $10.13 or $0.13) is created `pending`, then fails: it is kept with status failed
 * and failure_reason expired_or_canceled_card, counts nothing towards what is refunded, and sends refund.failed then
 * refund.updated (status failed); no charge.refunded.
 *
 * OFF-SESSION CHARGES (issue 29): a succeeded PaymentIntent of a tab's saved card (./saved-cards) is refunded the same
 * way, its refunds kept on the intent; its payment intent id is the one chargeSavedCard answered.
 *
 * A DISPUTE: `openDispute(sessionId)` (for the UI and the tests) opens one on a paid session, as a cardholder would:
 * charge.dispute.created, status needs_response, the evidence due in 7 days; `closeDispute` closes it won or lost
 * (charge.dispute.closed).
 */
import { createHash } from 'node:crypto';
import type { Db } from '../../db/service';
import type { RefundRequest, RefundView } from '../gateway';
import { StripeApiError } from '../stripe-api';
import { queuedEventDelivery, type SandboxDeliveries, type SandboxDelivery } from './deliveries';
import {
  sandboxChargeRefundedEvent,
  sandboxDisputeEvent,
  sandboxRefundEvent,
  type SandboxDispute,
  type SandboxRefund,
} from './events';
import {
  PAYMENT_INTENT_PREFIX,
  chargeOfIntent,
  chargeOfSession,
  sandboxChargeId,
  sessionIdOfPaymentIntent,
  type SandboxCharge,
  type SandboxPaymentIntent,
  type SandboxSession,
} from './records';

/** The amounts that make a sandbox refund fail (see above). */
export const failsInSandbox = (amountCents: number) => amountCents % 1000 === 13;
export const SANDBOX_REFUND_FAILURE_REASON = 'expired_or_canceled_card';
/** Stripe gives the merchant about a week to answer a dispute here; the sandbox's evidence is due in 7 days. */
const DISPUTE_RESPONSE_SECONDS = 7 * 24 * 3_600;
/** Optimistic writes: under a burst of concurrent refunds each round lets one through, so enough rounds for all. */
const ATTEMPTS = 25;

export const sandboxRefundId = (idempotencyKey: string) =>
  `re_sandbox_${createHash('sha256').update(`refund:${idempotencyKey}`).digest('hex').slice(0, 32)}`;

const invalid = (message: string, code?: string) => new StripeApiError(`${message} (sandbox gateway)`, 400, 'invalid_request_error', code, undefined);

export function toSandboxRefundView(charge: SandboxCharge, refund: SandboxRefund, status: RefundView['status'] = refund.status): RefundView {
  return {
    id: refund.id,
    status,
    amountCents: refund.amountCents,
    currency: charge.currency.toUpperCase(),
    paymentIntentId: charge.paymentIntentId,
    chargeId: charge.chargeId,
    failureReason: status === 'failed' ? (refund.failureReason ?? null) : null,
    orderId: refund.orderId,
    refundId: refund.refundId,
  };
}

const sameParameters = (refund: SandboxRefund, request: RefundRequest) =>
  refund.amountCents === request.amountCents &&
  (refund.reason ?? undefined) === request.reason &&
  refund.orderId === request.metadata.orderId &&
  refund.refundId === request.metadata.refundId;

const notRefundable = (what: string) => invalid(`This PaymentIntent (${what}) does not have a successful charge to refund.`, 'charge_not_refundable');

function assertPaid(session: SandboxSession, what: string): SandboxSession {
  if (session.status !== 'complete' || session.paymentStatus !== 'paid') throw notRefundable(what);
  return session;
}

export function createSandboxRefunds(db: Db, deliveries: SandboxDeliveries) {
  const getSession = async (sessionId: string): Promise<SandboxSession | null> =>
    (await db.entities.sandboxCheckoutSession.get({ sessionId }).go({ consistent: true })).data;

  /** Writes the session's changes and queues its events in one transaction, if the session is as it was read. */
  async function write(
    session: SandboxSession,
    changes: Partial<Pick<SandboxSession, 'refundedCents' | 'refunds' | 'dispute'>>,
    queued: SandboxDelivery[],
    expected: 'refunds' | 'no_dispute' | 'open_dispute',
  ): Promise<boolean> {
    const refunds = session.refunds ?? [];
    const result = await db.transaction
      .write(({ sandboxCheckoutSession, sandboxWebhookDelivery }) => [
        sandboxCheckoutSession
          .patch({ sessionId: session.sessionId })
          .set(changes)
          .where((a, { eq, notExists, exists }) => {
            const paid = `${eq(a.status, 'complete')} AND ${eq(a.paymentStatus, 'paid')}`;
            if (expected === 'no_dispute') return `${paid} AND ${notExists(a.dispute)}`;
            if (expected === 'open_dispute') return `${paid} AND ${exists(a.dispute)}`;
            // Nobody refunded since the read: the refunded sum is what it was (one more refund changes it or the list).
            const sum = session.refundedCents === undefined ? notExists(a.refundedCents) : eq(a.refundedCents, session.refundedCents);
            const list = refunds.length === 0 ? notExists(a.refunds) : eq(a.refunds, refunds);
            return `${paid} AND ${sum} AND ${list}`;
          })
          .commit(),
        ...queued.map((delivery) => sandboxWebhookDelivery.create(delivery).commit()),
      ])
      .go();
    return !result.canceled;
  }

  /** An off-session intent's refunds and their events, if nobody refunded it since it was read. */
  async function writeIntent(intent: SandboxPaymentIntent, changes: Pick<SandboxPaymentIntent, 'refundedCents' | 'refunds'>, queued: SandboxDelivery[]): Promise<boolean> {
    const refunds = intent.refunds ?? [];
    const result = await db.transaction
      .write(({ sandboxPaymentIntent, sandboxWebhookDelivery }) => [
        sandboxPaymentIntent
          .patch({ paymentIntentId: intent.paymentIntentId })
          .set(changes)
          .where((a, { eq, notExists }) => {
            const sum = intent.refundedCents === undefined ? notExists(a.refundedCents) : eq(a.refundedCents, intent.refundedCents);
            const list = refunds.length === 0 ? notExists(a.refunds) : eq(a.refunds, refunds);
            return `${eq(a.status, 'succeeded')} AND ${sum} AND ${list}`;
          })
          .commit(),
        ...queued.map((delivery) => sandboxWebhookDelivery.create(delivery).commit()),
      ])
      .go();
    return !result.canceled;
  }

  type Payment = { charge: SandboxCharge } & ({ session: SandboxSession } | { intent: SandboxPaymentIntent });

  /** The successful payment a payment intent id names: a paid checkout session, or a succeeded off-session intent. */
  async function paidPayment(paymentIntentId: string): Promise<Payment> {
    const sessionId = sessionIdOfPaymentIntent(paymentIntentId);
    const session = sessionId ? await getSession(sessionId) : null;
    if (session) return { session: assertPaid(session, paymentIntentId), charge: chargeOfSession(session) };
    const intent = paymentIntentId.startsWith(PAYMENT_INTENT_PREFIX)
      ? (await db.entities.sandboxPaymentIntent.get({ paymentIntentId }).go({ consistent: true })).data
      : null;
    if (!intent) throw new StripeApiError(`No such payment_intent: '${paymentIntentId}' (sandbox gateway)`, 404, 'invalid_request_error', 'resource_missing', undefined);
    if (intent.status !== 'succeeded') throw notRefundable(paymentIntentId);
    return { intent, charge: chargeOfIntent(intent) };
  }

  const paidSession = async (sessionId: string | null, what: string): Promise<SandboxSession> => {
    const session = sessionId ? await getSession(sessionId) : null;
    if (!session) throw new StripeApiError(`No such payment_intent: '${what}' (sandbox gateway)`, 404, 'invalid_request_error', 'resource_missing', undefined);
    return assertPaid(session, what);
  };

  return {
    /** Stripe's POST /v1/refunds on a payment intent (see the top of this file). */
    async create(request: RefundRequest): Promise<RefundView> {
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer');
      const id = sandboxRefundId(request.idempotencyKey);
      for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
        const payment = await paidPayment(request.paymentIntentId);
        const { charge } = payment;
        const earlier = charge.refunds.find((refund) => refund.id === id);
        if (earlier) {
          if (!sameParameters(earlier, request)) {
            throw new StripeApiError(
              `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${request.idempotencyKey}' if you meant to execute a different request. (sandbox gateway)`,
              400,
              'idempotency_error',
              undefined,
              undefined,
            );
          }
          return toSandboxRefundView(charge, earlier);
        }
        const refunded = charge.refundedCents;
        const left = charge.amountCents - refunded;
        if (request.amountCents > left) {
          const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;
          throw invalid(`Refund amount (${dollars(request.amountCents)}) is greater than unrefunded amount on charge (${dollars(left)})`, 'amount_too_large');
        }
        const fails = failsInSandbox(request.amountCents);
        const refund: SandboxRefund = {
          id,
          idempotencyKey: request.idempotencyKey,
          amountCents: request.amountCents,
          ...(request.reason ? { reason: request.reason } : {}),
          orderId: request.metadata.orderId,
          refundId: request.metadata.refundId,
          status: fails ? 'failed' : 'succeeded',
          ...(fails ? { failureReason: SANDBOX_REFUND_FAILURE_REASON } : {}),
          created: Math.floor(Date.now() / 1000),
        };
        const changes = { refunds: [...charge.refunds, refund], refundedCents: fails ? refunded : refunded + request.amountCents };
        const moved: SandboxCharge = { ...charge, ...changes };
        const subject = 'session' in payment ? { sessionId: payment.session.sessionId } : { paymentIntentId: payment.intent.paymentIntentId };
        const events = fails
          ? [sandboxRefundEvent('refund.failed', moved, refund), sandboxRefundEvent('refund.updated', moved, refund)]
          : [sandboxChargeRefundedEvent(moved), sandboxRefundEvent('refund.updated', moved, refund)];
        const queued = events.map((event) => queuedEventDelivery(event, subject));
        const written = 'session' in payment ? await write(payment.session, changes, queued, 'refunds') : await writeIntent(payment.intent, changes, queued);
        if (!written) continue;
        for (const delivery of queued) await deliveries.attempt(delivery);
        // A failing refund is pending when created; it fails a moment later (its events say so).
        return toSandboxRefundView(moved, refund, fails ? 'pending' : 'succeeded');
      }
      throw new StripeApiError('Too many concurrent refunds of this payment (sandbox gateway)', 429, 'invalid_request_error', 'lock_timeout', undefined);
    },

    /** A cardholder disputes the paid session's charge (what is left of it): charge.dispute.created. */
    async openDispute(sessionId: string, reason = 'fraudulent'): Promise<SandboxDispute> {
      const session = await paidSession(sessionId, sessionId);
      if (session.dispute) throw invalid(`The charge ${sandboxChargeId(session)} is already disputed.`, 'charge_disputed');
      const created = Math.floor(Date.now() / 1000);
      const dispute: SandboxDispute = {
        id: `dp_sandbox_${session.sessionId.slice(-24)}`,
        amountCents: session.totalCents - (session.refundedCents ?? 0),
        reason,
        status: 'needs_response',
        dueBy: created + DISPUTE_RESPONSE_SECONDS,
        created,
      };
      const delivery = queuedEventDelivery(sandboxDisputeEvent('charge.dispute.created', { ...session, dispute }, dispute), { sessionId });
      if (!(await write(session, { dispute }, [delivery], 'no_dispute'))) throw invalid(`The charge ${sandboxChargeId(session)} is already disputed.`, 'charge_disputed');
      await deliveries.attempt(delivery);
      return dispute;
    },

    /** The card network's decision: the dispute closes won or lost (charge.dispute.closed). */
    async closeDispute(sessionId: string, outcome: 'won' | 'lost'): Promise<SandboxDispute> {
      const session = await paidSession(sessionId, sessionId);
      if (!session.dispute) throw invalid(`The charge ${sandboxChargeId(session)} has no dispute.`, 'resource_missing');
      const dispute: SandboxDispute = { ...session.dispute, status: outcome };
      const delivery = queuedEventDelivery(sandboxDisputeEvent('charge.dispute.closed', { ...session, dispute }, dispute), { sessionId });
      if (!(await write(session, { dispute }, [delivery], 'open_dispute'))) throw invalid(`The charge ${sandboxChargeId(session)} has no dispute.`, 'resource_missing');
      await deliveries.attempt(delivery);
      return dispute;
    },
  };
}

export type SandboxRefunds = ReturnType<typeof createSandboxRefunds>;

/**
 * Saved cards for a table's open tab (issue 29) in the sandbox, done as Stripe does them and answered in its shapes:
 *
 * - a Customer per tab (cus_sandbox_...), one per idempotency key;
 * - a setup-mode Checkout Session (cs_sandbox_..., the hosted page at the same /sandbox/checkout/{id} as a payment
 *   session's), open until the diner saves one of Stripe's test cards (./test-cards): then, once, the session completes,
 *   a SetupIntent (seti_sandbox_...) and a PaymentMethod (pm_sandbox_...) attached to the Customer are made, and
 *   checkout.session.completed (mode setup, its setup_intent's id, customer) is queued in the same write; expiry
 *   sends checkout.session.expired, as for a payment session;
 * - an off-session charge (pi_sandbox_..., one per idempotency key: the same key answers the same intent and
 *   delivers nothing again), whose outcome is the saved test card's: payment_intent.succeeded (latest_charge
 *   ch_sandbox_...) or payment_intent.payment_failed (last_payment_error authentication_required / card_declined).
 *   A Customer or PaymentMethod it does not know is Stripe's 400 invalid_request_error resource_missing.
 */
import { createHash } from 'node:crypto';
import { epochSecondsFromNow, nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import type { CardSetupRequest, CardSetupView, CheckoutSessionView, SavedCardChargeRequest, SavedCardChargeView } from '../gateway';
import { cardBrandName } from '../stripe-events';
import { StripeApiError } from '../stripe-api';
import { queuedEventDelivery, type SandboxDeliveries, type SandboxDelivery } from './deliveries';
import { sandboxPaymentIntentEvent, sandboxSetupEvent } from './events';
import {
  PAYMENT_INTENT_PREFIX,
  SESSION_PREFIX,
  chargeIdOfIntent,
  currentStatus,
  type SandboxCustomer,
  type SandboxPaymentIntent,
  type SandboxSetupSession,
} from './records';
import { DEFAULT_SANDBOX_TEST_CARD, sandboxTestCard, type SandboxTestCard } from './test-cards';

const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;
/** A tab is charged hours after its card is saved, at most a day or so: its Customer and session are kept a month. */
const KEEP_SAVED_SECONDS = 30 * 24 * 60 * 60;
/** As long as a card payment can be refunded (180 days), like a paid checkout session. */
const KEEP_CHARGE_SECONDS = 180 * 24 * 60 * 60;

const digest = (text: string) => createHash('sha256').update(text).digest('hex');

export const sandboxCustomerId = (idempotencyKey: string) => `cus_sandbox_${digest(`customer:${idempotencyKey}`).slice(0, 24)}`;
/** A setup session's id looks like a payment session's (one page route serves both) but never equals one. */
export const sandboxSetupSessionId = (idempotencyKey: string) => SESSION_PREFIX + digest(`setup:${idempotencyKey}`).slice(0, 32);
export const sandboxChargeIntentId = (idempotencyKey: string) => PAYMENT_INTENT_PREFIX + digest(`off_session:${idempotencyKey}`).slice(0, 32);
const suffixOf = (sessionId: string) => sessionId.slice(SESSION_PREFIX.length);

const invalid = (message: string, code: string, param?: string) =>
  new StripeApiError(`${message} (sandbox gateway)`, 400, 'invalid_request_error', code, undefined, param ? { param } : undefined);

const idempotencyError = (key: string) =>
  new StripeApiError(
    `Keys for idempotent requests can only be used with the same parameters they were first used with. Try using a key other than '${key}' if you meant to execute a different request. (sandbox gateway)`,
    400,
    'idempotency_error',
    undefined,
    undefined,
  );

/** The session as Stripe's retrieve with expand[]=setup_intent.payment_method describes it. */
export function toCardSetupView(session: SandboxSetupSession, customer: SandboxCustomer | null, url: string | null): CardSetupView {
  const status = currentStatus(session);
  const method = session.paymentMethodId ? customer?.paymentMethods.find((saved) => saved.id === session.paymentMethodId) : undefined;
  return {
    id: session.sessionId,
    tabId: session.tabId,
    status,
    customerId: session.customerId,
    setupIntentId: session.setupIntentId ?? null,
    paymentMethodId: session.paymentMethodId ?? null,
    cardLabel: method ? `${cardBrandName(method.brand)} ending ${method.last4}` : null,
    email: session.email ?? null,
    url: status === 'open' ? url : null,
    expiresAt: session.checkoutExpiresAt,
  };
}

/** What the port's expireCheckoutSession answers for a setup session (nothing to pay, no order). */
export function setupAsCheckoutView(session: SandboxSetupSession): CheckoutSessionView {
  return {
    id: session.sessionId,
    orderId: null,
    status: currentStatus(session),
    paymentStatus: 'no_payment_required',
    amountTotalCents: null,
    currency: session.currency.toUpperCase(),
    url: null,
    expiresAt: session.checkoutExpiresAt,
    paymentIntentId: null,
    tabId: session.tabId,
  };
}

export function toSavedCardChargeView(intent: SandboxPaymentIntent): SavedCardChargeView {
  return {
    paymentIntentId: intent.paymentIntentId,
    status: intent.status,
    amountCents: intent.amountCents,
    currency: intent.currency.toUpperCase(),
    chargeId: intent.chargeId ?? null,
    failureCode: intent.failureCode ?? null,
    tabId: intent.tabId,
    paymentId: intent.paymentId,
  };
}

const sameCharge = (intent: SandboxPaymentIntent, request: SavedCardChargeRequest) =>
  intent.amountCents === request.amountCents &&
  intent.currency === request.currency.toLowerCase() &&
  intent.customerId === request.customerId &&
  intent.paymentMethodId === request.paymentMethodId &&
  intent.feeCents === request.feeCents &&
  intent.destinationAccountId === request.destinationAccountId &&
  intent.paymentId === request.metadata.paymentId;

export function createSandboxSavedCards(db: Db, deliveries: SandboxDeliveries) {
  const customers = {
    async get(customerId: string): Promise<SandboxCustomer | null> {
      return (await db.entities.sandboxCustomer.get({ customerId }).go({ consistent: true })).data;
    },

    /** Stripe's POST /v1/customers with the key `${request key}-customer`: one Customer per key. */
    async create(request: CardSetupRequest): Promise<SandboxCustomer> {
      const item: SandboxCustomer = {
        customerId: sandboxCustomerId(`${request.idempotencyKey}-customer`),
        tabId: request.tabId,
        restaurantId: request.restaurantId,
        description: `Table tab at ${request.restaurantName}`,
        paymentMethods: [],
        createdAt: nowIso(),
        expiresAt: epochSecondsFromNow(KEEP_SAVED_SECONDS),
      };
      const result = await db.entities.sandboxCustomer.create(item).go({ returnOnConditionCheckFailure: true });
      if (!result.rejected) return item;
      return (await customers.get(item.customerId)) ?? item;
    },
  };

  /** open -> complete with the card saved, or open -> expired; its event queued in the same write. null: was not open. */
  async function moveFromOpen(
    session: SandboxSetupSession,
    changes: Partial<SandboxSetupSession> & Pick<SandboxSetupSession, 'status'>,
    eventType: 'checkout.session.completed' | 'checkout.session.expired',
    savedMethod?: SandboxCustomer['paymentMethods'][number],
  ): Promise<{ session: SandboxSetupSession; delivery: SandboxDelivery } | null> {
    const moved = { ...session, ...changes };
    const delivery = queuedEventDelivery(sandboxSetupEvent(eventType, moved), { sessionId: session.sessionId });
    const result = await db.transaction
      .write(({ sandboxSetupSession, sandboxCustomer, sandboxWebhookDelivery }) => [
        sandboxSetupSession
          .patch({ sessionId: session.sessionId })
          .set(changes)
          .where((a, { eq }) => eq(a.status, 'open'))
          .commit(),
        ...(savedMethod ? [sandboxCustomer.patch({ customerId: session.customerId }).append({ paymentMethods: [savedMethod] }).commit()] : []),
        sandboxWebhookDelivery.create(delivery).commit(),
      ])
      .go();
    return result.canceled ? null : { session: moved, delivery };
  }

  const sessions = {
    async get(sessionId: string): Promise<SandboxSetupSession | null> {
      return (await db.entities.sandboxSetupSession.get({ sessionId }).go({ consistent: true })).data;
    },

    /** The tab's Customer, then its setup session; an earlier call's with the same key are answered again. */
    async create(request: CardSetupRequest): Promise<SandboxSetupSession> {
      const customer = await customers.create(request);
      const item: SandboxSetupSession = {
        sessionId: sandboxSetupSessionId(request.idempotencyKey),
        tabId: request.tabId,
        restaurantId: request.restaurantId,
        restaurantName: request.restaurantName,
        customerId: customer.customerId,
        currency: request.currency.toLowerCase(),
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        status: 'open',
        checkoutExpiresAt: request.expiresAt,
        createdAt: nowIso(),
        expiresAt: request.expiresAt + KEEP_AFTER_EXPIRY_SECONDS,
      };
      const result = await db.entities.sandboxSetupSession.create(item).go({ returnOnConditionCheckFailure: true });
      if (!result.rejected) return item;
      return (await sessions.get(item.sessionId)) ?? item;
    },

    /** The diner saves `card`: the SetupIntent and PaymentMethod are made, the session completes (once). */
    async save(session: SandboxSetupSession, card: SandboxTestCard, email: string | null = null) {
      const suffix = suffixOf(session.sessionId);
      const setupIntentId = `seti_sandbox_${suffix}`;
      const paymentMethodId = `pm_sandbox_${suffix}`;
      const method = { id: paymentMethodId, testCard: card.number, brand: card.brand, last4: card.last4, setupIntentId, created: Math.floor(Date.now() / 1000) };
      const changes = { status: 'complete' as const, setupIntentId, paymentMethodId, ...(email ? { email } : {}), completedAt: nowIso(), expiresAt: epochSecondsFromNow(KEEP_SAVED_SECONDS) };
      return moveFromOpen(session, changes, 'checkout.session.completed', method);
    },

    async markExpired(session: SandboxSetupSession) {
      return moveFromOpen(session, { status: 'expired' }, 'checkout.session.expired');
    },
  };

  return {
    customers,
    sessions,

    /** Stripe's POST /v1/payment_intents with confirm and off_session (see the top of this file). */
    async charge(request: SavedCardChargeRequest): Promise<SavedCardChargeView> {
      const paymentIntentId = sandboxChargeIntentId(request.idempotencyKey);
      const getIntent = async () => (await db.entities.sandboxPaymentIntent.get({ paymentIntentId }).go({ consistent: true })).data;
      const earlier = await getIntent();
      if (earlier) {
        if (!sameCharge(earlier, request)) throw idempotencyError(request.idempotencyKey);
        return toSavedCardChargeView(earlier);
      }
      if (!Number.isInteger(request.amountCents) || request.amountCents <= 0) throw invalid('Invalid positive integer', 'parameter_invalid_integer', 'amount');
      if (!Number.isInteger(request.feeCents) || request.feeCents < 0 || request.feeCents > request.amountCents) {
        throw invalid('The application fee amount must be a non-negative integer no greater than the amount.', 'parameter_invalid_integer', 'application_fee_amount');
      }
      const customer = await customers.get(request.customerId);
      if (!customer) throw invalid(`No such customer: '${request.customerId}'`, 'resource_missing', 'customer');
      const method = customer.paymentMethods.find((saved) => saved.id === request.paymentMethodId);
      if (!method) throw invalid(`No such PaymentMethod: '${request.paymentMethodId}'`, 'resource_missing', 'payment_method');
      const refusal = (sandboxTestCard(method.testCard) ?? DEFAULT_SANDBOX_TEST_CARD).refusal;
      const intent: SandboxPaymentIntent = {
        paymentIntentId,
        idempotencyKey: request.idempotencyKey,
        customerId: request.customerId,
        paymentMethodId: request.paymentMethodId,
        amountCents: request.amountCents,
        currency: request.currency.toLowerCase(),
        feeCents: request.feeCents,
        destinationAccountId: request.destinationAccountId,
        description: request.description,
        tabId: request.metadata.tabId,
        paymentId: request.metadata.paymentId,
        restaurantId: request.metadata.restaurantId,
        status: refusal?.status ?? 'succeeded',
        ...(refusal ? { failureCode: refusal.code, ...(refusal.declineCode ? { declineCode: refusal.declineCode } : {}) } : { chargeId: chargeIdOfIntent(paymentIntentId) }),
        created: Math.floor(Date.now() / 1000),
        createdAt: nowIso(),
        expiresAt: epochSecondsFromNow(KEEP_CHARGE_SECONDS),
      };
      const delivery = queuedEventDelivery(sandboxPaymentIntentEvent(intent), { paymentIntentId });
      const result = await db.transaction
        .write(({ sandboxPaymentIntent, sandboxWebhookDelivery }) => [
          sandboxPaymentIntent.create(intent).commit(),
          sandboxWebhookDelivery.create(delivery).commit(),
        ])
        .go();
      if (result.canceled) {
        // The same key raced in: its intent is the answer, delivered by the call that made it.
        const raced = await getIntent();
        if (!raced) throw new StripeApiError('Could not create the payment intent (sandbox gateway)', 409, 'api_error', 'lock_timeout', undefined);
        if (!sameCharge(raced, request)) throw idempotencyError(request.idempotencyKey);
        return toSavedCardChargeView(raced);
      }
      await deliveries.attempt(delivery);
      return toSavedCardChargeView(intent);
    },
  };
}

export type SandboxSavedCards = ReturnType<typeof createSandboxSavedCards>;

/**
 * The sandbox gateway's stored checkout sessions. Like Stripe, a session is created at most once per idempotency
 * key (its id is derived from the key), and it is paid or expired at most once (conditional updates on `status`).
 */
import { createHash } from 'node:crypto';
import { epochSecondsFromNow, nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import type { CheckoutRequest, CheckoutSessionView } from '../gateway';
import { queuedDelivery, type SandboxDelivery } from './deliveries';
import { SESSION_PREFIX, currentStatus, sandboxPaymentIntentId, type SandboxSession } from './records';
import type { SandboxEventType } from './events';

export { currentStatus, type SandboxSession } from './records';

/** Stored a day past its expiry so a late visit still finds it and says it expired. */
const KEEP_AFTER_EXPIRY_SECONDS = 24 * 60 * 60;

export const SANDBOX_SESSION_PREFIX = SESSION_PREFIX;

/** A paid session is kept as long as Stripe lets a card payment be refunded (180 days), so its refunds find it. */
const KEEP_PAID_SECONDS = 180 * 24 * 60 * 60;

export function sandboxSessionId(idempotencyKey: string): string {
  return SANDBOX_SESSION_PREFIX + createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
}

/** The session as the domain reads it; `url` is where its page is (the gateway knows the API's address). */
export function toSessionView(session: SandboxSession, url: string | null = null): CheckoutSessionView {
  const status = currentStatus(session);
  return {
    id: session.sessionId,
    orderId: session.orderId,
    status,
    paymentStatus: session.paymentStatus,
    amountTotalCents: session.totalCents,
    currency: session.currency.toUpperCase(),
    url: status === 'open' ? url : null,
    expiresAt: session.checkoutExpiresAt,
    paymentIntentId: sandboxPaymentIntentId(session),
    tabId: session.tabId ?? null,
  };
}

/** Delayed methods (bank debits): the session completes unpaid and settles later, as Stripe's do. */
const DELAYED_METHODS: readonly string[] = ['us_bank_account', 'sepa_debit'];
export const offersDelayedMethod = (session: SandboxSession) => (session.paymentMethodTypes ?? []).some((m) => DELAYED_METHODS.includes(m));

export function createSandboxSessions(db: Db) {
  const sessions = {
    /** The session for this request's idempotency key: created now, or the one an earlier call created. */
    async create(request: CheckoutRequest): Promise<SandboxSession> {
      const sessionId = sandboxSessionId(request.idempotencyKey);
      const item: SandboxSession = {
        sessionId,
        orderId: request.orderId,
        orderCode: request.orderCode,
        ...(request.tabId ? { tabId: request.tabId } : {}),
        restaurantId: request.restaurantId,
        restaurantName: request.restaurantName,
        destinationAccountId: request.destinationAccountId,
        currency: request.currency,
        lines: request.lines.map((line) => ({
          name: line.name,
          unitAmountCents: line.unitAmountCents,
          quantity: line.quantity,
          ...(line.description ? { description: line.description } : {}),
        })),
        taxCents: request.taxCents,
        tipCents: request.tipCents,
        totalCents: request.totalCents,
        feeCents: request.feeCents,
        successUrl: request.successUrl,
        cancelUrl: request.cancelUrl,
        paymentMethodTypes: [...request.paymentMethodTypes],
        status: 'open',
        paymentStatus: 'unpaid',
        checkoutExpiresAt: request.expiresAt,
        createdAt: nowIso(),
        expiresAt: request.expiresAt + KEEP_AFTER_EXPIRY_SECONDS,
      };
      const result = await db.entities.sandboxCheckoutSession.create(item).go({ returnOnConditionCheckFailure: true });
      if (!result.rejected) return item;
      return (await sessions.get(item.sessionId)) ?? item;
    },

    async get(sessionId: string): Promise<SandboxSession | null> {
      const { data } = await db.entities.sandboxCheckoutSession.get({ sessionId }).go({ consistent: true });
      return data;
    },

    /**
     * open -> complete and paid, with its checkout.session.completed event queued for delivery in the same write;
     * null when the session was not open (already paid, expired, or gone).
     */
    async markPaid(session: SandboxSession): Promise<{ session: SandboxSession; delivery: SandboxDelivery } | null> {
      const changes = { status: 'complete' as const, paymentStatus: 'paid' as const, completedAt: nowIso(), expiresAt: epochSecondsFromNow(KEEP_PAID_SECONDS) };
      return moveFromOpen(db, session, changes, 'checkout.session.completed');
    },

    /**
     * A delayed method (bank debit) at the diner's click: open -> complete but still unpaid, with a
     * checkout.session.completed event saying so queued; null when it was not open.
     */
    async markAwaitingPayment(session: SandboxSession): Promise<{ session: SandboxSession; delivery: SandboxDelivery } | null> {
      return moveFromOpen(db, session, { status: 'complete', completedAt: nowIso() }, 'checkout.session.completed');
    },

    /**
     * The delayed payment's outcome, days later at Stripe: paid (async_payment_succeeded) or not
     * (async_payment_failed, the session stays unpaid), at most once; null when the session was not awaiting one.
     */
    async settle(session: SandboxSession, outcome: 'succeeded' | 'failed'): Promise<{ session: SandboxSession; delivery: SandboxDelivery } | null> {
      const paid = { paymentStatus: 'paid' as const, expiresAt: epochSecondsFromNow(KEEP_PAID_SECONDS) };
      const changes = { settledAt: nowIso(), ...(outcome === 'succeeded' ? paid : {}) };
      const moved = { ...session, ...changes };
      const delivery = queuedDelivery(`checkout.session.async_payment_${outcome}`, moved);
      const result = await db.transaction
        .write(({ sandboxCheckoutSession, sandboxWebhookDelivery }) => [
          sandboxCheckoutSession
            .patch({ sessionId: session.sessionId })
            .set(changes)
            .where((a, { eq, notExists }) => `${eq(a.status, 'complete')} AND ${eq(a.paymentStatus, 'unpaid')} AND ${notExists(a.settledAt)}`)
            .commit(),
          sandboxWebhookDelivery.create(delivery).commit(),
        ])
        .go();
      return result.canceled ? null : { session: moved, delivery };
    },

    /** open -> expired, with its checkout.session.expired event queued; null when it was not open. */
    async markExpired(session: SandboxSession): Promise<{ session: SandboxSession; delivery: SandboxDelivery } | null> {
      return moveFromOpen(db, session, { status: 'expired' }, 'checkout.session.expired');
    },
  };
  return sessions;
}

export type SandboxSessions = ReturnType<typeof createSandboxSessions>;

async function moveFromOpen(
  db: Db,
  session: SandboxSession,
  changes: Pick<SandboxSession, 'status'> & Partial<Pick<SandboxSession, 'paymentStatus' | 'completedAt' | 'expiresAt'>>,
  eventType: SandboxEventType,
): Promise<{ session: SandboxSession; delivery: SandboxDelivery } | null> {
  const moved = { ...session, ...changes };
  const delivery = queuedDelivery(eventType, moved);
  const result = await db.transaction
    .write(({ sandboxCheckoutSession, sandboxWebhookDelivery }) => [
      sandboxCheckoutSession
        .patch({ sessionId: session.sessionId })
        .set(changes)
        .where((a, { eq }) => eq(a.status, 'open'))
        .commit(),
      sandboxWebhookDelivery.create(delivery).commit(),
    ])
    .go();
  return result.canceled ? null : { session: moved, delivery };
}

/**
 * A tab left open is charged to the card that secured it (issue 29): `tabChargeAfterMinutes` (the restaurant's, 2
 * hours by default) after its last activity, what is left of the bill, with no tip, off-session. The sweep runs every
 * few minutes (EventBridge in AWS, a timer locally) over the tabs due (entities/tab-due.ts), oldest first.
 *
 * A tab someone is paying just then is left for the next sweep; one whose activity moved on is rescheduled. The
 * charge is a payment of its own ('auto'), written before the gateway is called and keyed by the tab, so a sweep
 * that crashes or runs twice charges once. A card the bank wants its holder to confirm (authentication_required) or
 * declines is not retried: the payment is marked failed with the reason, the bill stays asked for, and the tab shows
 * it to the table and to staff (the floor) to settle in person.
 */
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { logger } from '../../logger';
import type { PaymentGateway, SavedCardChargeView } from '../../payments/gateway';
import { platformFeeCents } from '../../../../shared/pricing';
import { createRestaurants } from '../restaurants';
import { billTotals, leftOf, liveTabPayments, tabChargeAt } from './tab';
import { settleTab } from './tab-pay';
import { readVisit, type Visit } from './visit';
import { BEFORE_ANY_TIME } from '../../db/keys';

/** At most this many tabs per sweep (the next sweep takes the rest). */
const SWEEP_BATCH = 25;
/** A tab being paid at the sweep's time is looked at again this much later. */
const BUSY_RETRY_MINUTES = 10;

export type TabChargeOutcome = 'charged' | 'settled' | 'rescheduled' | 'failed' | 'nothing_due';

/**
 * Charges every tab due at `now` (epoch ms); what happened to each, by session id. `onCharged` follows each charge
 * that went through (the card holder's receipt); its failure is logged, never thrown.
 */
export async function chargeDueTabs(
  db: Db,
  gateway: Pick<PaymentGateway, 'chargeSavedCard'>,
  now = Date.now(),
  onCharged?: (sessionId: string) => Promise<unknown>,
): Promise<Map<string, TabChargeOutcome>> {
  // Between, not lte: the index's partition holds other entities' rows too (paid orders waiting to start sort before
  // these), and a bare upper bound would spend the limit on them (ElectroDB drops them after DynamoDB's limit).
  const { data: due } = await db.entities.tabDue.query
    .byDue({})
    .between({ dueAt: BEFORE_ANY_TIME }, { dueAt: new Date(now).toISOString() })
    .go({ limit: SWEEP_BATCH });
  const outcomes = new Map<string, TabChargeOutcome>();
  for (const item of due) {
    const outcome = await chargeDueTab(db, gateway, item.sessionId, now, onCharged).catch((error: unknown) => {
      logger.error('A tab left open could not be charged; the next sweep tries again', { sessionId: item.sessionId, error: error as Error });
      return null;
    });
    if (outcome) outcomes.set(item.sessionId, outcome);
  }
  return outcomes;
}

/** One tab, charged if it is due at `now`, as the sweep charges each; `onCharged` follows a charge that went through. */
export async function chargeDueTab(
  db: Db,
  gateway: Pick<PaymentGateway, 'chargeSavedCard'>,
  sessionId: string,
  now = Date.now(),
  onCharged?: (sessionId: string) => Promise<unknown>,
): Promise<TabChargeOutcome> {
  const outcome = await chargeTab(db, gateway, sessionId, now);
  if (outcome === 'charged' && onCharged) {
    await onCharged(sessionId).catch((error: unknown) => logger.error('After a tab was charged, its follow-up failed', { sessionId, error: error as Error }));
  }
  return outcome;
}

async function reschedule(db: Db, visit: Visit, dueAt: string): Promise<'rescheduled'> {
  await db.entities.tabDue.put({ sessionId: visit.session.sessionId, restaurantId: visit.session.restaurantId, dueAt }).go({ response: 'none' });
  return 'rescheduled';
}

async function unschedule(db: Db, sessionId: string): Promise<void> {
  await db.entities.tabDue.delete({ sessionId }).go({ response: 'none' });
}

export async function chargeTab(db: Db, gateway: Pick<PaymentGateway, 'chargeSavedCard'>, sessionId: string, now = Date.now()): Promise<TabChargeOutcome> {
  const visit = await readVisit(db, sessionId);
  const session = visit?.session;
  if (!visit || !session || !session.tabPaymentMethodId || !session.tabCustomerId || (session.tabState !== 'open' && session.tabState !== 'bill')) {
    await unschedule(db, sessionId);
    return 'nothing_due';
  }
  const dueAt = tabChargeAt(session);
  if (Date.parse(dueAt) > now) return reschedule(db, visit, dueAt);
  if (liveTabPayments(visit.payments).some((p) => p.state === 'paying')) return reschedule(db, visit, new Date(now + BUSY_RETRY_MINUTES * 60_000).toISOString());
  if (visit.session.sendingOrderId) return reschedule(db, visit, new Date(now + BUSY_RETRY_MINUTES * 60_000).toISOString());

  const left = leftOf(billTotals(visit.tabOrders), visit.payments);
  if (left.billCents <= 0) {
    await settleTab(db, sessionId);
    await unschedule(db, sessionId);
    return 'settled';
  }
  const found = await createRestaurants(db).withStripeAccount(session.restaurantId);
  if (!found?.stripeAccountId) {
    logger.error('A tab left open belongs to a restaurant without a payments account; it was not charged', { sessionId });
    await unschedule(db, sessionId);
    return 'failed';
  }
  const holder = visit.guests.find((g) => g.guestId === session.tabHolderGuestId);
  const feeCents = platformFeeCents(left.billCents);
  const currency = found.restaurant.currency;
  const at = nowIso();
  // The charge's own payment, written first (the bill asked for, so no more rounds), on the version read: a diner
  // starting to pay at the same moment makes this sweep give way.
  const written = await db.transaction
    .write(({ tableSession, tabPayment }) => [
      tableSession
        .patch({ sessionId })
        .set({ tabState: 'bill', ...(session.tabSplit ? {} : { tabSplit: JSON.stringify({ kind: 'whole' }) }) })
        .add({ version: 1 })
        .where((a, { eq }) => eq(a.version, session.version))
        .commit(),
      tabPayment
        .create({
          sessionId,
          paymentId: 'auto',
          restaurantId: session.restaurantId,
          ...(holder ? { guestId: holder.guestId } : {}),
          guestName: holder?.name ?? 'The card holder',
          kind: 'auto',
          subtotalCents: left.subtotalCents,
          billCents: left.billCents,
          tipCents: 0,
          totalCents: left.billCents,
          feeCents,
          currency,
          state: 'paying',
          createdAt: at,
        })
        .commit(),
    ])
    .go();
  if (written.canceled) {
    const { data: auto } = await db.entities.tabPayment.get({ sessionId, paymentId: 'auto' }).go({ consistent: true });
    // A sweep before this one wrote the charge and stopped before the gateway answered: charge it (same key).
    if (!auto || auto.state !== 'paying') return reschedule(db, visit, new Date(now + BUSY_RETRY_MINUTES * 60_000).toISOString());
  }
  const { data: payment } = await db.entities.tabPayment.get({ sessionId, paymentId: 'auto' }).go({ consistent: true });
  if (!payment) return 'nothing_due';

  const charge = await gateway.chargeSavedCard({
    customerId: session.tabCustomerId,
    paymentMethodId: session.tabPaymentMethodId,
    amountCents: payment.totalCents,
    currency,
    feeCents: payment.feeCents,
    destinationAccountId: found.stripeAccountId,
    description: `Table ${session.tableName} at ${found.restaurant.name}: the tab left open`,
    metadata: { tabId: sessionId, paymentId: 'auto', restaurantId: session.restaurantId },
    idempotencyKey: `tabauto-${sessionId}`,
  });
  const outcome = await autoChargeAnswered(db, charge, sessionId);
  if (outcome !== 'charged') await unschedule(db, sessionId);
  return outcome;
}

/**
 * The automatic charge's answer (from the gateway at once, or its payment_intent.* event later; a repeat changes
 * nothing): paid, the bill is settled; refused, the payment is failed with its reason and the table is told.
 */
export async function autoChargeAnswered(db: Db, charge: SavedCardChargeView, sessionId = charge.tabId): Promise<TabChargeOutcome> {
  if (!sessionId) return 'nothing_due';
  if (charge.status === 'processing' || charge.status === 'requires_action' && !charge.failureCode) return 'rescheduled';
  const paid = charge.status === 'succeeded';
  const result = await db.transaction
    .write(({ tabPayment, tableSession }) => [
      tabPayment
        .patch({ sessionId, paymentId: 'auto' })
        .set(
          paid
            ? { state: 'paid', paidAt: nowIso(), ...(charge.paymentIntentId ? { paymentIntentId: charge.paymentIntentId } : {}) }
            : { state: 'failed', failureCode: charge.failureCode ?? charge.status, ...(charge.paymentIntentId ? { paymentIntentId: charge.paymentIntentId } : {}) },
        )
        .where((a, { eq }) => eq(a.state, 'paying'))
        .commit(),
      tableSession.patch({ sessionId }).add({ version: 1 }).commit(),
    ])
    .go();
  if (result.canceled) logger.info("A tab's automatic charge was answered already", { sessionId });
  if (!paid) {
    logger.warn("A tab left open could not be charged to its card; the table's bill waits to be paid in person", { sessionId, failureCode: charge.failureCode });
    return 'failed';
  }
  await settleTab(db, sessionId);
  return 'charged';
}

/**
 * Chargebacks (charge.dispute.created/updated/closed): the order they are on shows "Disputed" with the amount, Stripe's
 * reason, its status and the evidence deadline. The order is found by the payment intent it was paid with (claimed
 * when it was paid). A closed dispute is final: an older event arriving after it changes nothing.
 */
import { nowIso } from '../../db/attributes';
import { uniqueKeys } from '../../db/entities/uniqueness';
import type { Db } from '../../db/service';
import { logger } from '../../logger';
import type { DisputeView } from '../../payments/gateway';
import { DAY_ENTRY, disputeDays, LOST_DISPUTE_STATUSES } from '../analytics/daily';
import { restaurantTimeZone } from '../analytics/sales-writes';

export type DisputeChange = { orderId: string; restaurantId: string; kind: 'opened' | 'updated' | 'closed' } | null;

/** The order a payment intent paid, or null when none of ours did. */
export async function orderOfPaymentIntent(db: Db, paymentIntentId: string | null): Promise<string | null> {
  if (!paymentIntentId) return null;
  const { data } = await db.entities.uniqueness.get(uniqueKeys.paymentIntent(paymentIntentId)).go({ consistent: true });
  return data?.claimedBy ?? null;
}

export async function applyDispute(db: Db, kind: 'dispute_created' | 'dispute_updated' | 'dispute_closed', dispute: DisputeView): Promise<DisputeChange> {
  const orderId = await orderOfPaymentIntent(db, dispute.paymentIntentId);
  if (!orderId) {
    logger.warn('A dispute on a payment that is not one of our orders', { disputeId: dispute.id, paymentIntentId: dispute.paymentIntentId });
    return null;
  }
  for (let attempt = 0; ; attempt++) {
    const { data: order } = await db.entities.order.get({ orderId }).go({ consistent: true });
    if (!order) return null;
    const earlier = order.dispute?.disputeId === dispute.id ? order.dispute : undefined;
    if (earlier?.closedAt) return null;
    const now = nowIso();
    const closing = kind === 'dispute_closed' || dispute.status === 'won' || dispute.status === 'lost' || dispute.status === 'warning_closed' || dispute.status === 'prevented';
    const next = {
      disputeId: dispute.id,
      status: dispute.status,
      amountCents: dispute.amountCents,
      reason: dispute.reason,
      ...(dispute.evidenceDueBy ? { evidenceDueBy: new Date(dispute.evidenceDueBy * 1000).toISOString() } : {}),
      openedAt: earlier?.openedAt ?? now,
      updatedAt: now,
      ...(closing ? { closedAt: now } : {}),
    };
    const counted = await disputeCounters(db, order.restaurantId, earlier, next);
    // Written only over the dispute as read (none, or this one unclosed), with the day's dispute counters: an event
    // racing another is read again, so a dispute is counted opened once and lost once (the payouts summary).
    const result = await db.transaction
      .write(({ order: orders, dailySales }) => [
        orders
          .patch({ orderId })
          .set({ dispute: next })
          .where((a, { eq, notExists }) => (order.dispute ? eq(a.dispute, order.dispute) : notExists(a.dispute)))
          .commit(),
        ...counted.map(({ key, add }) => dailySales.update(key).set({ kind: 'day' }).add(add).commit()),
      ])
      .go();
    if (!result.canceled) return { orderId, restaurantId: order.restaurantId, kind: earlier ? (closing ? 'closed' : 'updated') : closing ? 'closed' : 'opened' };
    if (attempt >= 5) throw new Error(`The dispute ${dispute.id} could not be written on order ${orderId}: it kept changing`);
  }
}

/**
 * The day rows' dispute counters a write adds to (domain/analytics/daily.ts DisputeFigures), in the restaurant's zone:
 * a dispute new on the order counts on the day it opened, and one closing lost on the day it closed.
 */
async function disputeCounters(db: Db, restaurantId: string, earlier: { closedAt?: string } | undefined, next: Parameters<typeof disputeDays>[0]) {
  const opening = !earlier;
  const losing = !!next.closedAt && LOST_DISPUTE_STATUSES.includes(next.status);
  if (!opening && !losing) return [];
  const timeZone = await restaurantTimeZone(db, restaurantId);
  const { openedOn, lostOn } = disputeDays(next, timeZone);
  const adds = new Map<string, Record<string, number>>();
  const addOn = (date: string, add: Record<string, number>) => adds.set(date, { ...adds.get(date), ...add });
  if (opening) addOn(openedOn, { disputesOpened: 1, disputedCents: next.amountCents });
  if (lostOn !== undefined) addOn(lostOn, { disputesLost: 1, lostDisputeCents: next.amountCents });
  return [...adds].map(([date, add]) => ({ key: { restaurantId, date, timeZone, entry: DAY_ENTRY }, add }));
}

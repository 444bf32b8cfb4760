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
  const { data: order } = await db.entities.order.get({ orderId }).go({ consistent: true });
  if (!order) return null;
  const earlier = order.dispute?.disputeId === dispute.id ? order.dispute : undefined;
  if (earlier?.closedAt) return null;
  const now = nowIso();
  const closing = kind === 'dispute_closed' || dispute.status === 'won' || dispute.status === 'lost' || dispute.status === 'warning_closed' || dispute.status === 'prevented';
  await db.entities.order
    .patch({ orderId })
    .set({
      dispute: {
        disputeId: dispute.id,
        status: dispute.status,
        amountCents: dispute.amountCents,
        reason: dispute.reason,
        ...(dispute.evidenceDueBy ? { evidenceDueBy: new Date(dispute.evidenceDueBy * 1000).toISOString() } : {}),
        openedAt: earlier?.openedAt ?? now,
        updatedAt: now,
        ...(closing ? { closedAt: now } : {}),
      },
    })
    .go({ response: 'none' });
  return { orderId, restaurantId: order.restaurantId, kind: earlier ? (closing ? 'closed' : 'updated') : closing ? 'closed' : 'opened' };
}

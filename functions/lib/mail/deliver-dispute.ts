/**
 * The webhook's follow-up to a dispute opened on an order: the owner's mail (./dispute.ts). A mail that cannot be sent
 * is logged; the dispute is on the order and the dashboard either way.
 */
import { db, Restaurants } from '../composition';
import { config } from '../config';
import type { DisputeChange } from '../domain/refunds/disputes';
import { logger } from '../logger';
import { mailer } from './configured';
import { disputeMessage } from './dispute';

export async function deliverDisputeNotice(change: NonNullable<DisputeChange>): Promise<void> {
  if (change.kind !== 'opened') return;
  const [restaurant, { data: order }] = await Promise.all([Restaurants.get(change.restaurantId), db.entities.order.get({ orderId: change.orderId }).go()]);
  if (!restaurant || !order?.dispute) return;
  const { data: owner } = await db.entities.profile.get({ userId: restaurant.ownerId }).go();
  if (!owner?.email) {
    logger.warn('A dispute was opened but the owner has no e-mail address on file', { restaurantId: restaurant.id, orderId: order.orderId });
    return;
  }
  const siteUrl = config.siteUrl ?? config.siteOrigins[0] ?? '';
  const result = await mailer.send(
    disputeMessage({
      to: owner.email,
      restaurantName: restaurant.name,
      orderCode: order.orderCode,
      amountCents: order.dispute.amountCents,
      currency: order.currency,
      reason: order.dispute.reason,
      evidenceDueBy: order.dispute.evidenceDueBy ?? null,
      dashboardLink: `${siteUrl.replace(/\/+$/, '')}/owner/dashboard`,
    }),
  );
  if (!result.sent) logger.warn('Dispute mail not sent', { restaurantId: restaurant.id, orderId: order.orderId, reason: result.reason });
}

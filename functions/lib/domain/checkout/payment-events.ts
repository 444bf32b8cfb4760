/**
 * The webhook's work: act on each verified event once. Stripe delivers at least once, so an event id is claimed
 * before acting and given back when acting fails (Stripe's retry then runs it). Events for unknown or already-final
 * orders, unknown accounts and event types we do not use are acknowledged and change nothing.
 */
import { logger } from '../../logger';
import { BusinessMetric, countMetric } from '../../observability';
import type { PaymentEvent, PaymentGateway } from '../../payments/gateway';
import { cardNotSaved, cardSaved } from '../table-sessions/tab-rounds';
import { sharePaid, shareExpired } from '../table-sessions/tab-pay';
import { autoChargeAnswered } from '../table-sessions/tab-charge';
import { createRestaurants } from '../restaurants';
import { createProcessedEvents } from '../stripe-events';
import { markOrderExpired, markOrderPaid, markOrderPaymentFailed } from './payment-outcomes';
import { applyDispute, orderOfPaymentIntent, type DisputeChange } from '../refunds/disputes';
import { applyRefundView } from '../refunds/request-refund';
import type { Db } from '../../db/service';

export type EventHandling = 'processed' | 'duplicate' | 'ignored';

export interface EventDeps {
  /**
   * The connected account's flags as the gateway has them NOW. Stripe does not deliver events in order (a retried
   * older account.updated can arrive after a newer one), so the flags are read afresh rather than taken from the
   * event; null when the gateway does not know the account. Without it the event's own flags are used.
   */
  currentAccount?: (accountId: string) => Promise<{ chargesEnabled: boolean; payoutsEnabled: boolean } | null>;
  /** Once a refund has succeeded (the diner's credit note). */
  onRefundSucceeded?: (orderId: string, refundId: string) => Promise<void>;
  /** Once a dispute was opened, updated or closed on an order (the owner's e-mail). */
  onDispute?: (change: NonNullable<DisputeChange>) => Promise<void>;
  /** A tab's saved card is read from its setup session when the event names only the SetupIntent (issue 29). */
  gateway?: Pick<PaymentGateway, 'retrieveCardSetupSession'>;
  /** Once a tab left open was charged to its card (the card holder's receipt, sent once). */
  onTabCharged?: (sessionId: string) => Promise<unknown>;
}

export async function handlePaymentEvent(db: Db, event: PaymentEvent, deps: EventDeps = {}): Promise<EventHandling> {
  if (event.kind === 'other') return 'ignored';
  if (!(await createProcessedEvents(db).claim(event.id))) return 'duplicate';
  try {
    await apply(db, event, deps);
  } catch (error) {
    await createProcessedEvents(db).release(event.id);
    throw error;
  }
  return 'processed';
}

async function apply(db: Db, event: Exclude<PaymentEvent, { kind: 'other' }>, deps: EventDeps): Promise<void> {
  switch (event.kind) {
    case 'checkout_completed':
      // A share of a table's bill (issue 29) names its tab; an order's checkout does not.
      if (event.session.tabId) await sharePaid(db, event.session);
      else await markOrderPaid(db, event.session, { account: event.account });
      return;
    case 'checkout_expired':
      if (event.session.tabId) await shareExpired(db, event.session);
      else await markOrderExpired(db, event.session);
      return;
    case 'checkout_payment_failed':
      await markOrderPaymentFailed(db, event.session);
      return;
    case 'refund_updated':
    case 'refund_failed':
      // The refund as the gateway has it now; a repeat or an older state changes nothing (refunds/request-refund).
      await applyRefundView(db, { onSucceeded: deps.onRefundSucceeded }, event.refund);
      return;
    case 'charge_refunded': {
      // The charge's id is kept on its order; each refund it lists is applied as its own event would be.
      const orderId = event.refunds.find((refund) => refund.orderId)?.orderId ?? (await orderOfPaymentIntent(db, event.paymentIntentId));
      if (orderId) {
        await db.entities.order
          .patch({ orderId })
          .set({ chargeId: event.chargeId })
          .where((a, { notExists }) => notExists(a.chargeId))
          .go({ response: 'none' })
          .catch((error: unknown) => {
            if (!String((error as Error).message).includes('onditional')) throw error;
          });
      }
      for (const refund of event.refunds) await applyRefundView(db, { onSucceeded: deps.onRefundSucceeded }, refund);
      return;
    }
    // A table's open tab (issue 29): its card saved (or not) and its automatic off-session charge.
    case 'card_setup_completed':
      if (!deps.gateway) throw new Error('A saved card event needs the gateway to read the card');
      await cardSaved(db, event.setup, deps.gateway);
      return;
    case 'card_setup_expired':
      await cardNotSaved(db, event.setup);
      return;
    case 'saved_card_charge_succeeded':
    case 'saved_card_charge_failed':
      if (event.charge.paymentId === 'auto' && (await autoChargeAnswered(db, event.charge)) === 'charged' && event.charge.tabId && deps.onTabCharged) {
        await deps.onTabCharged(event.charge.tabId);
      }
      return;
    case 'dispute_created':
    case 'dispute_updated':
    case 'dispute_closed': {
      const change = await applyDispute(db, event.kind, event.dispute);
      if (change && deps.onDispute) {
        await deps.onDispute(change).catch((error: unknown) => logger.error('After a dispute changed, its follow-up failed', { orderId: change.orderId, error: error as Error }));
      }
      return;
    }
    case 'account_updated': {
      // On a Connect endpoint the event names the account it happened on; it must be the account it describes.
      if (event.account && event.account !== event.accountId) {
        countMetric(BusinessMetric.WebhookMismatches);
        logger.warn('Payment mismatch: account.updated for another account than its own, nothing changed', {
          account: event.account,
          accountId: event.accountId,
        });
        return;
      }
      const restaurant = await createRestaurants(db).byStripeAccount(event.accountId);
      if (!restaurant) {
        logger.info('account.updated for an account no restaurant uses', { accountId: event.accountId });
        return;
      }
      // A failed read throws: the claim is given back and Stripe's retry reads again.
      const current = deps.currentAccount ? await deps.currentAccount(event.accountId) : event;
      if (!current) {
        logger.warn('account.updated for an account the gateway does not know, nothing changed', { accountId: event.accountId });
        return;
      }
      await createRestaurants(db).setPaymentStatus(restaurant.id, { chargesEnabled: current.chargesEnabled, payoutsEnabled: current.payoutsEnabled });
      return;
    }
  }
}

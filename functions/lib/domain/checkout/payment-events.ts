/**
 * The webhook's work: act on each verified event once. Stripe delivers at least once, so an event id is claimed
 * before acting and given back when acting fails (Stripe's retry then runs it). Events for unknown or already-final
 * orders, unknown accounts and event types we do not use are acknowledged and change nothing.
 */
import { logger } from '../../logger';
import { BusinessMetric, countMetric } from '../../observability';
import type { PaymentEvent } from '../../payments/gateway';
import { createRestaurants } from '../restaurants';
import { createProcessedEvents } from '../stripe-events';
import { markOrderExpired, markOrderPaid, markOrderPaymentFailed } from './payment-outcomes';
import type { Db } from '../../db/service';

export type EventHandling = 'processed' | 'duplicate' | 'ignored';

export interface EventDeps {
  /**
   * The connected account's flags as the gateway has them NOW. Stripe does not deliver events in order (a retried
   * older account.updated can arrive after a newer one), so the flags are read afresh rather than taken from the
   * event; null when the gateway does not know the account. Without it the event's own flags are used.
   */
  currentAccount?: (accountId: string) => Promise<{ chargesEnabled: boolean; payoutsEnabled: boolean } | null>;
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
      await markOrderPaid(db, event.session, { account: event.account });
      return;
    case 'checkout_expired':
      await markOrderExpired(db, event.session);
      return;
    case 'checkout_payment_failed':
      await markOrderPaymentFailed(db, event.session);
      return;
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

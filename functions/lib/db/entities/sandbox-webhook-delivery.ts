/**
 * A webhook event of the sandbox payment gateway that still has to reach the webhook, kept like Stripe keeps an
 * event it has not delivered: the same event (same id and body) is retried with backoff until it is acknowledged
 * or given up. Written in the same transaction as the session or account change it describes, so a crash between
 * "paid" and "delivered" leaves the event queued rather than lost.
 * Deleted once acknowledged (or given up after Stripe's three days).
 *   primary  pk eventId
 *   gsi1     byDue   pk queue  sk nextAttemptAt   (due ones first)
 */
import { Entity, type EntityConfiguration } from 'electrodb';
import { createdAtAttribute, expiresAtAttribute } from '../attributes';
import { primaryIndex, secondaryIndex } from '../keys';

/** The one queue partition: a local sandbox has a handful of pending events at most. */
export const SANDBOX_DELIVERY_QUEUE = 'pending';

export const sandboxWebhookDeliveryEntity = (config: EntityConfiguration) =>
  new Entity(
    {
      model: { service: 'tabletap', entity: 'sandboxWebhookDelivery', version: '1' },
      attributes: {
        eventId: { type: 'string', required: true, readOnly: true },
        eventType: { type: 'string', required: true, readOnly: true },
        /** What the event is about: a checkout session (payment or setup), a connected account (account.updated), or an off-session payment intent. */
        sessionId: { type: 'string', readOnly: true },
        accountId: { type: 'string', readOnly: true },
        paymentIntentId: { type: 'string', readOnly: true },
        /** The event's JSON body; signed afresh (new timestamp) for each attempt, as Stripe does. */
        payload: { type: 'string', required: true, readOnly: true },
        queue: { type: 'string', required: true, readOnly: true, default: SANDBOX_DELIVERY_QUEUE },
        attempts: { type: 'number', required: true, default: 0 },
        /** Epoch seconds of the next attempt. */
        nextAttemptAt: { type: 'number', required: true },
        /** What the last attempt got: an HTTP status, or the network error's message. */
        lastResult: { type: 'string' },
        createdAt: createdAtAttribute,
        /** TTL: a safety net past the retry window; the retrier deletes the item itself. */
        expiresAt: expiresAtAttribute,
      },
      indexes: {
        byEventId: primaryIndex(['eventId'], []),
        byDue: secondaryIndex('gsi1', ['queue'], ['nextAttemptAt']),
      },
    },
    config,
  );

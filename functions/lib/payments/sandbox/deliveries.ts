/**
 * Webhook delivery of the sandbox gateway, done the way Stripe does it: an event is queued in the same write as the
 * session or account change it reports, sent at once, and when the webhook does not acknowledge it (down, crashed, a
 * 5xx) the SAME event is sent again with growing pauses for up to three days. The local runtime runs `retryDue` every few
 * seconds, as Stripe's own servers would; a crash between "paid" and "delivered" is therefore made good on the next
 * start, not only when the diner reopens their page.
 */
import type { EntityItem } from 'electrodb';
import { epochSecondsFromNow } from '../../db/attributes';
import type { Db } from '../../db/service';
import { SANDBOX_DELIVERY_QUEUE } from '../../db/entities/sandbox-webhook-delivery';
import { logger } from '../../logger';
import { sandboxEvent, signPayload, type SandboxEvent, type SandboxEventType } from './events';
import type { SandboxSession } from './records';

export type SandboxDelivery = EntityItem<Db['entities']['sandboxWebhookDelivery']>;

/** Pause before each retry (seconds): quick at first, then hours, about three days in all, like Stripe. */
export const RETRY_SCHEDULE_SECONDS = [5, 30, 120, 600, 3_600, 6 * 3_600, 12 * 3_600, 24 * 3_600, 24 * 3_600];
const KEEP_SECONDS = 4 * 24 * 3_600;

/** Stripe gives up on a delivery after 10 s (then retries); the diner (or owner) is waiting on this one, so less. */
const DELIVERY_TIMEOUT_MS = 5_000;

export interface DeliverySettings {
  webhookUrl: string;
  webhookSecret: string;
}

/** The queue item for an event about `session` (written with the session change; see sessions.ts). */
export function queuedDelivery(type: SandboxEventType, session: SandboxSession): SandboxDelivery {
  return queuedEventDelivery(sandboxEvent(type, session), { sessionId: session.sessionId });
}

/** The queue item for any sandbox event, naming what it is about (written with that change, in one transaction). */
export function queuedEventDelivery(
  event: SandboxEvent,
  subject: { sessionId: string } | { accountId: string } | { paymentIntentId: string },
): SandboxDelivery {
  return {
    eventId: event.id,
    eventType: event.type,
    ...subject,
    payload: event.payload,
    queue: SANDBOX_DELIVERY_QUEUE,
    attempts: 0,
    nextAttemptAt: Math.floor(Date.now() / 1000),
    createdAt: new Date().toISOString(),
    expiresAt: epochSecondsFromNow(KEEP_SECONDS),
  };
}

/** One POST of the signed event; the HTTP status, or the network error. */
async function post(settings: DeliverySettings, delivery: SandboxDelivery): Promise<{ ok: boolean; result: string }> {
  try {
    const response = await fetch(settings.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json; charset=utf-8', 'stripe-signature': signPayload(delivery.payload, settings.webhookSecret) },
      body: delivery.payload,
      signal: AbortSignal.timeout(DELIVERY_TIMEOUT_MS),
    });
    await response.arrayBuffer().catch(() => undefined);
    return { ok: response.ok, result: String(response.status) };
  } catch (error) {
    return { ok: false, result: (error as Error).message };
  }
}

export function createSandboxDeliveries(settings: DeliverySettings, db: Db) {
  /**
   * Sends one queued event: acknowledged -> removed from the queue; refused or unreachable -> the next attempt is
   * scheduled, or, past the schedule, the event is given up (logged as an error). true when acknowledged.
   */
  async function attempt(delivery: SandboxDelivery): Promise<boolean> {
    const { ok, result } = await post(settings, delivery);
    if (ok) {
      // The webhook has it; if the queue item cannot be removed now, a later resend of the same event id is
      // acknowledged as a duplicate and changes nothing, so this never fails the diner's payment page.
      await db.entities.sandboxWebhookDelivery
        .delete({ eventId: delivery.eventId })
        .go()
        .catch((error: unknown) => logger.warn('Could not take a delivered sandbox webhook event off the queue', { eventId: delivery.eventId, error: error as Error }));
      return true;
    }
    const attempts = delivery.attempts + 1;
    const pause = RETRY_SCHEDULE_SECONDS[attempts - 1];
    if (pause === undefined) {
      logger.error('Sandbox webhook event given up after every retry', {
        eventId: delivery.eventId,
        eventType: delivery.eventType,
        subject: delivery.sessionId ?? delivery.accountId ?? delivery.paymentIntentId,
        result,
      });
      await db.entities.sandboxWebhookDelivery.delete({ eventId: delivery.eventId }).go();
      return false;
    }
    logger.warn('Sandbox webhook delivery failed; it will be retried', { eventId: delivery.eventId, attempts, retryInSeconds: pause, result });
    await db.entities.sandboxWebhookDelivery
      .patch({ eventId: delivery.eventId })
      .set({ attempts, nextAttemptAt: epochSecondsFromNow(pause), lastResult: result })
      .composite({ queue: delivery.queue })
      .go({ response: 'none' })
      .catch((error: unknown) => logger.warn('Could not reschedule a sandbox webhook event', { eventId: delivery.eventId, error: error as Error }));
    return false;
  }

  return {
    attempt,

    /** Sends every queued event whose time has come (oldest due first), at most `limit` per call. */
    async retryDue(limit = 25): Promise<{ delivered: number; failed: number }> {
      const now = Math.floor(Date.now() / 1000);
      const { data } = await db.entities.sandboxWebhookDelivery.query
        .byDue({ queue: SANDBOX_DELIVERY_QUEUE })
        .lte({ nextAttemptAt: now })
        .go({ limit });
      let delivered = 0;
      for (const delivery of data) if (await attempt(delivery)) delivered++;
      return { delivered, failed: data.length - delivered };
    },

    /** Every event still queued (for tests and a curious reader). */
    async pending(): Promise<SandboxDelivery[]> {
      const { data } = await db.entities.sandboxWebhookDelivery.query.byDue({ queue: SANDBOX_DELIVERY_QUEUE }).go({ pages: 'all' });
      return data;
    },
  };
}

export type SandboxDeliveries = ReturnType<typeof createSandboxDeliveries>;

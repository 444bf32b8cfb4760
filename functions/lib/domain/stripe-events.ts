/**
 * Stripe event ids already handled: Stripe delivers at least once, so each event is claimed before it is acted on
 * and a redelivery finds the claim.
 */
import { epochSecondsFromNow } from '../db/attributes';
import type { Db } from '../db/service';

/** Stripe retries for up to 3 days; a month covers every redelivery. */
const KEEP_SECONDS = 30 * 24 * 60 * 60;

export function createProcessedEvents(db: Db) {
  return {
    /** true the first time an event id is claimed, false when it was seen before. */
    async claim(eventId: string): Promise<boolean> {
      const result = await db.entities.processedStripeEvent
        .create({ eventId, expiresAt: epochSecondsFromNow(KEEP_SECONDS) })
        .go({ returnOnConditionCheckFailure: true });
      return !result.rejected;
    },

    /** Gives the claim back when handling failed, so Stripe's retry is processed instead of skipped. */
    async release(eventId: string): Promise<void> {
      await db.entities.processedStripeEvent.delete({ eventId }).go();
    },
  };
}

export type ProcessedEvents = ReturnType<typeof createProcessedEvents>;

/**
 * Fixed-window rate limits (e.g. one service request per table per minute). The marker's own condition makes the
 * check and the claim one atomic write, so two requests at the same moment cannot both pass.
 */
import { epochSecondsFromNow } from '../db/attributes';
import { db } from '../db/client';

export const RateLimits = {
  /** true when the window for `key` was free (and is now taken for `windowSeconds`), false when it is taken. */
  async claim(input: { key: string; restaurantId: string; windowSeconds: number }): Promise<boolean> {
    const now = Math.floor(Date.now() / 1000);
    const result = await db.entities.rateLimit
      .put({ key: input.key, restaurantId: input.restaurantId, expiresAt: epochSecondsFromNow(input.windowSeconds) })
      // TTL deletion lags, so an expired marker still counts as free.
      .where((a, { notExists, lte }) => `${notExists(a.expiresAt)} OR ${lte(a.expiresAt, now)}`)
      .go({ returnOnConditionCheckFailure: true });
    return !result.rejected;
  },
};

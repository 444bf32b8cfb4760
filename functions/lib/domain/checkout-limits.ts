/**
 * create-payment's rate limits (RATE_LIMITS.checkout): per client address at the restaurant and per restaurant,
 * taken before any work is done. The cart's attemptId is the checkout's idempotency key, so sending the same attempt
 * again (a retry after a lost answer, a double click) is the same checkout: it is not counted against the client,
 * only against a small allowance of retries per attempt, so one attempt cannot be replayed without end either.
 */
import { RateLimitedError } from '../errors';
import type { Db } from '../db/service';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from './rate-limits';

const LIMITS = RATE_LIMITS.checkout;

export const TOO_MANY_CHECKOUTS = 'Too many checkout attempts. Please wait a moment and try again.';

export async function admitCheckout(db: Db, input: { restaurantId: string; attemptId: string; client: string }): Promise<void> {
  const rateLimits = createRateLimits(db);
  const { restaurantId, attemptId, client } = input;
  const firstTime: LimitCheck = { kind: 'once', key: `checkout#${restaurantId}#attempt#${attemptId}`, windowSeconds: LIMITS.retriesPerAttempt.windowSeconds };
  const taken = await rateLimits.take(restaurantId, [
    firstTime,
    { kind: 'counter', key: `checkout#${restaurantId}#client#${client}`, ...LIMITS.perClient },
    { kind: 'counter', key: `checkout#${restaurantId}#all`, ...LIMITS.perRestaurant },
  ]);
  if (taken.taken) return;
  if (taken.refusedBy.includes(firstTime)) {
    const retry = await rateLimits.take(restaurantId, [
      { kind: 'counter', key: `checkout#${restaurantId}#attempt#${attemptId}#retries`, ...LIMITS.retriesPerAttempt },
    ]);
    if (retry.taken) return;
  }
  throw new RateLimitedError(TOO_MANY_CHECKOUTS);
}

/**
 * create-payment's rate limits (RATE_LIMITS.checkout): per client address at the restaurant and per restaurant,
 * taken before any work is done. The cart's attemptId is the checkout's idempotency key, so sending the same attempt
 * again (a retry after a lost answer, a double click) is the same checkout: it is not counted against the client,
 * only against a small allowance of retries per attempt, so one attempt cannot be replayed without end either.
 *
 * Each order written is a pending order and a session on our gateway account, so the orders themselves are bounded
 * too, per client address and table and per client address (orderClaims): counted in the order's own transaction, a
 * checkout refused writes no order and opens no session, and an order not written is not counted. The restaurant-wide
 * rate is a last resort far above any dining room, so strangers spending their own budgets leave the diners theirs.
 */
import { RateLimitedError } from '../errors';
import type { Db } from '../db/service';
import type { OrderClaim } from './orders/create';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from './rate-limits';
import { tableLabel } from './table-label';

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

export const TOO_MANY_FOR_TABLE =
  'Several payments for this table were started from here in the last 30 minutes. Please pay on an open payment page, or ask a waiter.';
export const TOO_MANY_FROM_CLIENT =
  'Too many payments were started from this network in the last 30 minutes. Please ask a waiter to help you pay.';

/**
 * The bounds a new order counts against (RATE_LIMITS.checkout.ordersPerClientTable, ordersPerClient): the client's
 * own, per table (the label as call-waiter keys it, so 'V1' and 'v 01' are one table) and at the restaurant, so
 * nobody elsewhere can spend them. 429 rate_limited with a message saying which.
 */
export function orderClaims(input: { restaurantId: string; client: string; tableLabel: string | null }): OrderClaim[] {
  const { restaurantId, client } = input;
  const table = tableLabel(input.tableLabel);
  const tableKey = table ? `table#${table.key}` : 'no-table';
  return [
    {
      check: { kind: 'counter', key: `checkout-orders#${restaurantId}#client#${client}#${tableKey}`, ...LIMITS.ordersPerClientTable },
      refused: () => new RateLimitedError(TOO_MANY_FOR_TABLE),
    },
    {
      check: { kind: 'counter', key: `checkout-orders#${restaurantId}#client#${client}`, ...LIMITS.ordersPerClient },
      refused: () => new RateLimitedError(TOO_MANY_FROM_CLIENT),
    },
  ];
}

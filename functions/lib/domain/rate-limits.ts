/**
 * Rate limits, all in one place. Two kinds of check, each one conditional write, so requests at the same moment
 * cannot all slip through:
 *   - once: one per window, the window starting at the claim (e.g. one service request per table per minute);
 *   - counter: at most `limit` per fixed window aligned on epoch time (e.g. 10 calls per client per 10 minutes),
 *     one item per window, `ADD hits :1` on the condition that the count is still under the limit.
 * `take` writes several checks in one transaction: all of them count, or (when any refuses) none does, so a refused
 * request uses up nothing, not a table's minute nor a client's allowance.
 *
 * The values are for abuse, not for real restaurants: a busy dining room should never meet them.
 */
import type { Db } from '../db/service';
import { isConditionFailure, wasTransactionConflict, type TransactionResult } from '../db/conditions';
import { RateLimitedError } from '../errors';

export const RATE_LIMITS = {
  /**
   * E-mail receipts (issue 27 item 4): each order sends a few at most (kept on its receipt record, RECEIPT_SENDS_PER_ORDER
   * in shared/api/diner.ts), and each client address a bounded number an hour over all orders, so nobody mails
   * strangers without end. Diners on a restaurant's Wi-Fi share its address, so this is a dining room's allowance: well
   * above what one room asks. Per client, never per restaurant: strangers elsewhere cannot spend a diner's allowance.
   */
  receipts: {
    perClientHour: { limit: 60, windowSeconds: 60 * 60 },
  },
  callWaiter: {
    /** One call per table per minute: a double tap or a bored child does not page the staff ten times. */
    perTableSeconds: 60,
    /**
     * Per client address at one restaurant. Diners on the restaurant's Wi-Fi share its address, so this is also a
     * whole dining room's allowance: keep it well above what one room sends.
     */
    perClient: { limit: 10, windowSeconds: 10 * 60 },
    /**
     * Per restaurant, whoever sends them (many addresses): above what 40 tables can send (one a minute each, the
     * per-table limit) with calls without a table. Strangers with enough addresses can fill it, and the open cap: a
     * table with a paid order (tableWithOrderSeconds) is heard whatever they hold.
     */
    perRestaurant: { limit: 60, windowSeconds: 60 },
    /** Open (unacknowledged) requests a restaurant can have; beyond it new calls are refused until staff catch up. */
    openCap: 50,
    /**
     * A table with an order paid in the last 4 hours (a long dinner) has diners sitting at it: its calls skip the
     * restaurant-wide limit and the open cap, keeping only the per-table minute and the caller's own allowance.
     */
    tableWithOrderSeconds: 4 * 60 * 60,
  },
  /**
   * A busy Friday: a 150-seat room, 40 tables of 4 diners each paying separately. At the peak about 15 tables pay in
   * the same half hour: 60 checkouts, 75 with diners who come back from the payment page and pay again. Diners on the
   * restaurant's Wi-Fi share its address, so a per-client figure is also a whole room's.
   */
  checkout: {
    /** Checkout requests per client address at one restaurant: the rate, whatever they become. */
    perClient: { limit: 60, windowSeconds: 60 },
    /**
     * Per restaurant, whoever sends them: a last resort only (a real room sends a few a minute), far above what
     * the per-client bounds let a few dozen addresses send, so strangers cannot use it up for the diners.
     */
    perRestaurant: { limit: 3_000, windowSeconds: 60 },
    /**
     * Orders written (each one a pending order and a gateway session) per client address per table, per half hour,
     * the life of a checkout session: 4 diners paying separately, each coming back and paying again, and a table of
     * 8 paying once each, stay under it. Strangers elsewhere have budgets of their own, so cannot fill a table's.
     */
    ordersPerClientTable: { limit: 12, windowSeconds: 30 * 60 },
    /** Orders written per client address at one restaurant per half hour, all tables: a whole room on one Wi-Fi at its peak (75), with room. */
    ordersPerClient: { limit: 120, windowSeconds: 30 * 60 },
    /** Sending the same attempt (attemptId) again is the same checkout and is not counted, up to this many times. */
    retriesPerAttempt: { limit: 10, windowSeconds: 24 * 60 * 60 },
  },
  /**
   * Staff invitation mails (invite and resend alike): our SES reputation, not the restaurant's, so bounded per
   * restaurant, per person (the owner who sends them, whatever restaurant: owning several does not multiply it) and
   * per address. A real team is 5 to 30 people: inviting all of them in one sitting stays under the hourly figure.
   */
  invitations: {
    perRestaurantHour: { limit: 20, windowSeconds: 60 * 60 },
    perRestaurantDay: { limit: 50, windowSeconds: 24 * 60 * 60 },
    perPersonHour: { limit: 30, windowSeconds: 60 * 60 },
    perPersonDay: { limit: 100, windowSeconds: 24 * 60 * 60 },
    /** Mails to one address from one restaurant: a resend once a minute (a double click), a few a day (spam, expiry). */
    perAddressSeconds: 60,
    perAddressDay: { limit: 5, windowSeconds: 24 * 60 * 60 },
  },
  /**
   * translate-batch. A large real menu (300 items of a 30-character name and a 120-character description, 20
   * categories) is about 45,000 characters a language, 360,000 for all 8 other languages; the translations page sends
   * it 25 rows a call, 13 calls a language, 104 for all 8. Amazon Translate costs $15 per million characters.
   */
  translations: {
    /** Calls, whatever they translate (each reads the whole menu): the 8-language run twice over, and single rows. */
    callsPerRestaurantHour: { limit: 240, windowSeconds: 60 * 60 },
    callsPerPersonHour: { limit: 360, windowSeconds: 60 * 60 },
    /** Characters sent to the translator: the whole large menu into 8 languages with room to spare ($7.50 at most). */
    charactersPerRestaurantDay: { limit: 500_000, windowSeconds: 24 * 60 * 60 },
    charactersPerPersonDay: { limit: 1_000_000, windowSeconds: 24 * 60 * 60 },
  },
  /**
   * Upload forms (logos and menu photos): each is a presigned POST to the media bucket whose upload waits, unserved,
   * until it is confirmed or the bucket's lifecycle rule expires it (a day). An owner putting a photo on every item of
   * a menu picks one file at a time, a few a minute.
   */
  uploads: {
    perRestaurant: { limit: 30, windowSeconds: 10 * 60 },
    perPerson: { limit: 30, windowSeconds: 10 * 60 },
  },
  /**
   * CSV exports of the owner's books (issue 27 item 5): each reads up to a year of orders and writes a file, so a
   * restaurant gets a few an hour; an owner exporting month by month for the accountant stays well under it.
   */
  exports: {
    perRestaurantHour: { limit: 30, windowSeconds: 60 * 60 },
  },
  /**
   * Table visits (issue 28). Every limit is per client address or per guest, never per table or visit: a stranger
   * with a photo of a card can use up only their own allowance, never lock the party at the table out.
   *  - joins: a phone scanning, reloading, waiting to be let in (it asks again every few seconds while it waits);
   *  - join codes tried: six digits, so ten tries in ten minutes make guessing hopeless;
   *  - cart changes: a guest adding, changing and removing lines, a few a minute at a busy table.
   */
  tableVisits: {
    joinsPerClient: { limit: 120, windowSeconds: 10 * 60 },
    codesPerClient: { limit: 10, windowSeconds: 10 * 60 },
    cartChangesPerGuest: { limit: 300, windowSeconds: 10 * 60 },
  },
} as const;

export type LimitCheck =
  /** One per `windowSeconds`, counted from the claim. */
  | { kind: 'once'; key: string; windowSeconds: number }
  /**
   * At most `limit` per fixed window of `windowSeconds`. `amount` (default 1) is what this request counts for, e.g. the
   * characters it sends to a paid service; one larger than `limit` is always refused.
   */
  | { kind: 'counter'; key: string; limit: number; windowSeconds: number; amount?: number };

export type TakeResult = { taken: true } | { taken: false; refusedBy: LimitCheck[] };

/** Transactions touching one item at once conflict; a few quick retries (backing off) sort them out. */
const CONFLICT_RETRIES = 6;

const nowSeconds = () => Math.floor(Date.now() / 1000);

/** A counter's item for the window `now` falls in: its own key, gone (TTL) once the window is over. */
function counterWindow(check: { key: string; windowSeconds: number }, now: number) {
  const window = Math.floor(now / check.windowSeconds);
  return { key: `${check.key}#w${check.windowSeconds}-${window}`, expiresAt: (window + 1) * check.windowSeconds };
}

type TransactionEntities = Parameters<Parameters<Db['transaction']['write']>[0]>[0];

/** The conditional write of each check, as part of a transaction (also of another's, e.g. the order's creation). */
export function transactionWrite({ rateLimit }: TransactionEntities, check: LimitCheck, restaurantId: string, now: number) {
  if (check.kind === 'once') {
    return rateLimit
      .put({ key: check.key, restaurantId, expiresAt: now + check.windowSeconds })
      .where((a, { notExists, lte }) => `(${notExists(a.expiresAt)} OR ${lte(a.expiresAt, now)})`)
      .commit();
  }
  const { key, expiresAt } = counterWindow(check, now);
  const amount = check.amount ?? 1;
  return rateLimit
    .update({ key })
    .set({ restaurantId, expiresAt })
    .add({ hits: amount })
    .where((a, { notExists, lte }) => `(${notExists(a.hits)} OR ${lte(a.hits, check.limit - amount)})`)
    .commit();
}

/** One check alone: a plain conditional write, which DynamoDB serializes with others on the item (no conflicts). */
async function takeOne(db: Db, check: LimitCheck, restaurantId: string): Promise<boolean> {
  const { rateLimit } = db.entities;
  const now = nowSeconds();
  try {
    if (check.kind === 'once') {
      await rateLimit
        .put({ key: check.key, restaurantId, expiresAt: now + check.windowSeconds })
        .where((a, { notExists, lte }) => `(${notExists(a.expiresAt)} OR ${lte(a.expiresAt, now)})`)
        .go({ response: 'none' });
    } else {
      const { key, expiresAt } = counterWindow(check, now);
      const amount = check.amount ?? 1;
      await rateLimit
        .update({ key })
        .set({ restaurantId, expiresAt })
        .add({ hits: amount })
        .where((a, { notExists, lte }) => `(${notExists(a.hits)} OR ${lte(a.hits, check.limit - amount)})`)
        .go({ response: 'none' });
    }
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function createRateLimits(db: Db) {
  const rateLimits = {
    /** true when the window for `key` was free (and is now taken for `windowSeconds`), false when it is taken. */
    async claim(input: { key: string; restaurantId: string; windowSeconds: number }): Promise<boolean> {
      const result = await rateLimits.take(input.restaurantId, [{ kind: 'once', key: input.key, windowSeconds: input.windowSeconds }]);
      return result.taken;
    },

    /**
     * Takes every check or none: `{ taken: true }` when all had room (each now counts this request), else the checks
     * that refused, in the order given (nothing was counted).
     */
    async take(restaurantId: string, checks: LimitCheck[]): Promise<TakeResult> {
      const tooLarge = checks.filter((check) => check.kind === 'counter' && (check.amount ?? 1) > check.limit);
      if (tooLarge.length) return { taken: false, refusedBy: tooLarge };
      if (checks.length === 1) return (await takeOne(db, checks[0]!, restaurantId)) ? { taken: true } : { taken: false, refusedBy: [...checks] };
      for (let attempt = 0; ; attempt++) {
        const now = nowSeconds();
        const result: TransactionResult = await db.transaction
          .write((entities) => checks.map((check) => transactionWrite(entities, check, restaurantId, now)))
          .go();
        if (!result.canceled) return { taken: true };
        const refusedBy = checks.filter((_, i) => result.data[i]?.code === 'ConditionalCheckFailed');
        if (refusedBy.length) return { taken: false, refusedBy };
        if (!wasTransactionConflict(result) || attempt >= CONFLICT_RETRIES) {
          throw new RateLimitedError('Too many requests at once. Please try again in a moment.');
        }
        await pause(Math.random() * 20 * 2 ** attempt);
      }
    },
  };
  return rateLimits;
}

export type RateLimits = ReturnType<typeof createRateLimits>;

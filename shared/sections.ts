/**
 * Sections and servers (issue 30 item 4). Tables belong to sections (the table's `section`); members are assigned to
 * sections for their shift. A diner's call for a waiter carries a reason and reaches the members serving its table's
 * section first, then everyone once it has gone unanswered for SECTION_FIRST_SECONDS. The tip of an order is credited
 * to the members serving its section when it is paid (split evenly, cent by cent, when several share the section).
 *
 * A shift's day starts at SHIFT_DAY_START_HOUR in the restaurant's zone, not at midnight: a waiter assigned at six in
 * the evening still serves the section at one in the morning, and that night's tips count on the evening's day.
 */

/** Why a diner calls, in the order the diner's dialog offers them. */
export const CALL_REASONS = ['bill', 'water', 'help', 'allergy'] as const;
export type CallReason = (typeof CALL_REASONS)[number];

/** The staff's words for each reason (the dashboard is in English; the diner's words are in the diner's language). */
export const CALL_REASON_LABELS: Record<CallReason, string> = {
  bill: 'The bill',
  water: 'Water',
  help: 'Help',
  allergy: 'Allergy question',
};

/** How long a call waits for its section's members before it reaches everyone. */
export const SECTION_FIRST_SECONDS = 60;

/** The hour (local) a shift's day begins: assignments made the day before end then. */
export const SHIFT_DAY_START_HOUR = 4;

/** At most this many sections per member (a restaurant has a handful; the limit keeps a request small). */
export const MAX_SECTIONS_PER_MEMBER = 20;

/**
 * `tipCents` split between `n` members: even parts, the cents left over one each to the first members (in the order
 * given), so the parts always add up to the tip. No members: the whole tip in one part (nobody's: the restaurant's).
 */
export function splitTip(tipCents: number, n: number): number[] {
  return n <= 1 ? [tipCents] : proportional(tipCents, Array.from({ length: n }, () => 1));
}

/**
 * `cents` shared in proportion to `weights` (each a credit's tip): the largest remainders get the odd cents, so the
 * parts add up to `cents` exactly. All weights 0: the whole to the first.
 */
export function proportional(cents: number, weights: readonly number[]): number[] {
  const total = weights.reduce((sum, w) => sum + w, 0);
  if (weights.length === 0) return [];
  if (total <= 0) return weights.map((_, i) => (i === 0 ? cents : 0));
  const exact = weights.map((w) => (cents * w) / total);
  const parts = exact.map(Math.floor);
  let left = cents - parts.reduce((sum, p) => sum + p, 0);
  const order = exact.map((x, i) => [x - Math.floor(x), i] as const).sort((a, b) => b[0] - a[0] || a[1] - b[1]);
  for (const [, i] of order) {
    if (left <= 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/**
 * Whether a call is one the member should be alerted to at `now`: at once when it was sent to everyone (no section,
 * or nobody serving it) or to them; else once its time to reach everyone has come.
 */
export function callReaches(
  call: { servers: readonly { userId: string }[]; everyoneAt: string | null },
  userId: string | null,
  now: number,
): boolean {
  if (call.everyoneAt === null || call.servers.length === 0) return true;
  if (userId !== null && call.servers.some((s) => s.userId === userId)) return true;
  return Date.parse(call.everyoneAt) <= now;
}

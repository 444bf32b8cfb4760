/**
 * Paid orders nobody started (issue 30 item 1). An order waits from its payment (`paidAt`) while its status is still
 * `paid` (the board's Paid column, the kitchen's "Paid"/"New": nobody pressed Start). The owner sets two limits:
 *   lateOrderMinutes       (1 to 30, default 5): the ticket turns amber on every staff screen, the dashboard sounds
 *                          and a banner counts the waiting orders; at twice this it turns red (and sounds again);
 *   escalateOrderMinutes   (2 to 120, default 15, more than the first): the owner and managers get an e-mail. Above
 *                          the first so the floor always hears first and the mail is the fallback for a screen nobody
 *                          watches; 15 is the default's red (10) plus 5, the whole ticket-to-table time of a quick
 *                          dish; two hours at most, past which a mail about a waiting order helps nobody.
 * The screens and the server's sweep read the same rules here. Times are epoch milliseconds, `now` always given.
 */

export const DEFAULT_LATE_ORDER_MINUTES = 5;
export const MIN_LATE_ORDER_MINUTES = 1;
export const MAX_LATE_ORDER_MINUTES = 30;
export const DEFAULT_ESCALATE_ORDER_MINUTES = 15;
export const MIN_ESCALATE_ORDER_MINUTES = 2;
export const MAX_ESCALATE_ORDER_MINUTES = 120;
/** One e-mail per restaurant per this many minutes at most: the late orders found meanwhile wait for the next, listed together. */
export const ESCALATION_MAIL_GAP_MINUTES = 10;

const MINUTE_MS = 60_000;

export type WaitLevel = 'late' | 'very_late';

export interface WaitingOrder {
  status: string;
  paidAt?: string | null | undefined;
}

export interface Wait {
  /** Whole minutes since payment. */
  minutes: number;
  /** null while under the first limit. */
  level: WaitLevel | null;
}

/** An order waits for Start while its status is paid (with its payment time). */
export function isWaitingToStart(order: WaitingOrder): order is WaitingOrder & { paidAt: string } {
  return order.status === 'paid' && typeof order.paidAt === 'string' && Number.isFinite(Date.parse(order.paidAt));
}

/** How long an order has waited to be started and how late that is; null for an order that is not waiting. */
export function orderWait(order: WaitingOrder, lateMinutes: number, now: number): Wait | null {
  if (!isWaitingToStart(order)) return null;
  const waitedMs = Math.max(0, now - Date.parse(order.paidAt));
  const level = waitedMs >= 2 * lateMinutes * MINUTE_MS ? 'very_late' : waitedMs >= lateMinutes * MINUTE_MS ? 'late' : null;
  return { minutes: Math.floor(waitedMs / MINUTE_MS), level };
}

/** What a late ticket says, so colour is never the only sign: "Waiting 7 min". */
export function waitText(wait: Wait): string {
  return `Waiting ${wait.minutes} min`;
}

/**
 * When the screens must look again: the earliest moment after `now` at which a waiting order crosses a limit or its
 * whole minutes change; null when none is waiting. A timer set for it keeps the colours and the banner exact
 * without reloading or polling faster than needed.
 */
export function nextWaitChangeAt(orders: readonly WaitingOrder[], lateMinutes: number, now: number): number | null {
  let next: number | null = null;
  for (const order of orders) {
    if (!isWaitingToStart(order)) continue;
    const paid = Date.parse(order.paidAt);
    const waited = Math.max(0, now - paid);
    const nextMinute = paid + (Math.floor(waited / MINUTE_MS) + 1) * MINUTE_MS;
    const limits = [paid + lateMinutes * MINUTE_MS, paid + 2 * lateMinutes * MINUTE_MS].filter((at) => at > now);
    const at = Math.min(nextMinute, ...limits);
    if (next === null || at < next) next = at;
  }
  return next;
}

/** The late ones among `orders` (over the first limit), longest waiting first. */
export function lateOrders<T extends WaitingOrder>(orders: readonly T[], lateMinutes: number, now: number): (T & { wait: Wait })[] {
  return orders
    .flatMap((order) => {
      const wait = orderWait(order, lateMinutes, now);
      return wait?.level ? [{ ...order, wait }] : [];
    })
    .sort((a, b) => b.wait.minutes - a.wait.minutes || Date.parse(a.paidAt ?? '') - Date.parse(b.paidAt ?? ''));
}

/** Whether the owner and managers are to be told of this order now (the sweep's rule). */
export function isEscalationDue(order: WaitingOrder, escalateMinutes: number, now: number): boolean {
  return isWaitingToStart(order) && now - Date.parse(order.paidAt) >= escalateMinutes * MINUTE_MS;
}

export const ESCALATION_ORDER_MESSAGE = 'The e-mail limit must be more minutes than the late limit';

/** Why a pair of limits is refused, or null: the mail comes after the screens' alert, never before or with it. */
export function escalationLimitsProblem(lateMinutes: number, escalateMinutes: number): string | null {
  return escalateMinutes > lateMinutes ? null : ESCALATION_ORDER_MESSAGE;
}

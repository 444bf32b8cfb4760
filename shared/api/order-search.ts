/**
 * The owner's books (issue 27 item 5): GET .../orders/history for owners and managers. Every order placed in a range
 * of the restaurant's calendar days (its time zone), newest first, narrowed by status, payment state, dispute and a
 * search by order code or table, a page at a time. The staff board's own history is GET .../orders?view=history.
 */
import * as z from '../zod';
import { ORDER_STATUSES } from '../constants';
import { PAYMENT_STATES } from '../order-lifecycle';
import { orderSchema, pageCursorSchema } from './orders';

/** The range when none is asked for: the last 7 days, today included. */
export const ORDER_SEARCH_DEFAULT_DAYS = 7;
/** The longest range one search may cover, in days (a quarter). */
export const ORDER_SEARCH_MAX_DAYS = 92;
export const ORDER_SEARCH_PAGE_SIZE = 25;
export const ORDER_SEARCH_PAGE_MAX = 100;
export const ORDER_SEARCH_TEXT_MAX = 40;

const LOCAL_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Whether `value` is a real calendar date written YYYY-MM-DD (not 2026-02-30). */
export function isLocalDate(value: string): boolean {
  if (!LOCAL_DATE.test(value)) return false;
  const [year, month, day] = value.split('-').map(Number) as [number, number, number];
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

/** The calendar date `days` after `date` (before it when negative). */
export function shiftLocalDate(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** How many calendar days `from`..`to` covers, both included (0 or less when `to` is before `from`). */
export function daysCovered(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

/**
 * The range asked for, its missing ends filled in: `to` defaults to today, `from` to the 7 days ending at `to`.
 * Answers what is wrong with it instead when it runs backwards or is longer than ORDER_SEARCH_MAX_DAYS.
 */
export function resolveDateRange(
  asked: { from?: string; to?: string },
  today: string,
): { from: string; to: string } | { field: 'from' | 'to'; message: string } {
  const to = asked.to ?? today;
  const from = asked.from ?? shiftLocalDate(to, 1 - ORDER_SEARCH_DEFAULT_DAYS);
  const days = daysCovered(from, to);
  if (days < 1) return { field: 'to', message: 'must be on or after from' };
  if (days > ORDER_SEARCH_MAX_DAYS) {
    return { field: asked.from ? 'to' : 'from', message: `the range may cover at most ${ORDER_SEARCH_MAX_DAYS} days (from ${from} to ${to} is ${days})` };
  }
  return { from, to };
}

const localDateSchema = z.string().check(z.refine(isLocalDate, 'must be a date written YYYY-MM-DD'));

/** A comma-separated list of values out of `allowed`, each once: 'paid,refunded'. */
function listOf<const T extends readonly string[]>(allowed: T, what: string) {
  return z.pipe(
    z.string().check(z.maxLength(200, 'is too long')),
    z.transform((s, ctx) => {
      const parts = [...new Set(s.split(',').map((p) => p.trim()).filter(Boolean))];
      for (const part of parts) {
        if (!allowed.includes(part)) {
          // A mini transform's ctx has no addIssue: the issue goes straight on the list (as addIssue put it).
          ctx.issues.push({ code: 'custom', message: `Unknown ${what} '${part.slice(0, 40)}': one of ${allowed.join(', ')}`, input: s });
          return z.NEVER;
        }
      }
      return parts.length ? (parts as T[number][]) : undefined;
    }),
  );
}

/**
 * GET .../orders/history. `from`/`to`: the restaurant's calendar days, both included (default the last 7 days, at
 * most 92). `status`, `payment`: any of those listed (comma-separated). `disputed`: only orders with (true) or without
 * (false) a dispute. `q`: an order code (with or without '#') or a table label, matched whole, case-insensitive.
 * Newest first, `limit` a page (default 25), the next page asked for with the last one's `nextCursor` and the same
 * filters.
 */
export const orderSearchQuerySchema = z
  .strictObject({
    from: z.optional(localDateSchema),
    to: z.optional(localDateSchema),
    status: z.optional(listOf(ORDER_STATUSES, 'status')),
    payment: z.optional(listOf(PAYMENT_STATES, 'payment state')),
    disputed: z.optional(z.pipe(z.enum(['true', 'false'], "must be 'true' or 'false'"), z.transform((v) => v === 'true'))),
    q: z.optional(
      z.pipe(
        z.string().check(z.trim(), z.maxLength(ORDER_SEARCH_TEXT_MAX, `must be at most ${ORDER_SEARCH_TEXT_MAX} characters`)),
        z.transform((v) => v.replace(/^#/, '').trim() || undefined),
      ),
    ),
    cursor: z.optional(pageCursorSchema),
    limit: z.optional(
      z.pipe(
        z.pipe(
          z.string().check(z.regex(/^[1-9][0-9]{0,2}$/, `must be a whole number from 1 to ${ORDER_SEARCH_PAGE_MAX}`)),
          z.transform(Number),
        ),
        z.number().check(z.maximum(ORDER_SEARCH_PAGE_MAX, `must be a whole number from 1 to ${ORDER_SEARCH_PAGE_MAX}`)),
      ),
    ),
  })
  .check(
    z.superRefine((query, ctx) => {
      if (query.from && query.to) {
        const range = resolveDateRange(query, query.to);
        if ('field' in range) ctx.addIssue({ code: 'custom', path: [range.field], message: range.message });
      }
    }),
  );
export type OrderSearchQuery = z.infer<typeof orderSearchQuerySchema>;
/** The query's filters as the web app holds them (before the wire's strings). */
export type OrderSearchFilters = Omit<OrderSearchQuery, 'cursor' | 'limit'>;

/**
 * A page of the search, newest first. `from`/`to`/`timeZone`: the range searched (defaults filled in). `nextCursor`
 * null when nothing matching is left. A search that matches few orders reads a bounded number per request, so a page
 * may hold fewer than `limit` (even none) and still have a `nextCursor`: `searchedTo` then says how far back in the
 * range it has looked (null when it reached the range's start).
 */
export const orderSearchPageSchema = z.object({
  orders: z.array(orderSchema),
  nextCursor: z.nullable(z.string()),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  searchedTo: z.nullable(z.string()),
});
export type OrderSearchPage = z.infer<typeof orderSearchPageSchema>;

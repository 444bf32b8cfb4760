/**
 * The owner's books (issue 27 item 5), owners and managers: the CSV export of a range of days' orders and the payouts
 * summary of a day, week or month. Dates are the restaurant's calendar days (its time zone), written YYYY-MM-DD.
 */
import * as z from '../zod';

/** The longest range one export may cover, in days (a year, leap day included). */
export const ORDERS_EXPORT_MAX_DAYS = 366;
/** How long the export's download link works. */
export const ORDERS_EXPORT_LINK_SECONDS = 5 * 60;

const localDateSchema = z.iso.date('must be a date written YYYY-MM-DD');

/** How many calendar days `from`..`to` covers, both included (0 or less when `to` is before `from`). */
export const daysInRange = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** POST .../orders/export: every order placed from `from` to `to` (both included), at most ORDERS_EXPORT_MAX_DAYS days. */
export const ordersExportRequestSchema = z.strictObject({ from: localDateSchema, to: localDateSchema }).check(
  z.superRefine(({ from, to }, ctx) => {
    const days = daysInRange(from, to);
    if (days < 1) ctx.addIssue({ code: 'custom', path: ['to'], message: 'must be on or after from' });
    else if (days > ORDERS_EXPORT_MAX_DAYS) ctx.addIssue({ code: 'custom', path: ['to'], message: `the range may cover at most ${ORDERS_EXPORT_MAX_DAYS} days (from ${from} to ${to} is ${days})` });
  }),
);
export type OrdersExportRequest = z.infer<typeof ordersExportRequestSchema>;

/** The finished file: a short-lived download link (it saves as `filename`), and what it holds. */
export const ordersExportSchema = z.object({
  url: z.string(),
  filename: z.string(),
  expiresAt: z.string(),
  rows: z.int(),
  bytes: z.int(),
  timeZone: z.string(),
});
export type OrdersExport = z.infer<typeof ordersExportSchema>;

export const PAYOUT_PERIODS = ['day', 'week', 'month'] as const;
export type PayoutPeriod = (typeof PAYOUT_PERIODS)[number];

/** GET .../payouts?period=day|week|month&date=YYYY-MM-DD: the day, the week (Monday to Sunday) or the month holding `date`. */
export const payoutsQuerySchema = z.strictObject({ period: z.enum(PAYOUT_PERIODS), date: localDateSchema });

/**
 * Money of the orders placed in the period, in cents:
 *  - gross: what the diners paid (before refunds);
 *  - feeCents: the platform fee kept (fees given back with refunds are not kept);
 *  - refundsCents: the money given back;
 *  - disputedCents: the amounts of the disputes opened in the period on any order, and lostCents those of them lost
 *    (the bank took them back), counted on the day the dispute was opened;
 *  - netCents: gross - refunds - fee - lost disputes: what the restaurant keeps.
 */
export const payoutsSchema = z.object({
  period: z.enum(PAYOUT_PERIODS),
  from: z.string(),
  to: z.string(),
  timeZone: z.string(),
  currency: z.string(),
  ordersCount: z.int(),
  grossCents: z.int(),
  feeCents: z.int(),
  refundsCents: z.int(),
  disputes: z.object({ count: z.int(), disputedCents: z.int(), lostCount: z.int(), lostCents: z.int() }),
  netCents: z.int(),
});
export type Payouts = z.infer<typeof payoutsSchema>;

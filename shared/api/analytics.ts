/** The Analytics tab (managers and owners). */
import * as z from '../zod';
import { isoDate } from './common';

/** GET .../analytics?range= : today, the last 7 or the last 30 days (calendar days in the restaurant's time zone). */
export const ANALYTICS_RANGES = ['today', '7d', '30d'] as const;
export type AnalyticsRange = (typeof ANALYTICS_RANGES)[number];
export const analyticsQuerySchema = z.strictObject({ range: z.enum(ANALYTICS_RANGES) });

/** Figures from orders paid (or further along) in the range; money in cents. */
export const analyticsSchema = z.object({
  range: z.enum(ANALYTICS_RANGES),
  timeZone: z.string(),
  currency: z.string(),
  /** Start of the first local day of the range, and the moment the figures were taken. */
  from: isoDate,
  to: isoDate,
  /** Total charged (tax and tip included), what the diners paid, less what was refunded to them. */
  revenueCents: z.int(),
  /** The money refunded on those orders (issue 27): revenue + refunds is what was charged before any refund. */
  refundsCents: z.int(),
  /** The platform fees of those orders (5% of each bill before its tip), and the restaurant's net: gross - fees. */
  feeCents: z.int(),
  netCents: z.int(),
  ordersCount: z.int(),
  /** Revenue / orders, rounded half up; 0 without orders. */
  averageTicketCents: z.int(),
  tipsCents: z.int(),
  /** Most sold first (by quantity, then revenue), at most ANALYTICS_TOP_ITEMS. */
  topItems: z.array(z.object({ itemId: z.string(), name: z.string(), quantity: z.int(), revenueCents: z.int() })),
  /** 24 entries, hours 0-23 of the restaurant's local clock. */
  ordersByHour: z.array(z.object({ hour: z.int(), orders: z.int(), revenueCents: z.int() })),
  /** One entry per local calendar day of the range, oldest first (`YYYY-MM-DD`): its revenue, refunds, fees and net. */
  days: z.array(
    z.object({
      date: z.string(),
      orders: z.int(),
      revenueCents: z.int(),
      refundsCents: z.int(),
      feeCents: z.int(),
      netCents: z.int(),
    }),
  ),
});
export type Analytics = z.infer<typeof analyticsSchema>;
export const ANALYTICS_TOP_ITEMS = 10;

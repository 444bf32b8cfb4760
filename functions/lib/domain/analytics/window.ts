/**
 * Which orders the Analytics tab counts, and which local days a range covers (pure). An order counts once the diner
 * has paid for it, at the time it was placed, on the restaurant's clock.
 */
import type { AnalyticsRange } from '../../../../shared/api';
import type { OrderStatus } from '../../../../shared/constants';
import { addDays, localDate, startOfLocalDay } from './time-zone';

/** Paid, or further along. Unpaid, expired and canceled orders brought no money. */
export const COUNTED_STATUSES: readonly OrderStatus[] = ['paid', 'in_progress', 'ready', 'served'];

const RANGE_DAYS: Record<AnalyticsRange, number> = { today: 1, '7d': 7, '30d': 30 };

export interface AnalyticsWindow {
  range: AnalyticsRange;
  timeZone: string;
  /** Local calendar days of the range, oldest first; the last is today. */
  days: string[];
  /** Epoch ms: the first instant of the first day, and now. */
  from: number;
  to: number;
}

/** Today and the days before it, as many as the range has, in the zone. */
export function analyticsWindow(range: AnalyticsRange, now: number, timeZone: string): AnalyticsWindow {
  const today = localDate(now, timeZone);
  const count = RANGE_DAYS[range];
  const days = Array.from({ length: count }, (_, i) => addDays(today, i - (count - 1)));
  return { range, timeZone, days, from: startOfLocalDay(days[0]!, timeZone), to: now };
}

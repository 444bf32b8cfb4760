/**
 * The payouts summary (issue 27 item 5): a day, a week (Monday to Sunday) or a month of the restaurant's calendar, from
 * the Analytics tab's day rows (domain/analytics/daily.ts), never from the orders, so a month costs a month of rows:
 *  - revenue counters are net of refunds and fee counters net of the fees given back, so gross = revenue + refunds;
 *  - disputes come from the day rows' dispute counters (written by domain/refunds/disputes.ts as each dispute opens
 *    and closes lost; a rebuild derives them from the orders): opened in the period (any order's), and lost in it;
 *  - net = gross - refunds - fee - lost disputes.
 */
import type { Payouts, PayoutPeriod } from '../../../../shared/api/books';
import type { Db } from '../../db/service';
import { NotFoundError } from '../../errors';
import { readReportRows } from '../analytics';
import type { ReportRow } from '../analytics/daily';
import { addDays, usableTimeZone } from '../analytics/time-zone';

/** The first and last local dates of the period holding `date`. */
export function periodDays(period: PayoutPeriod, date: string): { from: string; to: string } {
  if (period === 'day') return { from: date, to: date };
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  if (period === 'week') {
    const weekday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7; // Monday 0
    const from = addDays(date, -weekday);
    return { from, to: addDays(from, 6) };
  }
  const from = `${date.slice(0, 7)}-01`;
  return { from, to: new Date(Date.UTC(year, month, 0)).toISOString().slice(0, 10) };
}

/** The summary's figures from the period's rows (pure). */
export function payoutFigures(rows: readonly ReportRow[]): Omit<Payouts, 'period' | 'from' | 'to' | 'timeZone' | 'currency'> {
  let revenueCents = 0;
  let ordersCount = 0;
  let feeCents = 0;
  let refundsCents = 0;
  const disputes = { count: 0, disputedCents: 0, lostCount: 0, lostCents: 0 };
  for (const row of rows) {
    if (row.kind === 'item') continue;
    if (row.kind !== 'hour') feeCents += row.feeCents;
    for (const sale of row.kind === 'day' ? row.hours : [row]) {
      ordersCount += sale.orders;
      revenueCents += sale.revenueCents;
    }
    if (row.kind === 'day') {
      refundsCents += row.refundsCents ?? 0;
      disputes.count += row.disputesOpened ?? 0;
      disputes.disputedCents += row.disputedCents ?? 0;
      disputes.lostCount += row.disputesLost ?? 0;
      disputes.lostCents += row.lostDisputeCents ?? 0;
    }
  }
  return { ordersCount, grossCents: revenueCents + refundsCents, feeCents, refundsCents, disputes, netCents: revenueCents - feeCents - disputes.lostCents };
}

export async function payoutsSummary(db: Db, restaurantId: string, query: { period: PayoutPeriod; date: string }): Promise<Payouts> {
  const { data: restaurant } = await db.entities.restaurant.get({ restaurantId }).go({ attributes: ['timeZone', 'currency'] });
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  const { from, to } = periodDays(query.period, query.date);
  const rows = await readReportRows(db, restaurantId, from, to);
  return { period: query.period, from, to, timeZone: usableTimeZone(restaurant.timeZone), currency: restaurant.currency, ...payoutFigures(rows) };
}

import { useState } from 'react';
import type { Analytics, AnalyticsRange } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAnalytics } from '../api/analytics';
import { formatMoney } from '@/lib/format';
import { PayoutsCard } from '../books/payouts-card';
import { OrdersByHourChart } from './orders-by-hour-chart';
import { TipsReportCard } from './tips-report';

const RANGES: { range: AnalyticsRange; label: string }[] = [
  { range: 'today', label: 'Today' },
  { range: '7d', label: '7 days' },
  { range: '30d', label: '30 days' },
];

/** The Analytics tab: figures from real paid orders, in the restaurant's time zone. Managers and owners only. */
export function AnalyticsTab({ restaurantId, canView }: { restaurantId: string; canView: boolean }) {
  const [range, setRange] = useState<AnalyticsRange>('today');
  if (!canView) {
    return (
      <div className="stack">
        <p className="muted">Analytics are available to managers and owners.</p>
        <TipsReportCard restaurantId={restaurantId} everyone={false} />
      </div>
    );
  }
  return (
    <div className="stack">
      <div className="segmented" role="radiogroup" aria-label="Period">
        {RANGES.map((option) => (
          <label key={option.range} className="segmented__option">
            <input type="radio" name="analytics-range" checked={range === option.range} onChange={() => setRange(option.range)} />
            {option.label}
          </label>
        ))}
      </div>
      <AnalyticsFigures restaurantId={restaurantId} range={range} />
      <PayoutsCard restaurantId={restaurantId} />
      <TipsReportCard restaurantId={restaurantId} everyone />
    </div>
  );
}

function AnalyticsFigures({ restaurantId, range }: { restaurantId: string; range: AnalyticsRange }) {
  const analytics = useAnalytics(restaurantId, range);
  if (analytics.isPending) return <Spinner label="Loading analytics..." />;
  if (analytics.isError) return <LoadError message="Failed to load analytics" onRetry={() => void analytics.refetch()} />;
  return <Figures data={analytics.data} />;
}

function Figures({ data }: { data: Analytics }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  // Gross: what the diners paid (tax and tips included) less what was refunded to them (shown beside it); the
  // platform fee is 5% of each bill before its tip, less the fee returned with refunds; net is what the restaurant
  // receives (gross - fees), the whole tips included.
  const stats: [string, string][] = [
    ['Gross', money(data.revenueCents)],
    ['Refunds', money(data.refundsCents)],
    ['Platform fees', money(data.feeCents)],
    ['Net', money(data.netCents)],
    ['Orders', String(data.ordersCount)],
    ['Average ticket', money(data.averageTicketCents)],
    ['Tips', money(data.tipsCents)],
  ];
  return (
    <>
      <dl className="stat-grid">
        {stats.map(([label, value]) => (
          <div key={label} className="card stat">
            <dt className="stat__label">{label}</dt>
            <dd className="stat__value">{value}</dd>
          </div>
        ))}
      </dl>
      <p className="muted">
        Days and times in {data.timeZone}. Gross is after refunds (the refunds are what went back to diners). Net is gross
        less the platform fee (5% of each bill before its tip, returned in proportion with a refund); tips are in the
        net, whole.
      </p>
      <DailyMoney data={data} />
      <section className="card stack">
        <h2 className="section-title">Top items</h2>
        {data.topItems.length === 0 ? (
          <p className="muted">No sales in this period</p>
        ) : (
          <ol className="top-items">
            {data.topItems.map((item) => (
              <li key={item.itemId}>
                <span>{item.name}</span> <span className="muted">× {item.quantity}</span> <span>{money(item.revenueCents)}</span>
              </li>
            ))}
          </ol>
        )}
      </section>
      <section className="card stack">
        <h2 className="section-title">Orders by hour</h2>
        <OrdersByHourChart hours={data.ordersByHour} />
      </section>
    </>
  );
}

/** Gross, refunds, fees and net of each day of the range (newest first), and their sum for the range. */
function DailyMoney({ data }: { data: Analytics }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  // The range's days are calendar dates in the restaurant's zone: read as UTC dates, so the browser's zone moves none.
  const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', month: 'short', day: 'numeric' });
  const days = [...data.days].reverse();
  return (
    <section className="card stack">
      <h2 className="section-title">Day by day</h2>
      <table className="daily-money">
        <caption className="visually-hidden">Gross, refunds, platform fees and net per day</caption>
        <thead>
          <tr>
            <th scope="col">Day</th>
            <th scope="col">Orders</th>
            <th scope="col">Gross</th>
            <th scope="col">Refunds</th>
            <th scope="col">Fees</th>
            <th scope="col">Net</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.date} data-testid="daily-money-day">
              <th scope="row">{dayLabel(day.date)}</th>
              <td>{day.orders}</td>
              <td>{money(day.revenueCents)}</td>
              <td>{money(day.refundsCents)}</td>
              <td>{money(day.feeCents)}</td>
              <td>{money(day.netCents)}</td>
            </tr>
          ))}
        </tbody>
        {days.length > 1 ? (
          <tfoot>
            <tr data-testid="daily-money-total">
              <th scope="row">Total</th>
              <td>{data.ordersCount}</td>
              <td>{money(data.revenueCents)}</td>
              <td>{money(data.refundsCents)}</td>
              <td>{money(data.feeCents)}</td>
              <td>{money(data.netCents)}</td>
            </tr>
          </tfoot>
        ) : null}
      </table>
    </section>
  );
}

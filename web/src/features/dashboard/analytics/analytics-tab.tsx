import { useState } from 'react';
import type { Analytics, AnalyticsRange } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { useAnalytics } from '../api/analytics';
import { formatMoney } from '@/lib/format';
import { OrdersByHourChart } from './orders-by-hour-chart';

const RANGES: { range: AnalyticsRange; label: string }[] = [
  { range: 'today', label: 'Today' },
  { range: '7d', label: '7 days' },
  { range: '30d', label: '30 days' },
];

/** The Analytics tab: figures from real paid orders, in the restaurant's time zone. Managers and owners only. */
export function AnalyticsTab({ restaurantId, canView }: { restaurantId: string; canView: boolean }) {
  const [range, setRange] = useState<AnalyticsRange>('today');
  if (!canView) return <p className="muted">Analytics are available to managers and owners.</p>;
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
  const stats: [string, string][] = [
    ['Revenue', money(data.revenueCents)],
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
      <p className="muted">Times in {data.timeZone}.</p>
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

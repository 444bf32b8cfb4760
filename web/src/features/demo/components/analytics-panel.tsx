import { demoAnalytics, FIFTEEN_DAY_FACTOR, THIRTY_DAY_FACTOR } from '../model/demo-analytics';
import { formatDemoMoney, hourLabel } from '../model/demo-format';
import type { DemoOrder, DemoSalesHour } from '../model/demo-types';

interface AnalyticsPanelProps {
  sales: DemoSalesHour[];
  orders: DemoOrder[];
}

/** Today's sample figures, the placeholder 15- and 30-day revenue, revenue by hour and the most ordered items. */
export function AnalyticsPanel({ sales, orders }: AnalyticsPanelProps) {
  const figures = demoAnalytics(sales, orders);
  const highest = Math.max(1, ...sales.map((h) => h.revenueCents));
  return (
    <section className="demo-section" aria-labelledby="demo-analytics-title">
      <h2 id="demo-analytics-title" className="section-title">
        Analytics
      </h2>
      <dl className="demo-stats">
        <Stat label="Today's revenue" value={formatDemoMoney(figures.todayRevenueCents)} />
        <Stat label="Orders today" value={String(figures.todayOrders)} />
        <Stat label="Average ticket" value={formatDemoMoney(figures.averageTicketCents)} />
        <Stat label="Last 15 days" value={formatDemoMoney(figures.fifteenDayRevenueCents)} note={`Placeholder: today's revenue × ${FIFTEEN_DAY_FACTOR}`} />
        <Stat label="Last 30 days" value={formatDemoMoney(figures.thirtyDayRevenueCents)} note={`Placeholder: today's revenue × ${THIRTY_DAY_FACTOR}`} />
      </dl>

      <div className="demo-analytics">
        <section className="demo-card" aria-labelledby="demo-hours-title">
          <h3 id="demo-hours-title" className="demo-board__title">
            Revenue by hour (today)
          </h3>
          <ul className="demo-hours">
            {sales.map((h) => (
              <li key={h.hour} className="demo-hours__row">
                <span className="demo-hours__label">{hourLabel(h.hour)}</span>
                <span className="demo-hours__track" aria-hidden="true">
                  <span className="demo-hours__bar" style={{ width: `${(h.revenueCents / highest) * 100}%` }} />
                </span>
                <span className="demo-hours__value">
                  {formatDemoMoney(h.revenueCents)} <span className="muted">({h.orders} orders)</span>
                </span>
              </li>
            ))}
          </ul>
        </section>
        <section className="demo-card" aria-labelledby="demo-top-title">
          <h3 id="demo-top-title" className="demo-board__title">
            Most ordered (sample orders)
          </h3>
          <ol className="demo-top">
            {figures.topItems.map((item) => (
              <li key={item.name}>
                {item.name} <span className="muted">× {item.qty}</span>
              </li>
            ))}
          </ol>
        </section>
      </div>
    </section>
  );
}

function Stat({ label, value, note }: { label: string; value: string; note?: string }) {
  return (
    <div className="demo-card demo-stat">
      <dt className="demo-stat__label">{label}</dt>
      <dd className="demo-stat__value">{value}</dd>
      {note ? <dd className="demo-stat__note">{note}</dd> : null}
    </div>
  );
}

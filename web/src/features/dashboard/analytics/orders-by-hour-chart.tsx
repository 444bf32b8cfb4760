import type { Analytics } from '@shared/api';

/**
 * 24 bars in plain CSS (no chart library in the bundle). The bars are decoration; the same figures are in a
 * visually hidden table for screen readers. The table is hidden inside a div: a table ignores height: 1px (its rows
 * set its height), so .visually-hidden on the table itself left a 25-row absolute box (~640 px) below the page,
 * blank scroll on a phone.
 */
export function OrdersByHourChart({ hours }: { hours: Analytics['ordersByHour'] }) {
  const max = Math.max(1, ...hours.map((h) => h.orders));
  return (
    <figure className="hour-chart">
      <div className="hour-chart__bars" aria-hidden="true">
        {hours.map((h) => (
          <div key={h.hour} className="hour-chart__bar-slot" title={`${h.hour}:00 - ${h.orders} orders`}>
            <div className="hour-chart__bar" style={{ height: `${(h.orders / max) * 100}%` }} />
            <span className="hour-chart__label">{h.hour % 3 === 0 ? h.hour : ''}</span>
          </div>
        ))}
      </div>
      <div className="visually-hidden">
        <table>
          <caption>Orders by hour</caption>
          <thead>
            <tr>
              <th scope="col">Hour</th>
              <th scope="col">Orders</th>
            </tr>
          </thead>
          <tbody>
            {hours.map((h) => (
              <tr key={h.hour}>
                <th scope="row">{`${h.hour}:00`}</th>
                <td>{h.orders}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </figure>
  );
}

import { useId, useState } from 'react';
import { PAYOUT_PERIODS, type PayoutPeriod, type Payouts } from '@shared/api';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { usePayouts } from '../api/books';
import './books.css';

const PERIOD_LABELS: Record<PayoutPeriod, string> = { day: 'Day', week: 'Week', month: 'Month' };

/** Today's date on the browser's calendar, YYYY-MM-DD (the summary reads it as the restaurant's day). */
function todayHere(): string {
  const now = new Date();
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/** The payouts summary of a day, week (Monday to Sunday) or month: gross, refunds, fee, disputes and net. */
export function PayoutsCard({ restaurantId }: { restaurantId: string }) {
  const id = useId();
  const [period, setPeriod] = useState<PayoutPeriod>('week');
  const [date, setDate] = useState(todayHere);
  const payouts = usePayouts(restaurantId, period, date);
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        Payouts
      </h2>
      <div className="payouts__controls">
        <div className="segmented" role="radiogroup" aria-label="Payouts period">
          {PAYOUT_PERIODS.map((option) => (
            <label key={option} className="segmented__option">
              <input type="radio" name={`${id}-period`} checked={period === option} onChange={() => setPeriod(option)} />
              {PERIOD_LABELS[option]}
            </label>
          ))}
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-date`}>
            {period === 'day' ? 'Day' : `A day of the ${period}`}
          </label>
          <input id={`${id}-date`} className="input" type="date" value={date} required onChange={(event) => setDate(event.target.value)} />
        </div>
      </div>
      {payouts.isPending ? (
        <Spinner label="Loading payouts..." />
      ) : payouts.isError ? (
        <LoadError message="Failed to load the payouts" onRetry={() => void payouts.refetch()} />
      ) : (
        <PayoutFigures data={payouts.data} />
      )}
    </section>
  );
}

const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' });

function PayoutFigures({ data }: { data: Payouts }) {
  const money = (cents: number) => formatMoney(cents, data.currency);
  /** What is taken off: shown with a minus, and nothing taken as $0.00 (not -$0.00). */
  const less = (cents: number) => money(cents === 0 ? 0 : -cents);
  const { disputes } = data;
  const rows: [string, string, string?][] = [
    ['Gross', money(data.grossCents), `${data.ordersCount} ${data.ordersCount === 1 ? 'order' : 'orders'}, what diners paid`],
    ['Refunds', less(data.refundsCents)],
    ['Platform fee', less(data.feeCents), 'kept after fees returned with refunds'],
    ['Disputes lost', less(disputes.lostCents), disputes.count || disputes.lostCount ? `${disputes.count} opened (${money(disputes.disputedCents)}), ${disputes.lostCount} lost` : 'none'],
    ['Net to you', money(data.netCents)],
  ];
  return (
    <>
      <p className="muted">
        {data.from === data.to ? dayLabel(data.from) : `${dayLabel(data.from)} to ${dayLabel(data.to)}`} ({data.timeZone})
      </p>
      <table className="payouts__table" data-testid="payouts">
        <caption className="visually-hidden">Payouts summary</caption>
        <tbody>
          {rows.map(([label, value, note]) => (
            <tr key={label}>
              <th scope="row">
                {label}
                {note ? <span className="payouts__note muted"> {note}</span> : null}
              </th>
              <td>{value}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </>
  );
}

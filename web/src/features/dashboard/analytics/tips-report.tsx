/**
 * The tips report (issue 30 item 4): tips credited per member and shift day over a range of days, with its total and
 * a CSV of the same lines. Owners and managers see everyone's (and the tips of tables nobody served); staff their own.
 * A tip is credited when it is paid, to the members serving the table's section then (shared/sections.ts).
 */
import { useId, useState } from 'react';
import type { TipsReport } from '@shared/api';
import { tipsCsv, tipsCsvFilename } from '@shared/tips-csv';
import { LoadError } from '@/components/ui/load-error';
import { Spinner } from '@/components/ui/spinner';
import { formatMoney } from '@/lib/format';
import { useTipsReport } from '../api/sections';

const day = (date: Date) => `${date.getFullYear()}-${String(date.getMonth() + 1).padStart(2, '0')}-${String(date.getDate()).padStart(2, '0')}`;
/** The last 7 days on the browser's calendar, today included. */
function lastWeek(): { from: string; to: string } {
  const today = new Date();
  const from = new Date(today.getFullYear(), today.getMonth(), today.getDate() - 6);
  return { from: day(from), to: day(today) };
}

const dayLabel = (date: string) => new Date(`${date}T00:00:00Z`).toLocaleDateString(undefined, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' });

function download(report: TipsReport) {
  const url = URL.createObjectURL(new Blob([tipsCsv(report)], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = tipsCsvFilename(report);
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function TipsReportCard({ restaurantId, everyone }: { restaurantId: string; everyone: boolean }) {
  const id = useId();
  const [range, setRange] = useState(lastWeek);
  const valid = /^\d{4}-\d{2}-\d{2}$/.test(range.from) && /^\d{4}-\d{2}-\d{2}$/.test(range.to) && range.from <= range.to;
  const report = useTipsReport(restaurantId, range.from, range.to, valid);
  return (
    <section className="card stack" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`} className="section-title">
        {everyone ? 'Tips by server' : 'Your tips'}
      </h2>
      <p className="muted">
        A tip is credited when it is paid, to whoever serves the table’s section then (split evenly between them). Days run from 4 am to 4 am.
      </p>
      <div className="payouts__controls">
        <div className="field">
          <label className="field__label" htmlFor={`${id}-from`}>
            From
          </label>
          <input id={`${id}-from`} className="input" type="date" value={range.from} max={range.to} onChange={(e) => setRange((r) => ({ ...r, from: e.target.value }))} />
        </div>
        <div className="field">
          <label className="field__label" htmlFor={`${id}-to`}>
            To
          </label>
          <input id={`${id}-to`} className="input" type="date" value={range.to} min={range.from} onChange={(e) => setRange((r) => ({ ...r, to: e.target.value }))} />
        </div>
      </div>
      {!valid ? (
        <p className="field__error" role="alert">
          Choose a first day on or before the last.
        </p>
      ) : report.isPending ? (
        <Spinner label="Loading tips..." />
      ) : report.isError ? (
        <LoadError message={report.error instanceof Error ? `Failed to load the tips: ${report.error.message}` : 'Failed to load the tips'} onRetry={() => void report.refetch()} />
      ) : (
        <TipsTable report={report.data} />
      )}
    </section>
  );
}

function TipsTable({ report }: { report: TipsReport }) {
  const money = (cents: number) => formatMoney(cents, report.currency);
  if (report.rows.length === 0) return <p className="muted">No tips in these days.</p>;
  return (
    <>
      <div className="dash-table-scroll">
        <table className="dash-table tips-table" data-testid="tips-report">
          <caption className="visually-hidden">Tips per member and day</caption>
          <thead>
            <tr>
              <th scope="col">Day</th>
              <th scope="col">Member</th>
              <th scope="col">Payments</th>
              <th scope="col">Tips</th>
            </tr>
          </thead>
          <tbody>
            {report.rows.map((row) => (
              <tr key={`${row.day}-${row.userId ?? 'none'}`}>
                <td>{dayLabel(row.day)}</td>
                <th scope="row">{row.name}</th>
                <td>{row.payments}</td>
                <td>{money(row.tipsCents)}</td>
              </tr>
            ))}
          </tbody>
          <tfoot>
            <tr>
              <th scope="row" colSpan={3}>
                Total
              </th>
              <td data-testid="tips-total">{money(report.totalCents)}</td>
            </tr>
          </tfoot>
        </table>
      </div>
      <div>
        <button type="button" className="button button--outline" onClick={() => download(report)}>
          Download CSV
        </button>
      </div>
    </>
  );
}

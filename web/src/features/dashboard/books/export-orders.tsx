import { useState } from 'react';
import { ORDERS_EXPORT_MAX_DAYS, daysInRange, type OrdersExport } from '@shared/api';
import { ApiError } from '@/lib/api-error';
import { useOrdersExport } from '../api/books';
import './books.css';

/**
 * "Export CSV" of the orders placed in a range of the restaurant's days (owners and managers): the server writes the
 * whole file, then the browser downloads it from the short-lived link it answers (a file, not a page: the link sends
 * it as an attachment). One row per order; see the file's header for the columns.
 */
export function ExportOrders({ restaurantId, range }: { restaurantId: string; range: { from: string; to: string } | null }) {
  const exporting = useOrdersExport(restaurantId);
  const [done, setDone] = useState<OrdersExport | null>(null);
  const tooLong = range !== null && daysInRange(range.from, range.to) > ORDERS_EXPORT_MAX_DAYS;

  const start = () => {
    if (!range || tooLong) return;
    setDone(null);
    exporting.mutate({ from: range.from, to: range.to }, {
      onSuccess: (file) => {
        setDone(file);
        window.location.assign(file.url);
      },
    });
  };

  const problem = exporting.error instanceof ApiError ? exporting.error.message : exporting.error ? 'The export failed. Please try again.' : null;
  return (
    <div className="books-export">
      <button type="button" className="button button--outline" onClick={start} disabled={!range || tooLong || exporting.isPending} aria-describedby={tooLong ? 'books-export-note' : undefined}>
        {exporting.isPending ? 'Exporting...' : 'Export CSV'}
      </button>
      {tooLong ? (
        <p id="books-export-note" className="muted">
          An export covers at most {ORDERS_EXPORT_MAX_DAYS} days.
        </p>
      ) : null}
      {problem ? (
        <p className="field__error" role="alert">
          {problem}
        </p>
      ) : null}
      {done ? (
        <p className="muted" role="status">
          {done.rows} {done.rows === 1 ? 'order' : 'orders'} exported.{' '}
          <a href={done.url} download={done.filename}>
            Download {done.filename}
          </a>{' '}
          (the link works for 5 minutes).
        </p>
      ) : null}
    </div>
  );
}

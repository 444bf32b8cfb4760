/**
 * The owner's books (issue 27 item 5), owners and managers: the CSV export of a range of days' orders
 * (./books/orders-export.ts) and the payouts summary of a day, week or month (./books/payouts.ts).
 */
import type { Db } from '../db/service';
import type { ExportStore } from '../media/export-store';
import type { OrdersExportRequest } from '../../../shared/api/books';
import { exportOrders } from './books/orders-export';
import { payoutsSummary } from './books/payouts';

export function createBooks(db: Db) {
  return {
    /** Writes the range's CSV to the store and answers a short-lived link to it. */
    exportOrders: (store: ExportStore, input: { restaurantId: string; range: OrdersExportRequest; now?: number }) => exportOrders(db, store, input),
    /** Gross, fee, refunds, disputes and net of the day, week or month holding a date. */
    payouts: (restaurantId: string, query: Parameters<typeof payoutsSummary>[2]) => payoutsSummary(db, restaurantId, query),
  };
}

export type Books = ReturnType<typeof createBooks>;

import { ordersExportRequestSchema } from '../shared/api/books';
import { defineRoute } from './lib/http/route';
import { Books } from './lib/composition';
import { exportStore } from './lib/media/configured';

/**
 * The CSV export of the orders placed in a range of days (owners and managers): written whole to the media bucket's
 * private exports/ prefix, answered with a short-lived download link. 400 for a range backwards or over a year.
 */
export const handler = defineRoute('orders-export', { body: ordersExportRequestSchema }, async ({ caller, body }) =>
  Books.exportOrders(exportStore, { restaurantId: caller.restaurantId, range: body }),
);

import { orderSearchQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Orders } from './lib/composition';

/** The owner's books (owners and managers): orders of a range of the restaurant's days, filtered, newest first, by page. */
export const handler = defineRoute('orders-history', { query: orderSearchQuerySchema }, async ({ caller, query }) => Orders.search(caller.restaurantId, query));

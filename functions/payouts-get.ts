import { payoutsQuerySchema } from '../shared/api/books';
import { defineRoute } from './lib/http/route';
import { Books } from './lib/composition';

/** The payouts summary of a day, week or month (owners and managers): gross, fee, refunds, disputes, net. */
export const handler = defineRoute('payouts-get', { query: payoutsQuerySchema }, async ({ caller, query }) => Books.payouts(caller.restaurantId, query));

import { analyticsQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Analytics } from './lib/composition';

/** The Analytics tab: today, 7 or 30 days of paid orders in the restaurant's time zone (managers and owners). */
export const handler = defineRoute(
  'analytics-get',
  { query: analyticsQuerySchema },
  async ({ caller, query }) => Analytics.report(caller.restaurantId, query.range),
);

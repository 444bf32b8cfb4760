import { orderingStatusQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { OrderingPauses } from './lib/composition';

/**
 * The diner's menu asks whether orders are paused (issue 30 item 2): on load, every minute, and after a refusal. Not
 * in menu-public, whose answer is cached for minutes and prerendered into static pages. Browsers keep no copy; the CDN
 * may keep one for 10 s.
 */
export const ORDERING_STATUS_CACHE_CONTROL = 'public, max-age=0, s-maxage=10';

export const handler = defineRoute('ordering-status', { query: orderingStatusQuerySchema }, async ({ query }) => ({
  status: 200,
  body: await OrderingPauses.status(query.restaurant_id),
  headers: { 'cache-control': ORDERING_STATUS_CACHE_CONTROL },
}));

/**
 * The dashboard's Analytics tab (DESIGN.md 9.6): figures from the restaurant's real paid orders, by its own clock.
 * Reads only the counted orders of the range: one query per counted status on the status index, bounded by
 * creation time, then their lines by key in batches (Orders.listByRestaurant).
 */
import type { Analytics as AnalyticsFigures, AnalyticsRange } from '../../../shared/api';
import type { Db } from '../db/service';
import { NotFoundError } from '../errors';
import { analyticsWindow, COUNTED_STATUSES, summarize } from './analytics/summarize';
import { usableTimeZone } from './analytics/time-zone';
import { createOrders } from './orders';
import { createRestaurants } from './restaurants';

export function createAnalytics(db: Db) {
  const restaurants = createRestaurants(db);
  const orders = createOrders(db);

  return {
    async report(restaurantId: string, range: AnalyticsRange, now = Date.now()): Promise<AnalyticsFigures> {
      const restaurant = await restaurants.get(restaurantId);
      if (!restaurant) throw new NotFoundError('Restaurant not found');
      const window = analyticsWindow(range, now, usableTimeZone(restaurant.timeZone));
      const createdFrom = new Date(window.from).toISOString();
      const paid = await orders.listByRestaurant(restaurantId, COUNTED_STATUSES, { createdFrom });
      return summarize(paid, window, restaurant.currency);
    },
  };
}

export type Analytics = ReturnType<typeof createAnalytics>;

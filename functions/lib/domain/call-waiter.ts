/**
 * A diner calls a waiter (SPEC.md 4, 5, 8): only where the restaurant takes service requests, and at most one per
 * table per minute, so a nervous double tap or a bored child does not page the staff ten times. The limit is claimed
 * with one conditional write (RateLimits), so two taps at the same moment still make one request.
 */
import type { ServiceRequestCreate } from '../../../shared/api';
import { AppError, NotFoundError, RateLimitedError } from '../errors';
import { RateLimits } from './rate-limits';
import { Restaurants } from './restaurants';
import { ServiceRequests, type ServiceRequest } from './service-requests';

export const CALL_WAITER_WINDOW_SECONDS = 60;

/** One window per restaurant and table; requests without a table share one window of their own. */
export function callWaiterLimitKey(restaurantId: string, tableNumber: string | null): string {
  const table = tableNumber?.trim().toLowerCase();
  return table ? `call-waiter#${restaurantId}#table#${table}` : `call-waiter#${restaurantId}#no-table`;
}

export async function callWaiter(input: ServiceRequestCreate): Promise<ServiceRequest> {
  const restaurantId = input.restaurant_id;
  const restaurant = await Restaurants.get(restaurantId);
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  if (!restaurant.serviceRequestEnabled) {
    throw new AppError(403, 'service_disabled', 'Service requests are currently disabled.');
  }
  const claimed = await RateLimits.claim({
    key: callWaiterLimitKey(restaurantId, input.table_number),
    restaurantId,
    windowSeconds: CALL_WAITER_WINDOW_SECONDS,
  });
  if (!claimed) {
    throw new RateLimitedError("We've already alerted staff. If urgent, flag down a waiter.", 'recent_request_exists');
  }
  return ServiceRequests.create({ restaurantId, tableNumber: input.table_number, message: input.message });
}

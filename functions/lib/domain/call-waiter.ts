/**
 * A diner calls a waiter (SPEC.md 4, 5, 8): only where the restaurant takes service requests, and within limits that
 * a real dining room never meets but that stop one client from flooding the staff's list (RATE_LIMITS.callWaiter):
 *   - one call per table per minute, the table known however its label is written ('V1', 'V1.', 'V01', 'v 1');
 *   - a few calls per client address, and a ceiling per restaurant, whatever tables they name;
 *   - no new call while the restaurant already has a full list of open ones (staff must catch up first).
 * Strangers with many addresses can use up the last two, which the whole restaurant shares; a table with an order
 * paid in the last few hours is heard anyway (only its minute and its caller's allowance apply), so they cannot
 * silence the diners actually sitting there.
 * The limits are taken in one transaction (RateLimits.take): two taps at the same moment still make one request,
 * and a refused call uses up nothing, neither the table's minute nor the client's allowance.
 * A call carries a reason (the bill, water, help, an allergy question) and goes first to the members serving its
 * table's section (issue 30 item 4, ./sections.ts): the request names them and when it reaches everyone.
 */
import type { ServiceRequestCreate } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { AppError, NotFoundError, RateLimitedError } from '../errors';
import type { Db } from '../db/service';
import { RATE_LIMITS, createRateLimits, type LimitCheck } from './rate-limits';
import { createRestaurants } from './restaurants';
import { createSections } from './sections';
import { createServiceRequests, type ServiceRequest } from './service-requests';
import { readableText, tableLabel } from './table-label';

const LIMITS = RATE_LIMITS.callWaiter;

export async function callWaiter(db: Db, input: ServiceRequestCreate, from: { client: string }): Promise<ServiceRequest> {
  const restaurantId = input.restaurant_id;
  const restaurant = await createRestaurants(db).get(restaurantId);
  if (!restaurant) throw new NotFoundError('Restaurant not found');
  if (!restaurant.serviceRequestEnabled) {
    throw new AppError(403, 'service_disabled', 'Service requests are currently disabled.');
  }
  const serviceRequests = createServiceRequests(db);
  const table = tableLabel(input.table_number);
  // Asked at most once, and only when a restaurant-wide limit is full.
  let seated: Promise<boolean> | undefined;
  const tableHasPaidOrder = () => (seated ??= table ? hasRecentPaidOrder(db, restaurantId, table.key) : Promise.resolve(false));

  const capFull = (await serviceRequests.countOpen(restaurantId, LIMITS.openCap)) >= LIMITS.openCap;
  if (capFull && !(await tableHasPaidOrder())) {
    throw new RateLimitedError(
      'Staff have a lot of open requests right now and cannot take another. Please flag down a waiter.',
      'too_many_open_requests',
    );
  }

  // One window per table (by the label's key); calls without a table share one window of their own.
  const tableKey = table ? `table#${table.key}` : 'no-table';
  const perTable: LimitCheck = { kind: 'once', key: `call-waiter#${restaurantId}#${tableKey}`, windowSeconds: LIMITS.perTableSeconds };
  const perClient: LimitCheck = { kind: 'counter', key: `call-waiter#${restaurantId}#client#${from.client}`, ...LIMITS.perClient };
  const perRestaurant: LimitCheck = { kind: 'counter', key: `call-waiter#${restaurantId}#all`, ...LIMITS.perRestaurant };
  const rateLimits = createRateLimits(db);
  let taken = await rateLimits.take(restaurantId, capFull ? [perTable, perClient] : [perTable, perClient, perRestaurant]);
  // Refused by the restaurant-wide limit alone: a seated table's call still goes through.
  if (!taken.taken && taken.refusedBy.length === 1 && taken.refusedBy[0] === perRestaurant && (await tableHasPaidOrder())) {
    taken = await rateLimits.take(restaurantId, [perTable, perClient]);
  }
  if (!taken.taken) {
    // The most specific reason first: a table that just called is told staff already know.
    if (taken.refusedBy.includes(perTable)) {
      throw new RateLimitedError("We've already alerted staff. If urgent, flag down a waiter.", 'recent_request_exists');
    }
    if (taken.refusedBy.includes(perClient)) {
      throw new RateLimitedError("You've sent several requests in the last few minutes. Please wait a little, or flag down a waiter.");
    }
    throw new RateLimitedError('The restaurant is receiving a lot of requests right now. Please try again in a minute, or flag down a waiter.');
  }

  const message = input.message === null ? null : readableText(input.message);
  // Issue 30 item 4: the members serving the table's section hear it first; everyone once it waits a minute.
  const route = await createSections(db).routeCall(restaurantId, table?.display ?? null, restaurant.timeZone);
  return serviceRequests.create({ restaurantId, tableNumber: table?.display ?? null, message, reason: input.reason, ...route });
}

/** Statuses of an order that was paid. */
const PAID: readonly OrderStatus[] = ['paid', 'in_progress', 'ready', 'served'];

/**
 * Whether the table (by its label's key) has an order paid in the last RATE_LIMITS.callWaiter.tableWithOrderSeconds:
 * one query of the restaurant's recent orders by time (a night's orders, their table and status only).
 */
async function hasRecentPaidOrder(db: Db, restaurantId: string, tableKey: string): Promise<boolean> {
  const since = new Date(Date.now() - LIMITS.tableWithOrderSeconds * 1000).toISOString();
  const { data } = await db.entities.order.query
    .byCreatedAt({ restaurantId })
    .gte({ createdAt: since })
    .where((a, { eq }) => `(${PAID.map((status) => eq(a.status, status)).join(' OR ')})`)
    .go({ pages: 'all', attributes: ['tableLabel', 'status'] });
  return data.some((order) => order.tableLabel !== undefined && tableLabel(order.tableLabel)?.key === tableKey);
}

import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Restaurants } from '../../../functions/lib/domain/restaurants';
import { ServiceRequests } from '../../../functions/lib/domain/service-requests';
import { serviceRequestSchema, type Restaurant, type ServiceRequest } from '../../../shared/api';
import { api } from '../../support/api';
import { restaurantWithoutMenu } from './support';

const PATH = '/functions/v1/service-request';
const callWaiter = (body: Record<string, unknown>) => api<{ request: ServiceRequest; error?: { code: string; message: string } }>('POST', PATH, { body });

let restaurant: Restaurant;
beforeAll(async () => {
  restaurant = await restaurantWithoutMenu();
});

describe('POST service-request', () => {
  it('records an open request for staff and answers 201 with it', async () => {
    const res = await callWaiter({ restaurant_id: restaurant.id, table_number: ' 12 ', message: '  More napkins please ' });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const request = serviceRequestSchema.parse(res.body.request);
    expect(request).toMatchObject({ restaurantId: restaurant.id, tableNumber: '12', message: 'More napkins please', status: 'open', updatedAt: null });
    expect(await ServiceRequests.listByRestaurant(restaurant.id)).toContainEqual(request);
  });

  it("answers 429 recent_request_exists for the same table within a minute; another table is still heard", async () => {
    const first = await callWaiter({ restaurant_id: restaurant.id, table_number: '7', message: null });
    expect(first.status).toBe(201);
    // The same table, written differently, and without a message: still the same table.
    const again = await callWaiter({ restaurant_id: restaurant.id, table_number: ' 7' });
    expect(again.status).toBe(429);
    expect(again.body.error).toEqual({ code: 'recent_request_exists', message: "We've already alerted staff. If urgent, flag down a waiter." });
    expect((await callWaiter({ restaurant_id: restaurant.id, table_number: '8' })).status).toBe(201);
    const atTable7 = (await ServiceRequests.listByRestaurant(restaurant.id)).filter((r) => r.tableNumber === '7');
    expect(atTable7).toHaveLength(1);
  });

  it('stores a blank table and message as null; requests without a table share one window', async () => {
    const other = await restaurantWithoutMenu();
    const res = await callWaiter({ restaurant_id: other.id, table_number: '   ', message: '' });
    expect(res.status).toBe(201);
    expect(res.body.request).toMatchObject({ tableNumber: null, message: null });
    expect((await callWaiter({ restaurant_id: other.id })).status).toBe(429);
    // A table named like the no-table window is a table of its own.
    expect((await callWaiter({ restaurant_id: other.id, table_number: 'no-table' })).status).toBe(201);
  });

  it("answers 403 service_disabled when the restaurant turned waiter calls off, and records nothing", async () => {
    const quiet = await restaurantWithoutMenu();
    await Restaurants.update(quiet.id, { serviceRequestEnabled: false });
    const res = await callWaiter({ restaurant_id: quiet.id, table_number: '3' });
    expect(res.status).toBe(403);
    expect(res.body.error).toEqual({ code: 'service_disabled', message: 'Service requests are currently disabled.' });
    expect(await ServiceRequests.listByRestaurant(quiet.id)).toEqual([]);
  });

  it("answers 404 'Restaurant not found' for an unknown restaurant", async () => {
    const res = await callWaiter({ restaurant_id: randomUUID(), table_number: '1' });
    expect(res.status).toBe(404);
    expect(res.body.error).toEqual({ code: 'not_found', message: 'Restaurant not found' });
  });

  it('keeps to the limits: table at most 10 characters, message at most 140', async () => {
    const limits = await restaurantWithoutMenu();
    const longTable = await callWaiter({ restaurant_id: limits.id, table_number: 'x'.repeat(11) });
    expect(longTable.status).toBe(400);
    expect(longTable.body.error).toMatchObject({ fields: { table_number: 'Table number must be at most 10 characters' } });
    const longMessage = await callWaiter({ restaurant_id: limits.id, table_number: '1', message: 'm'.repeat(141) });
    expect(longMessage.status).toBe(400);
    expect(longMessage.body.error).toMatchObject({ fields: { message: 'Message must be at most 140 characters' } });
    expect(await ServiceRequests.listByRestaurant(limits.id)).toEqual([]);
    // At the limits exactly: accepted.
    const atLimits = await callWaiter({ restaurant_id: limits.id, table_number: 'x'.repeat(10), message: 'm'.repeat(140) });
    expect(atLimits.status).toBe(201);
  });
});

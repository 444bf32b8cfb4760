import { afterEach, describe, expect, it, vi } from 'vitest';
import { Connections } from '../../../functions/lib/composition';
import { WS_CONNECTION_TTL_SECONDS } from '../../../shared/constants';
import { uniqueId } from './helpers';

afterEach(() => {
  vi.useRealTimers();
});

describe('Connections', () => {
  it('records a connection with a TTL of now + WS_CONNECTION_TTL_SECONDS', async () => {
    const before = Math.floor(Date.now() / 1000);
    const connection = await Connections.put({ connectionId: uniqueId('conn'), restaurantId: uniqueId('rest'), userId: 'u1', role: 'staff' });
    const after = Math.floor(Date.now() / 1000);
    expect(connection.expiresAt).toBeGreaterThanOrEqual(before + WS_CONNECTION_TTL_SECONDS);
    expect(connection.expiresAt).toBeLessThanOrEqual(after + WS_CONNECTION_TTL_SECONDS);
    expect(await Connections.get(connection.connectionId)).toEqual(connection);
  });

  it('lists dashboard connections by restaurant and diners by order, never mixing them', async () => {
    const restaurantId = uniqueId('rest');
    const orderId = uniqueId('order');
    const owner = await Connections.put({ connectionId: uniqueId('conn'), restaurantId, userId: 'owner', role: 'owner' });
    const staff = await Connections.put({ connectionId: uniqueId('conn'), restaurantId, userId: 'staff', role: 'staff' });
    const diner = await Connections.put({ connectionId: uniqueId('conn'), restaurantId, userId: null, role: 'diner', orderId });
    await Connections.put({ connectionId: uniqueId('conn'), restaurantId: uniqueId('rest'), userId: 'x', role: 'staff' });

    const members = await Connections.listByRestaurant(restaurantId);
    expect(members.map((c) => c.connectionId).sort()).toEqual([owner.connectionId, staff.connectionId].sort());
    expect(await Connections.listByOrder(orderId)).toEqual([diner]);
    expect(diner).toMatchObject({ userId: null, orderId, role: 'diner' });
  });

  it('removes a connection, and removing it again is fine', async () => {
    const restaurantId = uniqueId('rest');
    const connection = await Connections.put({ connectionId: uniqueId('conn'), restaurantId, userId: 'u', role: 'manager' });
    await Connections.remove(connection.connectionId);
    await Connections.remove(connection.connectionId);
    expect(await Connections.get(connection.connectionId)).toBeNull();
    expect(await Connections.listByRestaurant(restaurantId)).toEqual([]);
  });

  it('skips connections whose TTL has passed but that DynamoDB has not deleted yet', async () => {
    const restaurantId = uniqueId('rest');
    const connection = await Connections.put({ connectionId: uniqueId('conn'), restaurantId, userId: 'u', role: 'staff' });
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + (WS_CONNECTION_TTL_SECONDS + 1) * 1000);
    expect(await Connections.listByRestaurant(restaurantId)).toEqual([]);
    expect(await Connections.get(connection.connectionId)).toBeNull();
  });
});

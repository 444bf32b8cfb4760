/**
 * Removed members lose access at once (issue 10 item 3), including their open dashboard sockets: staff-remove closes
 * the removed user's connections to that restaurant through @connections (the local WebSocket gateway closes the
 * socket), and their reconnect is refused. Other members' sockets, and the removed user's sockets to another
 * restaurant, stay open.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { Restaurant, StaffInvitationResponse } from '../../../shared/api';
import { Connections } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { createUser, uniqueEmail, type TestUser } from '../../support/users';

type Opened = { socket: WebSocket; closed: Promise<number> };

function connect(restaurantId: string, token: string, channel?: 'account'): Promise<Opened | { refused: number }> {
  return new Promise((resolve, reject) => {
    const query = new URLSearchParams({ restaurantId, token, ...(channel ? { channel } : {}) });
    const socket = new WebSocket(`${process.env.TABLETAP_WS_URL}?${query}`);
    const closed = new Promise<number>((done) => socket.once('close', (code) => done(code)));
    socket.once('open', () => resolve({ socket, closed }));
    socket.once('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    socket.once('error', reject);
  });
}

async function opened(restaurantId: string, token: string, channel?: 'account'): Promise<Opened> {
  const result = await connect(restaurantId, token, channel);
  if (!('socket' in result)) throw new Error(`connection refused with ${result.refused}`);
  return result;
}

function within<T>(promise: Promise<T>, ms: number, what: string): Promise<T> {
  return Promise.race([promise, new Promise<T>((_, reject) => setTimeout(() => reject(new Error(`${what} within ${ms} ms`)), ms))]);
}

async function ownerWithRestaurant(): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(res.status).toBeLessThan(300);
  return { owner, restaurant: res.body.restaurant };
}

async function join(owner: TestUser, restaurantId: string, user: TestUser, role: 'staff' | 'manager'): Promise<string> {
  const res = await api<StaffInvitationResponse>('POST', `/api/v1/restaurants/${restaurantId}/staff`, {
    token: owner.idToken,
    body: { email: user.email, role },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  const inviteToken = new URL(res.body.inviteLink).searchParams.get('invite')!;
  const attached = await api('POST', '/functions/v1/auth-attach-staff', { token: user.idToken, body: { inviteToken } });
  expect(attached.status, JSON.stringify(attached.body)).toBe(200);
  return res.body.member.id;
}

let a: { owner: TestUser; restaurant: Restaurant };
let b: { owner: TestUser; restaurant: Restaurant };
beforeAll(async () => {
  [a, b] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
});

describe('removing a member', () => {
  it("closes the member's open dashboard sockets to that restaurant at once, and refuses their reconnect", async () => {
    const [waiter, colleague] = await Promise.all([createUser(), createUser()]);
    const waiterId = await join(a.owner, a.restaurant.id, waiter, 'staff');
    await join(a.owner, a.restaurant.id, colleague, 'manager');
    await join(b.owner, b.restaurant.id, waiter, 'staff');

    const [first, second, colleagues, elsewhere] = await Promise.all([
      opened(a.restaurant.id, waiter.idToken),
      opened(a.restaurant.id, waiter.idToken),
      opened(a.restaurant.id, colleague.idToken),
      opened(b.restaurant.id, waiter.idToken),
    ]);
    try {
      const removed = await api('DELETE', `/api/v1/restaurants/${a.restaurant.id}/staff/${waiterId}`, { token: a.owner.idToken });
      expect(removed.status).toBe(204);

      await within(Promise.all([first.closed, second.closed]), 5000, "the removed member's sockets close");
      const left = await Connections.listByRestaurant(a.restaurant.id);
      expect(left.filter((c) => c.userId === waiter.userId)).toEqual([]);
      expect(left.some((c) => c.userId === colleague.userId)).toBe(true);
      expect(colleagues.socket.readyState).toBe(WebSocket.OPEN);
      expect(elsewhere.socket.readyState).toBe(WebSocket.OPEN);

      expect(await connect(a.restaurant.id, waiter.idToken)).toEqual({ refused: 404 });
      const orders = await api('GET', `/api/v1/restaurants/${a.restaurant.id}/orders`, { token: waiter.idToken });
      expect(orders.status).toBe(404);
    } finally {
      for (const { socket } of [first, second, colleagues, elsewhere]) socket.close();
    }
  });

  it("tells the removed member's account lines, in that restaurant and in the ones they still work at, at once", async () => {
    const [waiter, colleague] = await Promise.all([createUser(), createUser()]);
    const waiterId = await join(a.owner, a.restaurant.id, waiter, 'staff');
    await join(a.owner, a.restaurant.id, colleague, 'staff');
    await join(b.owner, b.restaurant.id, waiter, 'manager');
    const [inA, inB, dashboardInB, colleagues] = await Promise.all([
      opened(a.restaurant.id, waiter.idToken, 'account'),
      opened(b.restaurant.id, waiter.idToken, 'account'),
      opened(b.restaurant.id, waiter.idToken),
      opened(a.restaurant.id, colleague.idToken, 'account'),
    ]);
    const heard = (line: Opened) => {
      const messages: unknown[] = [];
      line.socket.on('message', (data: Buffer) => messages.push(JSON.parse(data.toString())));
      return messages;
    };
    const [heardInA, heardInB, heardOnDashboard, heardByColleague] = [inA, inB, dashboardInB, colleagues].map(heard);
    try {
      // Account lines are not the restaurant's dashboards: its orders are not sent to them.
      const dashboards = await Connections.listByRestaurant(b.restaurant.id);
      expect(dashboards.filter((c) => c.userId === waiter.userId)).toHaveLength(1);

      const removed = await api('DELETE', `/api/v1/restaurants/${a.restaurant.id}/staff/${waiterId}`, { token: a.owner.idToken });
      expect(removed.status).toBe(204);
      const told = { type: 'membership.removed', restaurantId: a.restaurant.id, restaurantName: a.restaurant.name };
      await within(inA.closed, 5000, "the removed member's account line to that restaurant closes");
      await expect.poll(() => heardInB, { timeout: 5000 }).toContainEqual(told);
      expect(heardInA).toContainEqual(told);
      expect(heardOnDashboard).toEqual([]);
      expect(heardByColleague).toEqual([]);
      expect(inB.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      for (const { socket } of [inA, inB, dashboardInB, colleagues]) socket.close();
    }
  });

  it('removing a pending invitation (nobody joined yet) closes nothing', async () => {
    const colleague = await createUser();
    await join(a.owner, a.restaurant.id, colleague, 'staff');
    const watching = await opened(a.restaurant.id, colleague.idToken);
    try {
      const res = await api<StaffInvitationResponse>('POST', `/api/v1/restaurants/${a.restaurant.id}/staff`, {
        token: a.owner.idToken,
        body: { email: uniqueEmail('pending'), role: 'staff' },
      });
      expect(res.status).toBe(201);
      const removed = await api('DELETE', `/api/v1/restaurants/${a.restaurant.id}/staff/${res.body.member.id}`, { token: a.owner.idToken });
      expect(removed.status).toBe(204);
      expect(watching.socket.readyState).toBe(WebSocket.OPEN);
    } finally {
      watching.socket.close();
    }
  });
});

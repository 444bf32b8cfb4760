/**
 * Live updates through the real local pieces: the WebSocket gateway calls ws-connect, an order written to
 * DynamoDB Local reaches the stream poller, stream-broadcast posts through the @connections endpoint, and the
 * browser-side socket receives the message.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { Orders } from '../../../functions/lib/composition';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import { checkoutSessionEvent, createPayment, deliver, sampleCart, sessionIdOf, signedEvent } from '../payments/support';
import { makeFixtures, type Fixtures } from './fixtures';

let f: Fixtures;
const open: WebSocket[] = [];
beforeAll(async () => {
  f = await makeFixtures();
});
afterEach(() => {
  for (const socket of open.splice(0)) socket.close();
});

function wsUrl(query: Record<string, string>): string {
  return `${process.env.TABLETAP_WS_URL}?${new URLSearchParams(query)}`;
}

/** Resolves with the socket once open, or with the HTTP status that refused the upgrade. */
function connect(query: Record<string, string>): Promise<{ socket: WebSocket; messages: RealtimeMessage[] } | { refused: number }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(wsUrl(query));
    const messages: RealtimeMessage[] = [];
    socket.on('message', (data) => messages.push(JSON.parse(String(data)) as RealtimeMessage));
    socket.once('open', () => {
      open.push(socket);
      resolve({ socket, messages });
    });
    socket.once('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
    socket.once('error', (err) => reject(err));
  });
}

async function waitFor<T>(check: () => T | undefined, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = check();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('Timed out waiting for a live message');
    await new Promise((r) => setTimeout(r, 50));
  }
}

async function newOrder(restaurantId: string) {
  return Orders.create(
    {
      attemptId: randomUUID(),
      orderCode: `T${Math.floor(Math.random() * 9000 + 1000)}`,
      restaurantId,
      status: 'paid',
      tableLabel: '7',
      note: null,
      subtotalCents: 2000,
      taxCents: 160,
      tipCents: 300,
      totalCents: 2460,
      feeCents: 123,
    },
    [{ itemId: 'item-1', itemName: 'Margherita', qty: 1, unitPriceCents: 2000, lineTotalCents: 2000, options: [], removedIngredients: [], note: null }],
  );
}

describe('live updates over WebSocket', () => {
  it('refuses a connection without a valid token, and one for another restaurant', async () => {
    expect(await connect({ restaurantId: f.restaurantA.id, token: 'not-a-real-token' })).toEqual({ refused: 401 });
    expect(await connect({ restaurantId: f.restaurantA.id, token: f.ownerB.idToken })).toEqual({ refused: 404 });
    expect(await connect({})).toEqual({ refused: 400 });
    expect(await connect({ orderId: randomUUID() })).toEqual({ refused: 404 });
  });

  it("staff receive their restaurant's new order and its status change; other restaurants hear nothing", async () => {
    const staff = await connect({ restaurantId: f.restaurantA.id, token: f.staffA.idToken });
    const stranger = await connect({ restaurantId: f.restaurantB.id, token: f.ownerB.idToken });
    if (!('socket' in staff) || !('socket' in stranger)) throw new Error('connections were refused');

    const order = await newOrder(f.restaurantA.id);
    const created = await waitFor(() => staff.messages.find((m) => m.type === 'order.changed' && m.order.id === order.id));
    expect(created).toMatchObject({ type: 'order.changed', order: { id: order.id, status: 'paid', tableLabel: '7', totalCents: 2460 } });

    await Orders.advance(order.id, 'paid', 'in_progress', 'staff');
    const advanced = await waitFor(() =>
      staff.messages.find((m) => m.type === 'order.changed' && m.order.id === order.id && m.order.status === 'in_progress'),
    );
    expect(advanced.type === 'order.changed' && advanced.order.prepStartedAt).toBeTruthy();
    expect(stranger.messages.filter((m) => m.type === 'order.changed')).toEqual([]);
  });

  it('a diner watching one order hears about that order only', async () => {
    const mine = await newOrder(f.restaurantA.id);
    const diner = await connect({ orderId: mine.id });
    if (!('socket' in diner)) throw new Error('diner connection refused');
    const other = await newOrder(f.restaurantA.id);
    await Orders.advance(mine.id, 'paid', 'in_progress', 'staff');
    await waitFor(() => diner.messages.find((m) => m.type === 'order.changed' && m.order.status === 'in_progress'));
    expect(diner.messages.every((m) => m.type !== 'order.changed' || m.order.id === mine.id)).toBe(true);
    expect(diner.messages.some((m) => m.type === 'order.changed' && m.order.id === other.id)).toBe(false);
  });

  it('a dashboard hears an order once it is paid, exactly once, and nothing while it is pending; its diner hears it paid', async () => {
    const staff = await connect({ restaurantId: f.restaurantA.id, token: f.staffA.idToken });
    if (!('socket' in staff)) throw new Error('staff connection refused');
    const aboutOrder = (orderId: string) => staff.messages.filter((m) => m.type === 'order.changed' && m.order.id === orderId);

    // The checkout writes the order pending_payment, then attaches its sandbox session: two stream records.
    const started = await createPayment(sampleCart({ id: f.restaurantA.id, name: f.restaurantA.name, menu: f.menuA }));
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    const { orderId } = started.body;
    const diner = await connect({ orderId });
    if (!('socket' in diner)) throw new Error('diner connection refused');
    // A later order the dashboard does hear: once it arrives, the pending order's records were handled too.
    const later = await newOrder(f.restaurantA.id);
    await waitFor(() => aboutOrder(later.id)[0]);
    await new Promise((r) => setTimeout(r, 300));
    expect(aboutOrder(orderId)).toEqual([]);

    const paid = checkoutSessionEvent('checkout.session.completed', {
      id: sessionIdOf(started.body.url),
      orderId,
      paid: true,
      amountTotal: (await Orders.get(orderId))!.totalCents,
    });
    expect((await deliver(signedEvent(paid))).status).toBe(200);
    expect((await deliver(signedEvent(paid))).status).toBe(200); // a repeated delivery writes nothing new
    await waitFor(() => aboutOrder(orderId)[0]);
    await waitFor(() => diner.messages.find((m) => m.type === 'order.changed' && m.order.status === 'paid'));
    await new Promise((r) => setTimeout(r, 500));
    expect(aboutOrder(orderId)).toMatchObject([{ type: 'order.changed', order: { id: orderId, status: 'paid' } }]);
    expect(aboutOrder(later.id)).toHaveLength(1);
  });

  it('answers the heartbeat with a pong', async () => {
    const staff = await connect({ restaurantId: f.restaurantA.id, token: f.managerA.idToken });
    if (!('socket' in staff)) throw new Error('refused');
    staff.socket.send(JSON.stringify({ type: 'ping' }));
    const pong = await waitFor(() => staff.messages.find((m) => m.type === 'pong'));
    expect(pong.type).toBe('pong');
  });
});

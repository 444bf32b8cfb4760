import { beforeAll, describe, expect, it } from 'vitest';
import type { Order } from '../../../shared/api';
import { Orders } from '../../../functions/lib/composition';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, paidOrder, pendingOrder, type ErrorAnswer } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

const orderPath = (restaurantId: string, orderId: string) => `/api/v1/restaurants/${restaurantId}/orders/${orderId}`;

function advance(orderId: string, from: string, to: string, token = f.staffA.idToken, restaurantId = f.restaurantA.id) {
  return call<{ order: Order } & ErrorAnswer>('POST', `${orderPath(restaurantId, orderId)}/advance`, token, { from, to });
}

/** Margherita Large with olives x2 and a Caesar Salad: two lines, one with options. */
function orderOfA(): Promise<Order> {
  return paidOrder(f.restaurantA.id, [
    { itemId: f.menuA.pizzaId, qty: 2, optionIds: [f.menuA.largeOptionId, f.menuA.olivesOptionId] },
    { itemId: f.menuA.plainItemId, qty: 1 },
  ], '12');
}

describe('GET an order (the Details panel)', () => {
  it('returns the order with its lines, options and timestamps to staff of its restaurant', async () => {
    const paid = await orderOfA();
    const res = await call<{ order: Order }>('GET', orderPath(f.restaurantA.id, paid.id), f.staffA.idToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.order).toMatchObject({ id: paid.id, orderCode: paid.orderCode, status: 'paid', tableLabel: '12', prepStartedAt: null });
    expect(res.body.order.paidAt).toEqual(expect.any(String));
    expect(res.body.order.lines).toEqual([
      expect.objectContaining({
        itemName: 'Margherita',
        qty: 2,
        unitPriceCents: 1900,
        lineTotalCents: 3800,
        options: [
          { groupName: 'Size', optionName: 'Large', priceDeltaCents: 400 },
          { groupName: 'Extras', optionName: 'Olives', priceDeltaCents: 100 },
        ],
      }),
      expect.objectContaining({ itemName: 'Caesar Salad', qty: 1, lineTotalCents: 1250 }),
    ]);
  });

  it("answers 404 for another restaurant's order, even asked through the member's own restaurant", async () => {
    const orderOfB = await paidOrder(f.restaurantB.id, [{ itemId: f.menuB.plainItemId, qty: 1 }]);
    const res = await call<ErrorAnswer>('GET', orderPath(f.restaurantA.id, orderOfB.id), f.ownerA.idToken);
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe('not_found');
  });
});

describe('advancing an order', () => {
  it('moves paid -> in_progress -> ready -> served, recording prepStartedAt, readyAt and servedAt', async () => {
    const paid = await orderOfA();
    const before = Date.now() - 1000;

    const started = await advance(paid.id, 'paid', 'in_progress');
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect(started.body.order).toMatchObject({ id: paid.id, status: 'in_progress', readyAt: null, servedAt: null });
    expect(Date.parse(started.body.order.prepStartedAt!)).toBeGreaterThanOrEqual(before);
    expect(started.body.order.lines).toHaveLength(2);

    const ready = await advance(paid.id, 'in_progress', 'ready');
    expect(ready.status).toBe(200);
    expect(ready.body.order.status).toBe('ready');
    expect(Date.parse(ready.body.order.readyAt!)).toBeGreaterThanOrEqual(Date.parse(started.body.order.prepStartedAt!));

    const served = await advance(paid.id, 'ready', 'served', f.managerA.idToken);
    expect(served.status).toBe(200);
    expect(served.body.order.status).toBe('served');
    expect(Date.parse(served.body.order.servedAt!)).toBeGreaterThanOrEqual(Date.parse(ready.body.order.readyAt!));

    // What is stored, not just what was answered.
    const stored = await Orders.get(paid.id);
    expect(stored).toMatchObject({
      status: 'served',
      paidAt: paid.paidAt,
      prepStartedAt: started.body.order.prepStartedAt,
      readyAt: ready.body.order.readyAt,
      servedAt: served.body.order.servedAt,
    });
  });

  it('two staff pressing Start at once: exactly one 200, the other 409 with the current status and a message', async () => {
    const paid = await orderOfA();
    const answers = await Promise.all([advance(paid.id, 'paid', 'in_progress'), advance(paid.id, 'paid', 'in_progress', f.managerA.idToken)]);
    const statuses = answers.map((a) => a.status).sort();
    expect(statuses).toEqual([200, 409]);
    const conflict = answers.find((a) => a.status === 409)!;
    expect(conflict.body.error).toEqual({
      code: 'status_conflict',
      message: 'This order was already moved to In Progress.',
      status: 'in_progress',
    });
    expect((await Orders.get(paid.id))?.status).toBe('in_progress');
  });

  it('a stale ticket (the order moved on meanwhile) gets 409 naming where the order is', async () => {
    const paid = await orderOfA();
    await Orders.advance(paid.id, 'paid', 'in_progress', 'staff');
    await Orders.advance(paid.id, 'in_progress', 'ready', 'staff');
    const res = await advance(paid.id, 'paid', 'in_progress');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'status_conflict', status: 'ready', message: 'This order was already moved to Ready.' });
    expect((await Orders.get(paid.id))?.prepStartedAt).toEqual(expect.any(String));
    expect((await Orders.get(paid.id))?.status).toBe('ready');
  });

  it('refuses a move the status machine does not allow with 400, changing nothing', async () => {
    const paid = await orderOfA();
    for (const [from, to] of [['paid', 'served'], ['paid', 'ready'], ['in_progress', 'paid'], ['pending_payment', 'paid'], ['paid', 'canceled']]) {
      const res = await advance(paid.id, from!, to!);
      expect(res.status, `${from} -> ${to}`).toBe(400);
      expect(res.body.error.code).toBe('invalid_transition');
    }
    const res = await advance(paid.id, 'paid', 'served');
    expect(res.body.error.message).toBe('An order cannot move from Paid to Served.');
    expect(await Orders.get(paid.id)).toEqual(paid);
  });

  it('an order not paid yet cannot be started (409: it is still awaiting payment)', async () => {
    const { orderId } = await pendingOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }]);
    const res = await advance(orderId, 'paid', 'in_progress');
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'status_conflict', status: 'pending_payment' });
    expect((await Orders.get(orderId))?.status).toBe('pending_payment');
  });

  it("answers 404 for an unknown order and for another restaurant's order, leaving that one untouched", async () => {
    const unknown = await advance('3f1c9d2e-0000-4000-8000-000000000000', 'paid', 'in_progress');
    expect(unknown.status).toBe(404);
    const orderOfB = await paidOrder(f.restaurantB.id, [{ itemId: f.menuB.plainItemId, qty: 1 }]);
    const foreign = await advance(orderOfB.id, 'paid', 'in_progress', f.ownerA.idToken);
    expect(foreign.status).toBe(404);
    expect(foreign.body.error.code).toBe('not_found');
    expect((await Orders.get(orderOfB.id))?.status).toBe('paid');
  });
});

import { describe, expect, it } from 'vitest';
import { Orders } from '../../../functions/lib/composition';
import type { NewOrder } from '../../../functions/lib/domain/orders';
import { ConflictError, NotFoundError } from '../../../functions/lib/errors';
import type { OrderLine } from '../../../shared/api';
import { countQueries, uniqueId } from './helpers';

function newOrder(restaurantId: string, overrides: Partial<NewOrder> = {}): NewOrder {
  return {
    attemptId: uniqueId('attempt'),
    orderCode: 'A1B2',
    restaurantId,
    status: 'paid',
    tableLabel: '5',
    note: null,
    subtotalCents: 2300,
    taxCents: 184,
    tipCents: 345,
    totalCents: 2829,
    feeCents: 141,
    ...overrides,
  };
}

const lines: OrderLine[] = [
  {
    itemId: 'burger',
    itemName: 'Burger',
    qty: 2,
    unitPriceCents: 900,
    lineTotalCents: 1800,
    options: [{ groupName: 'Cheese', optionName: 'Cheddar', priceDeltaCents: 50 }],
    removedIngredients: [],
    note: 'no onions',
  },
  { itemId: 'fries', itemName: 'Fries', qty: 1, unitPriceCents: 500, lineTotalCents: 500, options: [], removedIngredients: [], note: null },
];

describe('Orders.create and Orders.get', () => {
  it('stores the order with its lines and reads them back in one query', async () => {
    const input = newOrder(uniqueId('rest'), { status: undefined });
    const created = await Orders.create(input, lines);
    expect(created.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(created.id).not.toBe(input.attemptId);
    expect(created).toMatchObject({
      status: 'pending_payment',
      currency: 'USD',
      tableLabel: '5',
      note: null,
      paidAt: null,
      prepStartedAt: null,
      readyAt: null,
      servedAt: null,
      lines,
    });

    const { result, queries, calls } = await countQueries(() => Orders.get(created.id));
    // A read of one order carries its refunds (none yet), in the same query.
    expect(result).toEqual({ ...created, refunds: [] });
    expect(queries).toBe(1);
    expect(calls).toBe(1);
  });

  it('is idempotent on the attempt: creating the same attempt again returns the first order', async () => {
    const input = newOrder(uniqueId('rest'));
    const first = await Orders.create(input, lines);
    const again = await Orders.create({ ...input, totalCents: 1 }, lines.slice(0, 1));
    // The first order as a read of it answers (with its refunds, none).
    expect(again).toEqual({ ...first, refunds: [] });
  });

  it('makes its own random order id for every attempt, whatever the attempt id', async () => {
    const restaurantId = uniqueId('rest');
    const nilAttempt = '00000000-0000-0000-0000-000000000000';
    const a = await Orders.create(newOrder(restaurantId, { attemptId: nilAttempt }), lines);
    const b = await Orders.create(newOrder(uniqueId('rest'), { attemptId: nilAttempt }), lines);
    expect(a.id).not.toBe(nilAttempt);
    expect(b.id).not.toBe(a.id);
    expect(await Orders.get(nilAttempt)).toBeNull();
  });

  it('returns null for an unknown order', async () => {
    expect(await Orders.get(uniqueId('order'))).toBeNull();
  });
});

describe('Orders.listByRestaurant', () => {
  it('returns the orders in the wanted statuses, oldest first, with their lines', async () => {
    const restaurantId = uniqueId('rest');
    const made = [];
    for (const status of ['paid', 'ready', 'pending_payment', 'in_progress', 'paid'] as const) {
      made.push(await Orders.create(newOrder(restaurantId, { status }), lines));
      await new Promise((r) => setTimeout(r, 3));
    }
    await Orders.create(newOrder(uniqueId('other-rest'), { status: 'paid' }), lines);

    const listed = await Orders.listByRestaurant(restaurantId, ['paid', 'in_progress', 'ready']);
    const expected = made.filter((o) => o.status !== 'pending_payment');
    expect(listed.map((o) => o.id)).toEqual(expected.map((o) => o.id));
    expect(listed.every((o) => o.lines.length === 2)).toBe(true);
    expect(listed[0]).toEqual(made[0]);
  });
});

describe('Orders.advance', () => {
  it('moves the status and stamps the time of each step', async () => {
    const order = await Orders.create(newOrder(uniqueId('rest'), { status: 'pending_payment' }), lines);
    const paid = await Orders.advance(order.id, 'pending_payment', 'paid', 'payment');
    expect(paid.status).toBe('paid');
    expect(paid.paidAt).not.toBeNull();
    const cooking = await Orders.advance(order.id, 'paid', 'in_progress', 'staff');
    expect(cooking.prepStartedAt).not.toBeNull();
    const ready = await Orders.advance(order.id, 'in_progress', 'ready', 'staff');
    expect(ready.readyAt).not.toBeNull();
    const served = await Orders.advance(order.id, 'ready', 'served', 'staff');
    expect(served.servedAt).not.toBeNull();
    expect(await Orders.get(order.id)).toEqual(served);

    // The status index follows: the order is now listed as served only.
    expect((await Orders.listByRestaurant(order.restaurantId, ['served'])).map((o) => o.id)).toEqual([order.id]);
    expect(await Orders.listByRestaurant(order.restaurantId, ['paid', 'in_progress', 'ready'])).toEqual([]);
  });

  it('lets one of two concurrent advances win; the other gets ConflictError with the current status', async () => {
    const order = await Orders.create(newOrder(uniqueId('rest'), { status: 'paid' }), lines);
    const outcomes = await Promise.allSettled([
      Orders.advance(order.id, 'paid', 'in_progress', 'staff'),
      Orders.advance(order.id, 'paid', 'in_progress', 'staff'),
    ]);
    expect(outcomes.filter((o) => o.status === 'fulfilled')).toHaveLength(1);
    const failure = outcomes.find((o): o is PromiseRejectedResult => o.status === 'rejected');
    expect(failure?.reason).toBeInstanceOf(ConflictError);
    expect(failure?.reason).toMatchObject({ status: 409, details: { status: 'in_progress' } });
  });

  it('refuses a move from a status the order is not in', async () => {
    const order = await Orders.create(newOrder(uniqueId('rest'), { status: 'ready' }), lines);
    await expect(Orders.advance(order.id, 'paid', 'in_progress', 'staff')).rejects.toMatchObject({ details: { status: 'ready' } });
    await expect(Orders.advance(uniqueId('order'), 'paid', 'in_progress', 'staff')).rejects.toBeInstanceOf(NotFoundError);
  });
});

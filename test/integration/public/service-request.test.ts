import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Orders, Restaurants, ServiceRequests } from '../../../functions/lib/composition';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { serviceRequestSchema, type Restaurant, type ServiceRequest } from '../../../shared/api';
import { api } from '../../support/api';
import { clearOfWindowEdge, newClientAddress } from '../../support/clients';
import { restaurantWithoutMenu } from './support';

const PATH = '/functions/v1/service-request';
type Answer = { request: ServiceRequest; error?: { code: string; message: string } };
/** A diner's call, from 127.0.0.1 unless `from` names another client address. */
const callWaiter = (body: Record<string, unknown>, from?: string) => api<Answer>('POST', PATH, { body, from });

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

describe('POST service-request: one client cannot flood the staff', () => {
  const { perClient, perRestaurant, openCap } = RATE_LIMITS.callWaiter;

  it(`60 made-up tables from one client: at most ${perClient.limit} reach the staff, the rest get 429; a real table from another client still gets through`, async () => {
    const restaurant = await restaurantWithoutMenu();
    const spammer = newClientAddress();
    // The per-client count runs in fixed windows (10 minutes): all 60 calls must land in one.
    await clearOfWindowEdge(perClient.windowSeconds, 20);
    const answers: Awaited<ReturnType<typeof callWaiter>>[] = [];
    for (let i = 0; i < 60; i++) {
      answers.push(await callWaiter({ restaurant_id: restaurant.id, table_number: `X${i}`, message: 'spam' }, spammer));
    }
    const accepted = answers.filter((a) => a.status === 201);
    const refused = answers.filter((a) => a.status === 429);
    expect(accepted.length + refused.length, JSON.stringify(answers.find((a) => a.status !== 201 && a.status !== 429)?.body)).toBe(60);
    expect(accepted.length).toBe(perClient.limit);
    expect(perClient.limit).toBeLessThanOrEqual(10);
    expect(refused.length).toBe(60 - perClient.limit);
    for (const answer of refused) {
      expect(answer.body.error).toEqual({ code: 'rate_limited', message: expect.stringMatching(/wait.*flag down a waiter/i) });
    }

    const diner = await callWaiter({ restaurant_id: restaurant.id, table_number: '12', message: 'Ready to order' }, newClientAddress());
    expect(diner.status, JSON.stringify(diner.body)).toBe(201);
    const stored = await ServiceRequests.listByRestaurant(restaurant.id);
    expect(stored.map((r) => r.tableNumber)).toContain('12');
    expect(stored).toHaveLength(accepted.length + 1);
  }, 60_000);

  it("'V1', 'V1.' and 'V01' with a zero-width space are one table; the label is kept as the diner typed it", async () => {
    const restaurant = await restaurantWithoutMenu();
    const first = await callWaiter({ restaurant_id: restaurant.id, table_number: '\u200BV1 ' }, newClientAddress());
    expect(first.status, JSON.stringify(first.body)).toBe(201);
    expect(first.body.request.tableNumber).toBe('V1');
    for (const label of ['V1.', 'V01\u200B', 'v 1', '\uFF36\uFF11', '\u202EV1']) {
      const again = await callWaiter({ restaurant_id: restaurant.id, table_number: label }, newClientAddress());
      expect(again.status, `${JSON.stringify(label)}: ${JSON.stringify(again.body)}`).toBe(429);
      expect(again.body.error?.code).toBe('recent_request_exists');
    }
    // Another table is still heard, stored as typed (case, spacing inside, punctuation) without the invisibles.
    const terrace = await callWaiter({ restaurant_id: restaurant.id, table_number: ' Terr.\u200D 4 ' }, newClientAddress());
    expect(terrace.status, JSON.stringify(terrace.body)).toBe(201);
    expect(terrace.body.request.tableNumber).toBe('Terr. 4');
    expect((await ServiceRequests.listByRestaurant(restaurant.id)).map((r) => r.tableNumber).sort()).toEqual(['Terr. 4', 'V1']);
  });

  it('a label of invisible characters only is no table at all', async () => {
    const restaurant = await restaurantWithoutMenu();
    const res = await callWaiter({ restaurant_id: restaurant.id, table_number: '\u200B\u200E\u2060' }, newClientAddress());
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.request.tableNumber).toBeNull();
    // ...so it shares the no-table window.
    expect((await callWaiter({ restaurant_id: restaurant.id }, newClientAddress())).status).toBe(429);
  });

  it(`at most ${perRestaurant.limit} calls a minute per restaurant, whoever sends them`, async () => {
    const restaurant = await restaurantWithoutMenu();
    const { limit } = perRestaurant;
    await clearOfWindowEdge(perRestaurant.windowSeconds, 30);
    const answers = [];
    for (let i = 0; i <= limit; i++) {
      const res = await callWaiter({ restaurant_id: restaurant.id, table_number: `${i + 1}` }, newClientAddress());
      // Staff keep up, so the open cap stays clear of it.
      if (res.status === 201) await ServiceRequests.setStatus(res.body.request.id, 'open', 'acknowledged');
      answers.push(res);
    }
    expect(answers.slice(0, limit).map((a) => a.status)).toEqual(Array(limit).fill(201));
    expect(answers[limit]!.status).toBe(429);
    expect(answers[limit]!.body.error).toEqual({ code: 'rate_limited', message: expect.stringMatching(/flag down a waiter/i) });
    expect(await ServiceRequests.listByRestaurant(restaurant.id)).toHaveLength(limit);
  }, 60_000);

  it(`refuses with 429 while ${openCap} requests are open, and hears the table again once staff handle one`, async () => {
    const restaurant = await restaurantWithoutMenu();
    const open = await Promise.all(Array.from({ length: openCap }, (_, i) => ServiceRequests.create({ restaurantId: restaurant.id, tableNumber: `${i + 1}` })));
    const refused = await callWaiter({ restaurant_id: restaurant.id, table_number: '99' }, newClientAddress());
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual({ code: 'too_many_open_requests', message: expect.stringMatching(/flag down a waiter/i) });
    expect(await ServiceRequests.listByRestaurant(restaurant.id)).toHaveLength(openCap);

    await ServiceRequests.setStatus(open[0]!.id, 'open', 'acknowledged');
    const heard = await callWaiter({ restaurant_id: restaurant.id, table_number: '99' }, newClientAddress());
    expect(heard.status, JSON.stringify(heard.body)).toBe(201);
  });
});

describe('POST service-request: strangers cannot silence a table with diners at it', () => {
  const { perClient, perRestaurant, openCap } = RATE_LIMITS.callWaiter;

  /** An order paid at `table` just now: diners are sitting there. */
  async function paidOrderAt(restaurantId: string, table: string) {
    const line = { itemId: randomUUID(), itemName: 'Caesar Salad', qty: 1, unitPriceCents: 1250, lineTotalCents: 1250, options: [], removedIngredients: [], note: null };
    const totals = { subtotalCents: 1250, taxCents: 100, tipCents: 0, totalCents: 1350, feeCents: 68 };
    await Orders.create({ attemptId: randomUUID(), orderCode: 'PAID2', restaurantId, status: 'paid', tableLabel: table, note: null, ...totals }, [line]);
  }

  /** `count` made-up tables' calls from each of `strangers` new addresses; staff handle each one at once when `handled`. */
  async function strangersCall(restaurantId: string, strangers: number, handled: boolean) {
    const answers = [];
    for (let s = 0; s < strangers; s++) {
      const stranger = newClientAddress();
      for (let i = 0; i < perClient.limit; i++) {
        const res = await callWaiter({ restaurant_id: restaurantId, table_number: `Z${s}-${i}`, message: 'spam' }, stranger);
        if (res.status === 201 && handled) await ServiceRequests.setStatus(res.body.request.id, 'open', 'acknowledged');
        answers.push(res.status);
      }
    }
    return answers;
  }

  it(`5 addresses fill the ${openCap}-open-request cap: a table with a paid order is still heard, a table without one is asked to flag down a waiter`, async () => {
    const restaurant = await restaurantWithoutMenu();
    await paidOrderAt(restaurant.id, 'A 4');
    await clearOfWindowEdge(perClient.windowSeconds, 30);
    const answers = await strangersCall(restaurant.id, Math.ceil(openCap / perClient.limit), false);
    expect(answers.filter((status) => status === 201)).toHaveLength(openCap);

    const empty = await callWaiter({ restaurant_id: restaurant.id, table_number: '6' }, newClientAddress());
    expect(empty.status, JSON.stringify(empty.body)).toBe(429);
    expect(empty.body.error?.code).toBe('too_many_open_requests');
    // The seated table, however its label is written.
    const seated = await callWaiter({ restaurant_id: restaurant.id, table_number: 'a4', message: 'Our bill please' }, newClientAddress());
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
    expect(seated.body.request).toMatchObject({ tableNumber: 'a4', message: 'Our bill please', status: 'open' });
    // Still one call a minute for it.
    expect((await callWaiter({ restaurant_id: restaurant.id, table_number: 'A4' }, newClientAddress())).body.error?.code).toBe('recent_request_exists');
    expect(await ServiceRequests.listByRestaurant(restaurant.id)).toHaveLength(openCap + 1);
  }, 60_000);

  it(`addresses that use up the restaurant's ${perRestaurant.limit} calls a minute: a table with a paid order is still heard`, async () => {
    const restaurant = await restaurantWithoutMenu();
    await paidOrderAt(restaurant.id, '15');
    await clearOfWindowEdge(perRestaurant.windowSeconds, 40);
    const answers = await strangersCall(restaurant.id, Math.ceil(perRestaurant.limit / perClient.limit), true);
    expect(answers.filter((status) => status === 201)).toHaveLength(perRestaurant.limit);

    const empty = await callWaiter({ restaurant_id: restaurant.id, table_number: '16' }, newClientAddress());
    expect(empty.status, JSON.stringify(empty.body)).toBe(429);
    expect(empty.body.error).toEqual({ code: 'rate_limited', message: expect.stringMatching(/restaurant is receiving a lot of requests/i) });
    const seated = await callWaiter({ restaurant_id: restaurant.id, table_number: '15' }, newClientAddress());
    expect(seated.status, JSON.stringify(seated.body)).toBe(201);
    expect((await ServiceRequests.listByRestaurant(restaurant.id)).filter((r) => r.tableNumber === '15')).toHaveLength(1);
  }, 60_000);
});

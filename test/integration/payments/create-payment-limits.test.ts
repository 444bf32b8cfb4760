/**
 * create-payment is rate limited per client address (per restaurant) and per restaurant: a flood of checkouts from
 * one client gets 429 and writes nothing, while other diners still pay. A retried attempt (same attemptId) is the
 * same checkout and is not counted again, up to a few retries. Strangers cannot use up what honest diners share:
 * the orders (each a pending order and a gateway session) are bounded per client address and table and per client
 * address, and the restaurant-wide rate is far above what a few dozen addresses can send.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { admitCheckout, db } from '../../../functions/lib/composition';
import { TOO_MANY_FOR_TABLE, TOO_MANY_FROM_CLIENT } from '../../../functions/lib/domain/checkout-limits';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { api } from '../../support/api';
import { clearOfWindowEdge, newClientAddress } from '../../support/clients';
import { orderOfAttempt, ordersOf, restaurantWithMenu, sampleCart, type CartBody, type CheckoutStarted, type PaymentRestaurant } from './support';

type Answer = CheckoutStarted & { error?: { code: string; message: string } };
const checkout = (body: CartBody, from: string) => api<Answer>('POST', '/functions/v1/create-payment', { body, from });

const { perClient, retriesPerAttempt, ordersPerClientTable, ordersPerClient } = RATE_LIMITS.checkout;
const TOO_MANY = { code: 'rate_limited', message: 'Too many checkout attempts. Please wait a moment and try again.' };

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Busy Bistro');
});

let tables = 0;
/** A checkout for a table of its own: only the per-minute limits apply, not the bounds per table. */
const cheapCart = () => sampleCart(r, { tip: { kind: 'none' }, tableLabel: `${++tables}`, items: [{ itemId: r.menu.plainItemId, qty: 1 }] });

describe('create-payment rate limits', () => {
  it(`${perClient.limit} checkouts a minute from one client, retries not counted; the next is 429 with a message and writes no order; another client still pays`, async () => {
    const client = newClientAddress();
    // The count runs in fixed windows (whole minutes): all of this must land in one (ten at a time, so it does on a
    // busy machine).
    await clearOfWindowEdge(perClient.windowSeconds, 30);
    const accepted: { cart: CartBody; body: Answer }[] = [];
    const send = async (carts: CartBody[]) => {
      const answers = await Promise.all(carts.map((cart) => checkout(cart, client)));
      answers.forEach((res, i) => {
        expect(res.status, `checkout ${accepted.length + 1}: ${JSON.stringify(res.body)}`).toBe(200);
        accepted.push({ cart: carts[i]!, body: res.body });
      });
    };
    await send([cheapCart()]);
    // The same attempt sent again (answers lost, a double click): the same checkout each time, and not counted.
    const first = accepted[0]!;
    await send(Array.from({ length: retriesPerAttempt.limit }, () => first.cart));
    expect(accepted.every((a) => a.body.orderId === first.body.orderId)).toBe(true);
    accepted.length = 1;
    while (accepted.length < perClient.limit) await send(Array.from({ length: Math.min(10, perClient.limit - accepted.length) }, cheapCart));
    const ordersBefore = await ordersOf(r.id);
    expect(ordersBefore).toHaveLength(perClient.limit);

    const refused = await checkout(cheapCart(), client);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual(TOO_MANY);
    expect(await ordersOf(r.id)).toHaveLength(perClient.limit);

    // A retry of an attempt that got through is the same checkout: answered, not refused.
    const retried = await checkout(accepted[1]!.cart, client);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual(accepted[1]!.body);

    const otherDiner = await checkout(cheapCart(), newClientAddress());
    expect(otherDiner.status, JSON.stringify(otherDiner.body)).toBe(200);
    expect(await ordersOf(r.id)).toHaveLength(perClient.limit + 1);
  }, 90_000);

  it('one attempt cannot be replayed without end: after its retries it is refused too', async () => {
    const client = newClientAddress();
    const cart = cheapCart();
    const answers = [];
    // The attempt, then its allowance of retries.
    for (let i = 0; i <= retriesPerAttempt.limit; i++) answers.push(await checkout(cart, client));
    expect(answers.map((a) => a.status)).toEqual(Array(retriesPerAttempt.limit + 1).fill(200));
    expect(new Set(answers.map((a) => a.body.orderId)).size).toBe(1);

    const replayed = await checkout(cart, client);
    expect(replayed.status).toBe(429);
    expect(replayed.body.error).toEqual(TOO_MANY);
    // A new attempt from the same client is still welcome.
    expect((await checkout({ ...cheapCart(), attemptId: randomUUID() }, client)).status).toBe(200);
  }, 60_000);
});

describe('create-payment: strangers cannot lock the diners out', () => {
  const tableCart = (restaurant: PaymentRestaurant, tableLabel: string) =>
    sampleCart(restaurant, { tip: { kind: 'none' }, tableLabel, note: null, items: [{ itemId: restaurant.menu.plainItemId, qty: 1 }] });

  it('11 client addresses sending checkouts until each is refused (660 in a minute): an honest diner at another address and table still pays', async () => {
    const target = await restaurantWithMenu('Friday Night');
    const strangers = Array.from({ length: 11 }, () => newClientAddress());
    // The per-minute counts run in whole minutes: all of it must land in one.
    await clearOfWindowEdge(perClient.windowSeconds, 45);
    // Each stranger's first checkouts go all the way (orders, sessions), each for a table of its own...
    const real = await Promise.all(strangers.flatMap((stranger, s) => [0, 1, 2].map((i) => checkout(tableCart(target, `S${s}-${i}`), stranger))));
    expect(real.map((res) => res.status)).toEqual(Array(real.length).fill(200));
    // ...and the rest of the minute passes create-payment's gate (what the local stack cannot price and write 660 times
    // in a minute): each sends until it is refused.
    const refusals = await Promise.all(
      strangers.map(async (client) => {
        for (let sent = real.length / strangers.length; ; sent++) {
          const refused = await admitCheckout({ restaurantId: target.id, attemptId: randomUUID(), client }).then(
            () => null,
            (error: Error) => ({ sent, message: error.message }),
          );
          if (refused) return refused;
        }
      }),
    );
    const diner = await checkout(tableCart(target, '12'), newClientAddress());
    expect(diner.status, JSON.stringify(diner.body)).toBe(200);
    // Each stranger was refused on its own allowance, not on one they all shared.
    expect(refusals).toEqual(Array(strangers.length).fill({ sent: perClient.limit, message: TOO_MANY.message }));
    expect(await ordersOf(target.id)).toHaveLength(real.length + 1);
  }, 90_000);

  it(`${ordersPerClientTable.limit} orders for one table from one address in half an hour; the next is 429 with a message and opens no checkout, while the same table from another address and another table from this one still pay`, async () => {
    const target = await restaurantWithMenu('Table Nine');
    const client = newClientAddress();
    await clearOfWindowEdge(ordersPerClientTable.windowSeconds, 60);
    // ' 09' and '9.' are the table '9' of the call-waiter button: one table, one count.
    const labels = ['9', ' 09', '9.'];
    const accepted: { cart: CartBody; body: Answer }[] = [];
    for (let i = 0; i < ordersPerClientTable.limit; i++) {
      const cart = tableCart(target, labels[i % 3]!);
      const res = await checkout(cart, client);
      expect(res.status, `order ${i + 1}: ${JSON.stringify(res.body)}`).toBe(200);
      accepted.push({ cart, body: res.body });
    }
    const refusedCart = tableCart(target, '9');
    const refused = await checkout(refusedCart, client);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_FOR_TABLE });
    expect(await orderOfAttempt(refusedCart)).toBeNull();
    expect(await ordersOf(target.id)).toHaveLength(ordersPerClientTable.limit);

    // A retry of an attempt that got through is the same checkout, not a new order.
    const retried = await checkout(accepted[0]!.cart, client);
    expect(retried.status, JSON.stringify(retried.body)).toBe(200);
    expect(retried.body).toEqual(accepted[0]!.body);
    // Someone else at table 9, and this address at table 10, have their own bounds.
    expect((await checkout(tableCart(target, '09'), newClientAddress())).status).toBe(200);
    expect((await checkout(tableCart(target, '10'), client)).status).toBe(200);
    expect(await ordersOf(target.id)).toHaveLength(ordersPerClientTable.limit + 2);
  }, 90_000);

  it(`${ordersPerClient.limit} orders from one address at a restaurant in half an hour, whatever the tables; the next is 429 with a message, another address still pays`, async () => {
    const target = await restaurantWithMenu('Wi-Fi Room');
    const client = newClientAddress();
    await clearOfWindowEdge(ordersPerClient.windowSeconds, 60);
    // The address's orders so far this half hour (sending them takes more than a minute at the per-minute rate).
    const now = Math.floor(Date.now() / 1000);
    const window = Math.floor(now / ordersPerClient.windowSeconds);
    await db.entities.rateLimit
      .put({
        key: `checkout-orders#${target.id}#client#${client}#w${ordersPerClient.windowSeconds}-${window}`,
        restaurantId: target.id,
        hits: ordersPerClient.limit - 1,
        expiresAt: (window + 1) * ordersPerClient.windowSeconds,
      })
      .go();
    expect((await checkout(tableCart(target, '1'), client)).status).toBe(200);
    const refusedCart = tableCart(target, '2');
    const refused = await checkout(refusedCart, client);
    expect(refused.status, JSON.stringify(refused.body)).toBe(429);
    expect(refused.body.error).toEqual({ code: 'rate_limited', message: TOO_MANY_FROM_CLIENT });
    expect(await orderOfAttempt(refusedCart)).toBeNull();
    expect((await checkout(tableCart(target, '2'), newClientAddress())).status).toBe(200);
    expect(await ordersOf(target.id)).toHaveLength(2);
  });
});

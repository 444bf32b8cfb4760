/**
 * create-payment is rate limited per client address (per restaurant) and per restaurant: a flood of checkouts from
 * one client gets 429 and writes nothing, while other diners still pay. A retried attempt (same attemptId) is the
 * same checkout and is not counted again, up to a few retries.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RATE_LIMITS } from '../../../functions/lib/domain/rate-limits';
import { api } from '../../support/api';
import { clearOfWindowEdge, newClientAddress } from '../../support/clients';
import { ordersOf, restaurantWithMenu, sampleCart, type CartBody, type CheckoutStarted, type PaymentRestaurant } from './support';

type Answer = CheckoutStarted & { error?: { code: string; message: string } };
const checkout = (body: CartBody, from: string) => api<Answer>('POST', '/functions/v1/create-payment', { body, from });

const { perClient, retriesPerAttempt } = RATE_LIMITS.checkout;
const TOO_MANY = { code: 'rate_limited', message: 'Too many checkout attempts. Please wait a moment and try again.' };

let r: PaymentRestaurant;
beforeAll(async () => {
  r = await restaurantWithMenu('Busy Bistro');
});

const cheapCart = () => sampleCart(r, { tip: { kind: 'none' }, items: [{ itemId: r.menu.plainItemId, qty: 1 }] });

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

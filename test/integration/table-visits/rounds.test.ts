/**
 * Send to kitchen (issue 28 item 3, pay-first) against the local stack and the sandbox gateway: the whole shared
 * cart becomes one round, one order for the table with both phones' dishes, paid by the sender; a second round joins
 * the same visit as round 2; two phones sending at once send one round and the other is told who is paying; a round
 * whose checkout expires unpaid puts its lines back in the cart; a phone waiting to be let in cannot send.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Order, TableSessionView } from '../../../shared/api';
import { Orders } from '../../../functions/lib/composition';
import { api, apiUrl } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { checkoutSessionEvent, deliver, sessionIdOf, signedEvent } from '../payments/support';
import { changeCart, current, markOrdered, phoneAt, scan, storedTable, type Phone } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);

type RoundAnswer = { url: string; orderId: string; orderCode: string; error: { code: string; message: string } };
const credentials = (phone: Phone) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });
const send = (phone: Phone, attemptId: string = randomUUID()) =>
  api<RoundAnswer>('POST', '/functions/v1/table-round', { body: { guest: credentials(phone), tip: { kind: 'none' }, attemptId } });

async function pay(url: string, orderId: string): Promise<Order> {
  const res = await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(url)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  expect(res.status).toBe(303);
  for (let waited = 0; waited < 20_000; waited += 100) {
    const order = await Orders.get(orderId);
    if (order && order.status !== 'pending_payment') return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the round was not paid');
}

const viewOf = async (phone: Phone): Promise<TableSessionView> => {
  const res = await current(phone);
  if (res.body.state !== 'in') throw new Error(`not in: ${JSON.stringify(res.body)}`);
  return res.body.session;
};

describe('send to kitchen', () => {
  it("sends both phones' dishes as one order for the table; a second round joins the same visit", async () => {
    const nine = await storedTable(f.restaurantA.id, `9-${randomUUID().slice(0, 4)}`);
    const { phone: ana } = await phoneAt(nine, 'Ana');
    const { phone: ben } = await phoneAt(nine, 'Ben');
    await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    await changeCart(ben, { op: 'add', line: { itemId: f.menuA.pizzaId, qty: 2, optionIds: [f.menuA.regularOptionId] } });

    const first = await send(ben);
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const sending = await viewOf(ana);
    expect(sending.lines).toEqual([]);
    expect(sending.sending).toMatchObject({ orderId: first.body.orderId, guestName: 'Ben' });
    const order = await pay(first.body.url, first.body.orderId);
    expect(order).toMatchObject({ status: 'paid', tableLabel: nine.name, tableSessionId: ana.sessionId, roundNumber: 1 });
    expect(order.lines.map((l) => [l.itemId, l.qty])).toEqual([
      [f.menuA.plainItemId, 1],
      [f.menuA.pizzaId, 2],
    ]);

    await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    const second = await send(ana);
    expect(second.status).toBe(200);
    const round2 = await pay(second.body.url, second.body.orderId);
    expect(round2).toMatchObject({ tableSessionId: ana.sessionId, roundNumber: 2 });
    const after = await viewOf(ben);
    expect(after.rounds.map((r) => [r.number, r.orderId, r.sentBy, r.status])).toEqual([
      [1, first.body.orderId, 'Ben', 'paid'],
      [2, second.body.orderId, 'Ana', 'paid'],
    ]);
    expect(after.sending).toBeNull();
  });

  it('sends one round when two phones send at once; the other is told who is paying', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone: ana } = await phoneAt(nine, 'Ana');
    const { phone: ben } = await phoneAt(nine, 'Ben');
    await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    const [a, b] = await Promise.all([send(ana), send(ben)]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    const winner = a.status === 200 ? 'Ana' : 'Ben';
    expect(lost.body.error).toMatchObject({ code: 'round_in_progress', message: `${winner} is paying for this round. It goes to the kitchen once it is paid.` });
    const orders = (await Orders.listByRestaurant(f.restaurantA.id, ['pending_payment'])).filter((o: Order) => o.tableSessionId === ana.sessionId);
    expect(orders.map((o: Order) => o.id)).toEqual([won.body.orderId]);
  });

  it('gives the same checkout to a retried send, and refuses an empty cart', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(nine);
    const empty = await send(phone);
    expect(empty.status).toBe(400);
    expect(empty.body.error.message).toBe("The table's cart is empty. Add something first.");
    await changeCart(phone, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    const attemptId = randomUUID();
    const first = await send(phone, attemptId);
    const again = await send(phone, attemptId);
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ orderId: first.body.orderId, url: first.body.url });
    const other = await send(phone);
    expect(other.status).toBe(409);
    expect(other.body.error.message).toBe('You are already paying for this round. Finish or close that payment page first.');
  });

  it('puts the lines back in the cart when the round’s checkout expires unpaid', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(nine);
    const added = await changeCart(phone, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 3, note: 'no croutons' } });
    const sent = await send(phone);
    const order = (await Orders.get(sent.body.orderId))!;
    const expired = await deliver(
      signedEvent(checkoutSessionEvent('checkout.session.expired', { id: sessionIdOf(sent.body.url), orderId: order.id, paid: false, amountTotal: order.totalCents })),
    );
    expect(expired.status).toBe(200);
    expect((await Orders.get(order.id))?.status).toBe('expired');
    const back = await viewOf(phone);
    expect(back.lines.map((l) => ({ id: l.id, qty: l.qty, note: l.note }))).toEqual([{ id: added.body.lines[0]!.id, qty: 3, note: 'no croutons' }]);
    expect(back.sending).toBeNull();
    expect(back.rounds).toEqual([]);
    expect((await send(phone)).status).toBe(200);
  });

  it('lets the payer take the round back: its checkout ends unpaid at once and its lines are back in the cart', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone: ana } = await phoneAt(nine, 'Ana');
    const { phone: ben } = await phoneAt(nine, 'Ben');
    const added = await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 2 } });
    const sent = await send(ana);
    expect(sent.status).toBe(200);
    const takeBack = (phone: Phone) => api<TableSessionView & { error: { code: string; message: string } }>('POST', '/functions/v1/table-round-cancel', { body: { guest: credentials(phone) } });

    // Only the payer can.
    const other = await takeBack(ben);
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe('Ana is paying for this round; only they can take it back.');
    expect((await viewOf(ben)).sending).toMatchObject({ orderId: sent.body.orderId });

    const back = await takeBack(ana);
    expect(back.status, JSON.stringify(back.body)).toBe(200);
    expect(back.body.sending).toBeNull();
    expect(back.body.lines.map((l) => [l.id, l.qty])).toEqual([[added.body.lines[0]!.id, 2]]);
    expect((await Orders.get(sent.body.orderId))?.status).toBe('expired');
    // The checkout page no longer takes a payment.
    const paying = await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(sent.body.url)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    expect(paying.status).toBe(409);
    // Again (a double tap): the visit as it is, the lines once.
    const again = await takeBack(ana);
    expect(again.status).toBe(200);
    expect(again.body.lines).toHaveLength(1);
    // The next send goes.
    const next = await send(ben);
    expect(next.status).toBe(200);
    expect((await viewOf(ana)).sending).toMatchObject({ orderId: next.body.orderId, guestName: 'Ben' });
  });

  it('keeps a round paid meanwhile: taking it back is refused with words', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(nine);
    await changeCart(phone, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    const sent = await send(phone);
    await pay(sent.body.url, sent.body.orderId);
    const back = await api<{ error: { code: string; message: string } } & TableSessionView>('POST', '/functions/v1/table-round-cancel', { body: { guest: credentials(phone) } });
    // Paid and out of the visit's sending state: nothing to take back, the visit as it is.
    expect(back.status).toBe(200);
    expect(back.body.rounds.map((r) => r.status)).toEqual(['paid']);
    expect((await Orders.get(sent.body.orderId))?.status).toBe('paid');
  });

  it('refuses a phone still waiting to be let in (nothing written)', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone: ana } = await phoneAt(nine);
    await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    await markOrdered(ana.sessionId);
    const waiting = await scan(nine);
    const zed = { ...(waiting.body.guest as Phone), sessionId: ana.sessionId };
    const res = await send(zed);
    expect(res.status).toBe(403);
    expect((await viewOf(ana)).lines).toHaveLength(1);
  });
});

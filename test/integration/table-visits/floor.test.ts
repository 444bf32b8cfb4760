/**
 * The floor (issue 28 item 4) against the local stack: each table's state as its visit moves (free, seated,
 * ordering, waiting for food, eating), the phones waiting to be let in, and moving a party to a free table (the
 * visit goes with it; a taken table is refused).
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Floor, FloorTable } from '../../../shared/api';
import { Orders } from '../../../functions/lib/composition';
import { api, apiUrl } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { sessionIdOf } from '../payments/support';
import { changeCart, current, markOrdered, phoneAt, scan, storedTable, type Phone, type TestTable } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);

const floor = async (token = f.staffA.idToken) => api<Floor & { error: { message: string } }>('GET', `/api/v1/restaurants/${f.restaurantA.id}/floor`, { token });
const tableOn = async (table: TestTable): Promise<FloorTable> => (await floor()).body.tables.find((t) => t.id === table.tableId)!;
const credentials = (phone: Phone) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });

async function paidRound(phone: Phone): Promise<string> {
  const sent = await api<{ url: string; orderId: string }>('POST', '/functions/v1/table-round', { body: { guest: credentials(phone), tip: { kind: 'none' }, attemptId: randomUUID() } });
  expect(sent.status).toBe(200);
  await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(sent.body.url)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  for (let waited = 0; waited < 20_000; waited += 100) {
    if ((await Orders.get(sent.body.orderId))?.status === 'paid') return sent.body.orderId;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('not paid');
}

describe('the floor', () => {
  it('follows a table from free to seated, ordering, waiting for food and eating', async () => {
    const nine = await storedTable(f.restaurantA.id, `F${randomUUID().slice(0, 5)}`, 'Patio');
    expect(await tableOn(nine)).toMatchObject({ name: nine.name, section: 'Patio', seats: 4, state: 'free', session: null });
    const { phone: ana } = await phoneAt(nine, 'Ana');
    expect(await tableOn(nine)).toMatchObject({ state: 'seated', session: { guests: 1, cartLines: 0, rounds: 0 } });
    await changeCart(ana, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 2 } });
    expect(await tableOn(nine)).toMatchObject({ state: 'ordering', session: { cartLines: 1 } });
    const orderId = await paidRound(ana);
    const order = (await Orders.get(orderId))!;
    expect(await tableOn(nine)).toMatchObject({ state: 'waiting_for_food', session: { rounds: 1, roundsInKitchen: 1, totalCents: order.totalCents } });
    for (const [from, to] of [['paid', 'in_progress'], ['in_progress', 'ready'], ['ready', 'served']] as const) await Orders.advance(orderId, from, to, 'staff');
    expect(await tableOn(nine)).toMatchObject({ state: 'eating', session: { rounds: 1, roundsInKitchen: 0 } });
    expect((await api('POST', `/api/v1/restaurants/${f.restaurantA.id}/tables/${nine.tableId}/clear`, { token: f.staffA.idToken })).status).toBe(200);
    expect(await tableOn(nine)).toMatchObject({ state: 'free', session: null });
  });

  it('lists the phones waiting to be let in', async () => {
    const nine = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(nine);
    await markOrdered(phone.sessionId);
    const waiting = await scan(nine, { name: 'Zed' });
    expect((await tableOn(nine)).session?.waiting).toEqual([{ id: (waiting.body.guest as { id: string }).id, name: 'Zed' }]);
  });

  it('moves a party to a free table with its cart; refuses a taken one', async () => {
    const from = await storedTable(f.restaurantA.id);
    const to = await storedTable(f.restaurantA.id);
    const taken = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(from, 'Ana');
    await phoneAt(taken);
    await changeCart(phone, { op: 'add', line: { itemId: f.menuA.plainItemId, qty: 1 } });
    const move = (tableId: string, toTableId: string) =>
      api<Floor & { error: { message: string } }>('POST', `/api/v1/restaurants/${f.restaurantA.id}/tables/${tableId}/move`, { token: f.staffA.idToken, body: { toTableId } });
    const refused = await move(from.tableId, taken.tableId);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe(`${taken.name} is taken. Clear it first or choose a free table.`);
    const moved = await move(from.tableId, to.tableId);
    expect(moved.status).toBe(200);
    expect(moved.body.tables.find((t) => t.id === from.tableId)).toMatchObject({ state: 'free' });
    expect(moved.body.tables.find((t) => t.id === to.tableId)).toMatchObject({ state: 'ordering', session: { id: phone.sessionId, cartLines: 1 } });
    const view = await current(phone);
    expect(view.body.state === 'in' && view.body.session.table).toEqual({ id: to.tableId, name: to.name });
    // The new table's card now joins the moved visit.
    const { session } = await phoneAt(to);
    expect(session.id).toBe(phone.sessionId);
  });

  it('is for the restaurant’s own team: another restaurant’s owner does not find it', async () => {
    expect((await floor()).status).toBe(200);
    expect((await api('GET', `/api/v1/restaurants/${f.restaurantA.id}/floor`, { token: f.ownerB.idToken })).status).toBe(404);
  });
});

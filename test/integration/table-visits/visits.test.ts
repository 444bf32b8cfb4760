/**
 * A table's visit (issue 28 items 2 and 3) against the local stack: scanning a card opens the visit or joins it; the
 * shared cart, each phone changing only its own lines, adds that a retry writes once and concurrent phones that lose
 * nothing; proof of presence once the visit has orders (a phone with only the card waits and sees nothing until the
 * join code, someone at the table or staff lets it in); clearing the table (or the visit running out) means the next
 * scan sees an empty visit; and the live view reaching every phone in the visit over the WebSocket.
 */
import { randomUUID } from 'node:crypto';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import type { TableSessionView } from '../../../shared/api';
import { TABLE_SESSION_IDLE_MINUTES } from '../../../shared/tables';
import { db } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { admitFromTable, changeCart, current, markOrdered, phoneAt, scan, storedTable, type Phone, type TestTable } from './support';

let f: Fixtures;
const sockets: WebSocket[] = [];
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);
afterEach(() => {
  for (const socket of sockets.splice(0)) socket.close();
});

const table = (name?: string) => storedTable(f.restaurantA.id, name);
const salad = (qty = 1) => ({ itemId: f.menuA.plainItemId, qty });
const staffCall = (path: string, token = f.staffA.idToken, body?: unknown) => api<{ error: { message: string } }>('POST', `/api/v1/restaurants/${f.restaurantA.id}${path}`, { token, ...(body ? { body } : {}) });
const linesOf = (view: TableSessionView) => view.lines.map((l) => ({ guestId: l.guestId, itemId: l.itemId, qty: l.qty }));

describe('scanning a card', () => {
  it('opens the visit on the first scan and lets the party in while nothing is ordered', async () => {
    const nine = await table('9');
    const ana = await phoneAt(nine, 'Ana');
    expect(ana.session).toMatchObject({ table: { id: nine.tableId, name: '9' }, status: 'open', lines: [], rounds: [] });
    expect(ana.session.joinCode).toMatch(/^\d{6}$/);
    const second = await phoneAt(nine);
    expect(second.session.id).toBe(ana.session.id);
    expect(second.session.guests.map((g) => [g.name, g.state])).toEqual([
      ['Ana', 'in'],
      ['Guest 2', 'in'],
    ]);
  });

  it('refuses a card that is not the table’s (404) and anything that is not a card’s code (400), writing nothing', async () => {
    const nine = await table();
    const forged = { ...nine, key: `${nine.tableId}.${'B'.repeat(22)}` };
    const res = await scan(forged);
    expect(res.status).toBe(404);
    expect(res.body.error.message).toBe("This table's code is no longer valid. Ask a member of staff for help.");
    expect((await scan({ ...nine, key: 'table-9' })).status).toBe(400);
    const { data } = await db.entities.table.get({ restaurantId: nine.restaurantId, tableId: nine.tableId }).go();
    expect(data?.currentSessionId).toBeUndefined();
  });

  it('opens one visit when two phones scan a free table at once', async () => {
    const nine = await table();
    const [a, b] = await Promise.all([phoneAt(nine), phoneAt(nine)]);
    expect(a.session.id).toBe(b.session.id);
    const again = await current(a.phone);
    expect(again.body.state === 'in' && again.body.session.guests).toHaveLength(2);
  });

  it('keeps a phone’s place when it scans again with its token', async () => {
    const nine = await table();
    const { phone } = await phoneAt(nine, 'Ana');
    const again = await scan(nine, { guest: phone });
    expect(again.body).toMatchObject({ state: 'in', guest: { id: phone.id, name: 'Ana' } });
    expect(again.body.state === 'in' && again.body.session.guests).toHaveLength(1);
  });
});

describe('the shared cart', () => {
  it('shows every phone the lines and who added them; each changes and removes only their own', async () => {
    const nine = await table();
    const { phone: ana } = await phoneAt(nine, 'Ana');
    const { phone: ben } = await phoneAt(nine, 'Ben');
    const lineId = randomUUID();
    const added = await changeCart(ana, { op: 'add', lineId, line: salad(2) });
    expect(added.status).toBe(200);
    expect(linesOf(added.body)).toEqual([{ guestId: ana.id, itemId: f.menuA.plainItemId, qty: 2 }]);
    // A retry of the same add (the same line id) writes nothing more.
    expect(linesOf((await changeCart(ana, { op: 'add', lineId, line: salad(2) })).body)).toHaveLength(1);

    const seen = await current(ben);
    expect(seen.body.state === 'in' && linesOf(seen.body.session)).toEqual([{ guestId: ana.id, itemId: f.menuA.plainItemId, qty: 2 }]);
    const notHis = await changeCart(ben, { op: 'remove', lineId });
    expect(notHis.status).toBe(403);
    expect(notHis.body.error.message).toBe('You can change only the dishes you added.');
    expect((await changeCart(ben, { op: 'update', lineId, qty: 5 })).status).toBe(403);

    expect(linesOf((await changeCart(ana, { op: 'update', lineId, qty: 3 })).body)[0]!.qty).toBe(3);
    const pizza = await changeCart(ben, { op: 'add', line: { itemId: f.menuA.pizzaId, qty: 1, optionIds: [f.menuA.regularOptionId] } });
    expect(pizza.body.lines.map((l) => l.guestId)).toEqual([ana.id, ben.id]);
    const removed = await changeCart(ana, { op: 'remove', lineId });
    expect(linesOf(removed.body)).toEqual([{ guestId: ben.id, itemId: f.menuA.pizzaId, qty: 1 }]);
    expect(removed.body.version).toBeGreaterThan(pizza.body.version);
  });

  it('refuses a dish not on the menu and a phone that is not in the visit, writing nothing', async () => {
    const nine = await table();
    const { phone } = await phoneAt(nine);
    const unknown = await changeCart(phone, { op: 'add', line: { itemId: 'no-such-dish', qty: 1 } });
    expect(unknown.status).toBe(400);
    expect(unknown.body.error.message).toBe('This dish is not on the menu any more.');
    const stranger = await changeCart({ ...phone, token: 'X'.repeat(32) }, { op: 'add', line: salad() });
    expect(stranger.status).toBe(403);
    expect((await current(phone)).body.state === 'in' && (await current(phone)).body).toMatchObject({ session: { lines: [] } });
  });

  it('loses no line when four phones add five each at once', async () => {
    const nine = await table();
    const phones: Phone[] = [];
    for (let i = 0; i < 4; i++) phones.push((await phoneAt(nine)).phone);
    await Promise.all(phones.flatMap((phone) => Array.from({ length: 5 }, () => changeCart(phone, { op: 'add', line: salad() }))).map(async (p) => expect((await p).status).toBe(200)));
    const after = await current(phones[0]!);
    const lines = after.body.state === 'in' ? after.body.session.lines : [];
    expect(lines).toHaveLength(20);
    for (const phone of phones) expect(lines.filter((l) => l.guestId === phone.id)).toHaveLength(5);
  });
});

describe('proof of presence once the visit has orders', () => {
  async function orderedVisit(): Promise<{ nine: TestTable; ana: Phone; joinCode: string }> {
    const nine = await table();
    const { phone: ana, session } = await phoneAt(nine, 'Ana');
    await changeCart(ana, { op: 'add', line: salad() });
    await markOrdered(ana.sessionId);
    return { nine, ana, joinCode: session.joinCode };
  }

  it('makes a phone with only the card wait, seeing nothing, and refuses its changes until someone at the table lets it in', async () => {
    const { nine, ana } = await orderedVisit();
    const stranger = await scan(nine, { name: 'Zed' });
    expect(stranger.status).toBe(200);
    expect(stranger.body).toMatchObject({ state: 'waiting', table: { name: nine.name } });
    expect(JSON.stringify(stranger.body)).not.toContain('joinCode');
    expect(JSON.stringify(stranger.body)).not.toContain(f.menuA.plainItemId);
    const zed = { ...(stranger.body.guest as { id: string; name: string; token: string }), sessionId: ana.sessionId };
    const refused = await changeCart(zed, { op: 'add', line: salad() });
    expect(refused.status).toBe(403);
    expect(refused.body.error.message).toBe('Someone at the table has to let this phone in first.');
    const cart = await current(ana);
    expect(cart.body.state === 'in' && cart.body.session.lines).toHaveLength(1);
    expect(cart.body.state === 'in' && cart.body.session.guests.find((g) => g.id === zed.id)?.state).toBe('waiting');

    const admitted = await admitFromTable(ana, zed.id);
    expect(admitted.status).toBe(200);
    expect((await current(zed)).body.state).toBe('in');
    expect((await changeCart(zed, { op: 'add', line: salad() })).status).toBe(200);
  });

  it('lets a phone in at once with the join code from a phone at the table, and refuses a wrong one', async () => {
    const { nine, joinCode } = await orderedVisit();
    const wrong = await scan(nine, { joinCode: joinCode === '000000' ? '111111' : '000000' });
    expect(wrong.status).toBe(403);
    expect(wrong.body.error.message).toBe('That code is not right. Ask someone at the table for the code on their phone.');
    const right = await scan(nine, { joinCode, name: 'Cy' });
    expect(right.body).toMatchObject({ state: 'in', guest: { name: 'Cy' } });
    expect(right.body.state === 'in' && right.body.session.lines).toHaveLength(1);
  });

  it('lets staff let a waiting phone in; staff of another restaurant cannot', async () => {
    const { nine, ana } = await orderedVisit();
    const waiting = await scan(nine);
    const guestId = (waiting.body.guest as { id: string }).id;
    const outsider = await api('POST', `/api/v1/restaurants/${f.restaurantB.id}/table-sessions/${ana.sessionId}/admit`, { token: f.ownerB.idToken, body: { guestId } });
    expect(outsider.status).toBe(404);
    expect((await staffCall(`/table-sessions/${ana.sessionId}/admit`, f.staffA.idToken, { guestId })).status).toBe(200);
    const cart = await current(ana);
    expect(cart.body.state === 'in' && cart.body.session.guests.find((g) => g.id === guestId)?.state).toBe('in');
  });
});

describe('the visit ends', () => {
  it('when staff clear the table: the next scan shows an empty visit, the old phones are out', async () => {
    const nine = await table();
    const { phone: ana, session: before } = await phoneAt(nine, 'Ana');
    await changeCart(ana, { op: 'add', line: { ...salad(), note: 'nut allergy' } });
    await markOrdered(ana.sessionId);
    expect((await staffCall(`/tables/${nine.tableId}/clear`)).status).toBe(200);

    const fresh = await phoneAt(nine, 'Next party');
    expect(fresh.session.id).not.toBe(before.id);
    expect(fresh.session).toMatchObject({ lines: [], rounds: [], guests: [{ name: 'Next party' }] });
    expect(JSON.stringify(fresh.session)).not.toContain('nut allergy');
    const old = await changeCart(ana, { op: 'add', line: salad() });
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe('This visit has ended. Scan the card on your table to start a new one.');
    // The old phone scanning again joins the new visit as a new guest.
    const rescanned = await scan(nine, { guest: ana });
    expect(rescanned.body.state === 'in' && rescanned.body.session.id).toBe(fresh.session.id);
    expect(rescanned.body.guest.id).not.toBe(ana.id);
  });

  it(`by itself after ${TABLE_SESSION_IDLE_MINUTES} quiet minutes`, async () => {
    const nine = await table();
    const { phone } = await phoneAt(nine);
    await changeCart(phone, { op: 'add', line: salad() });
    await db.entities.tableSession.patch({ sessionId: phone.sessionId }).set({ lastActivityAt: new Date(Date.now() - (TABLE_SESSION_IDLE_MINUTES + 1) * 60_000).toISOString() }).go();
    const next = await phoneAt(nine);
    expect(next.session.id).not.toBe(phone.sessionId);
    expect(next.session.lines).toEqual([]);
    const { data } = await db.entities.tableSession.get({ sessionId: phone.sessionId }).go();
    expect(data).toMatchObject({ status: 'closed', closedBy: 'idle' });
  });

  it('staff seat a party at a free table (the party joins without a code), and a seated table cannot be opened twice', async () => {
    const nine = await table();
    expect((await staffCall(`/tables/${nine.tableId}/open`)).status).toBe(200);
    expect((await staffCall(`/tables/${nine.tableId}/open`)).status).toBe(409);
    const { session } = await phoneAt(nine);
    expect(session.guests).toHaveLength(1);
  });
});

describe('live over the WebSocket', () => {
  function listen(query: Record<string, string>): Promise<{ messages: RealtimeMessage[] } | { refused: number }> {
    return new Promise((resolve, reject) => {
      const socket = new WebSocket(`${process.env.TABLETAP_WS_URL}?${new URLSearchParams(query)}`);
      const messages: RealtimeMessage[] = [];
      socket.on('message', (data) => messages.push(JSON.parse(String(data)) as RealtimeMessage));
      socket.once('open', () => {
        sockets.push(socket);
        resolve({ messages });
      });
      socket.once('unexpected-response', (_req, res) => resolve({ refused: res.statusCode ?? 0 }));
      socket.once('error', reject);
    });
  }
  const asPhone = (phone: Phone) => ({ tableSessionId: phone.sessionId, guestId: phone.id, token: phone.token });

  it('brings a line one phone adds to the other phone, and keeps a waiting phone out', async () => {
    const nine = await table();
    const { phone: ana } = await phoneAt(nine, 'Ana');
    const { phone: ben } = await phoneAt(nine, 'Ben');
    const line = await listen(asPhone(ben));
    if (!('messages' in line)) throw new Error(`refused ${line.refused}`);
    const added = await changeCart(ana, { op: 'add', line: salad(2) });
    const deadline = Date.now() + 10_000;
    let view: TableSessionView | undefined;
    while (!view && Date.now() < deadline) {
      view = line.messages.flatMap((m) => (m.type === 'table_session.view' && m.session.version >= added.body.version ? [m.session] : []))[0];
      await new Promise((r) => setTimeout(r, 50));
    }
    expect(view && linesOf(view)).toEqual([{ guestId: ana.id, itemId: f.menuA.plainItemId, qty: 2 }]);

    await markOrdered(ana.sessionId);
    const waiting = await scan(nine);
    const refused = await listen(asPhone({ ...(waiting.body.guest as Phone), sessionId: ana.sessionId }));
    expect(refused).toEqual({ refused: 403 });
  });
});

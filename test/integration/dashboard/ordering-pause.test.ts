/**
 * Pausing new orders (issue 30 item 2) against the local stack: staff pause, checkout is refused on the server (409
 * ordering_paused) and taken again once they resume; a paused part of the menu refuses only carts ordering from it
 * (a table's round too); a pause whose time is up takes orders with nothing run at its end; only the restaurant's
 * own staff set or lift it.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { OrderingPauseResponse } from '../../../shared/api';
import { db, Menu } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { createPayment } from '../payments/support';
import { changeCart, phoneAt, storedTable } from '../table-visits/support';
import { call } from './support';

let f: Fixtures;
let bar: { categoryId: string; itemId: string };
beforeAll(async () => {
  f = await makeFixtures();
  const category = await Menu.createCategory(f.restaurantA.id, { name: 'Bar', position: 1 });
  const item = await Menu.createItem(f.restaurantA.id, { categoryId: category.id, name: 'Negroni', priceCents: 1100, position: 0 });
  bar = { categoryId: category.id, itemId: item.id };
}, 60_000);

const pausePath = () => `/api/v1/restaurants/${f.restaurantA.id}/ordering-pause`;
const pauseAs = (token: string, body: unknown) => call<OrderingPauseResponse>('PUT', pausePath(), token, body);
const resumeAs = (token: string) => call<OrderingPauseResponse>('DELETE', pausePath(), token);
const status = () => api<OrderingPauseResponse>('GET', `/functions/v1/ordering-status?restaurant_id=${f.restaurantA.id}`);
const checkout = (itemIds: string[]) =>
  createPayment({ restaurantId: f.restaurantA.id, attemptId: randomUUID(), tableLabel: '4', tip: { kind: 'none' }, items: itemIds.map((itemId) => ({ itemId, qty: 1 })) });

describe('pausing new orders', () => {
  it('staff pause for 20 minutes: checkout is refused with 409 until they resume, then taken', async () => {
    const before = Date.now();
    const paused = await pauseAs(f.staffA.idToken, { minutes: 20 });
    expect(paused.status, JSON.stringify(paused.body)).toBe(200);
    expect(paused.body.pause).toMatchObject({ categoryIds: null, categoryNames: [] });
    const until = Date.parse(paused.body.pause!.until!);
    // Worked out on the server's clock: 20 minutes after it answered (the client sent no time at all).
    expect(until - Date.parse(paused.body.now)).toBe(20 * 60_000);
    expect(until).toBeGreaterThanOrEqual(before + 20 * 60_000 - 5_000);
    expect(paused.body.timeZone).toBe(f.restaurantA.timeZone);

    const seen = await status();
    expect(seen.status).toBe(200);
    expect(seen.body.pause).toEqual(paused.body.pause);

    const refused = await checkout([f.menuA.plainItemId]);
    expect(refused.status).toBe(409);
    expect(refused.body.error).toMatchObject({ code: 'ordering_paused' });
    expect(refused.body.error!.message).toMatch(/^The restaurant has paused new orders until \d{1,2}:\d{2} [AP]M\. Please order again then, or ask a member of staff\.$/);

    const resumed = await resumeAs(f.staffA.idToken);
    expect(resumed.status).toBe(200);
    expect(resumed.body.pause).toBeNull();
    expect((await status()).body.pause).toBeNull();
    const taken = await checkout([f.menuA.plainItemId]);
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);
    expect(taken.body.url).toBeTruthy();
  });

  it('a paused part refuses only carts ordering from it: the bar paused, the kitchen open', async () => {
    const paused = await pauseAs(f.managerA.idToken, { minutes: null, categoryIds: [bar.categoryId] });
    expect(paused.status).toBe(200);
    expect(paused.body.pause).toMatchObject({ categoryIds: [bar.categoryId], categoryNames: ['Bar'], until: null });

    expect((await checkout([f.menuA.plainItemId])).status).toBe(200);
    const barOnly = await checkout([bar.itemId]);
    expect(barOnly.status).toBe(409);
    expect(barOnly.body.error!.message).toBe('Bar is paused for now. Take those dishes out of your cart to order the rest, or order them later.');
    expect((await checkout([f.menuA.plainItemId, bar.itemId])).status).toBe(409);

    // A table's round is a checkout too: refused while it holds a drink.
    const table = await storedTable(f.restaurantA.id);
    const { phone } = await phoneAt(table, 'Ana');
    await changeCart(phone, { op: 'add', line: { itemId: bar.itemId, qty: 1 } });
    const round = await api<{ error: { code: string } }>('POST', '/functions/v1/table-round', {
      body: { guest: { sessionId: phone.sessionId, guestId: phone.id, token: phone.token }, tip: { kind: 'none' }, attemptId: randomUUID() },
    });
    expect(round.status).toBe(409);
    expect(round.body.error.code).toBe('ordering_paused');

    await resumeAs(f.ownerA.idToken);
    expect((await checkout([bar.itemId])).status).toBe(200);
  });

  it('a pause whose time is up takes orders again, with nothing run at its end', async () => {
    // A pause set 10 minutes ago for 10 minutes: its until is now (the edge), as the server's clock wrote it.
    const now = Date.now();
    await db.entities.orderingPause
      .put({ restaurantId: f.restaurantA.id, categoryNames: [], until: new Date(now).toISOString(), pausedAt: new Date(now - 10 * 60_000).toISOString(), pausedBy: f.staffA.userId })
      .go();
    expect((await status()).body.pause).toBeNull();
    expect((await checkout([f.menuA.plainItemId])).status).toBe(200);
    await resumeAs(f.staffA.idToken);
  });

  it('refuses bad input with words: a length not offered, a category not on the menu', async () => {
    const fifteen = await pauseAs(f.staffA.idToken, { minutes: 15 });
    expect(fifteen.status).toBe(400);
    expect(JSON.stringify(fifteen.body)).toContain('must be 10, 20, 30 or null');
    const unknown = await pauseAs(f.staffA.idToken, { minutes: 10, categoryIds: [f.menuB.categoryId] });
    expect(unknown.status).toBe(404);
    expect((await status()).body.pause).toBeNull();
  });

  it("only the restaurant's own staff pause or resume: another restaurant's owner gets 404, a diner 401", async () => {
    expect((await pauseAs(f.ownerB.idToken, { minutes: 10 })).status).toBe(404);
    expect((await call('GET', pausePath(), f.ownerB.idToken)).status).toBe(404);
    const diner = await api('PUT', pausePath(), { body: { minutes: 10 } });
    expect(diner.status).toBe(401);

    await pauseAs(f.staffA.idToken, { minutes: 30 });
    expect((await resumeAs(f.ownerB.idToken)).status).toBe(404);
    expect((await api('DELETE', pausePath())).status).toBe(401);
    expect((await status()).body.pause).not.toBeNull();
    await resumeAs(f.staffA.idToken);
  });
});

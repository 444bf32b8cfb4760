/**
 * The owner's tables (issue 28 item 1) against the local stack: made from the QR page's list (ranges, sections,
 * names already there skipped, at most MAX_TABLES), renamed (not onto another's name), seats and sections checked,
 * a new key (the old card stops opening a visit, the new one opens it), deleted (not while seated), who may, and
 * deleting the restaurant takes its tables with it.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { Restaurant, Table, TablesResponse } from '../../../shared/api';
import { MAX_TABLES, parseTableKey } from '../../../shared/tables';
import { db } from '../../../functions/lib/composition';
import { CARD_NOT_VALID } from '../../../functions/lib/domain/table-sessions/join';
import { api } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { phoneAt, scan } from '../table-visits/support';

type Answer<T> = T & { error: { code: string; message: string; fields?: Record<string, string> } };

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);

/** An owner with a restaurant of their own (no tables yet). */
async function freshOwner(): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser();
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(res.status).toBe(201);
  return { owner, restaurant: res.body.restaurant };
}

const base = (restaurantId: string) => `/api/v1/restaurants/${restaurantId}/tables`;
const list = (restaurantId: string, token: string) => api<Answer<TablesResponse>>('GET', base(restaurantId), { token });
const create = (restaurantId: string, token: string, body: unknown) => api<Answer<TablesResponse>>('POST', base(restaurantId), { token, body });
const update = (restaurantId: string, token: string, tableId: string, body: unknown) => api<Answer<Table>>('PATCH', `${base(restaurantId)}/${tableId}`, { token, body });
const remove = (restaurantId: string, token: string, tableId: string) => api<Answer<object>>('DELETE', `${base(restaurantId)}/${tableId}`, { token });
const newKey = (restaurantId: string, token: string, tableId: string) => api<Answer<Table>>('POST', `${base(restaurantId)}/${tableId}/new-key`, { token });

const asTestTable = (restaurantId: string, table: Table) => ({ restaurantId, tableId: table.id, name: table.name, key: table.key });

describe("the owner's tables", () => {
  it('makes tables from a list with ranges and sections, each with its own key', async () => {
    const { owner, restaurant } = await freshOwner();
    const made = await create(restaurant.id, owner.idToken, { list: '1-3, Patio 1-2, Bar', seats: 2 });
    expect(made.status).toBe(200);
    expect(made.body.tables.map((t) => [t.name, t.section, t.seats])).toEqual([
      ['1', null, 2],
      ['2', null, 2],
      ['3', null, 2],
      ['Patio 1', 'Patio', 2],
      ['Patio 2', 'Patio', 2],
      ['Bar', null, 2],
    ]);
    for (const table of made.body.tables) {
      const key = parseTableKey(table.key);
      expect(key?.tableId).toBe(table.id);
      expect(table.id).toMatch(/^[a-z0-9]{12}$/);
      expect(key?.secret).toMatch(/^[A-Za-z0-9_-]{22}$/);
    }
    expect(new Set(made.body.tables.map((t) => t.key)).size).toBe(6);
    expect((await list(restaurant.id, owner.idToken)).body.tables.map((t) => t.name)).toEqual(['1', '2', '3', 'Patio 1', 'Patio 2', 'Bar']);

    // A count is tables 1 to n; a section given applies to the new ones.
    const counted = await freshOwner();
    const twelve = await create(counted.restaurant.id, counted.owner.idToken, { list: '4', section: 'Hall' });
    expect(twelve.body.tables.map((t) => [t.name, t.section, t.seats])).toEqual([
      ['1', 'Hall', 4],
      ['2', 'Hall', 4],
      ['3', 'Hall', 4],
      ['4', 'Hall', 4],
    ]);
  });

  it('skips names already there, however they are written', async () => {
    const { owner, restaurant } = await freshOwner();
    await create(restaurant.id, owner.idToken, { list: 'Patio 1-2, Bar' });
    const again = await create(restaurant.id, owner.idToken, { list: 'patio  01, PATIO 2, Patio 3, bar, Patio 03' });
    expect(again.status).toBe(200);
    expect(again.body.tables.map((t) => t.name)).toEqual(['Patio 1', 'Patio 2', 'Bar', 'Patio 3']);
    // The same name twice in one list is a typo worth saying.
    const twice = await create(restaurant.id, owner.idToken, { list: 'Bar, bar' });
    expect(twice.status).toBe(400);
    expect(twice.body.error.message).toBe('bar is listed twice');
  });

  it(`keeps at most ${MAX_TABLES} tables`, async () => {
    const { owner, restaurant } = await freshOwner();
    expect((await create(restaurant.id, owner.idToken, { list: `1-${MAX_TABLES - 2}` })).body.tables).toHaveLength(MAX_TABLES - 2);
    const over = await create(restaurant.id, owner.idToken, { list: 'Bar 1-3' });
    expect(over.status).toBe(400);
    expect(over.body.error.message).toBe(`A restaurant keeps at most ${MAX_TABLES} tables: you have ${MAX_TABLES - 2}, and this list adds 3. Remove some first, or add fewer.`);
    expect((await list(restaurant.id, owner.idToken)).body.tables).toHaveLength(MAX_TABLES - 2);
    // Names already there do not count.
    expect((await create(restaurant.id, owner.idToken, { list: '1-5, Bar 1-2' })).body.tables).toHaveLength(MAX_TABLES);
  });

  it('refuses a list it cannot read, with its reason', async () => {
    const { owner, restaurant } = await freshOwner();
    const empty = await create(restaurant.id, owner.idToken, { list: '   ' });
    expect(empty.status).toBe(400);
    const tooMany = await create(restaurant.id, owner.idToken, { list: '1-500' });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body.error.message).toMatch(/200/);
    expect((await list(restaurant.id, owner.idToken)).body.tables).toEqual([]);
  });

  it('renames, moves to a section, changes seats; a name already taken is a 409', async () => {
    const { owner, restaurant } = await freshOwner();
    const [one, two] = (await create(restaurant.id, owner.idToken, { list: '1, 2' })).body.tables;
    const renamed = await update(restaurant.id, owner.idToken, one!.id, { name: ' Window  1 ', section: 'Front', seats: 6 });
    expect(renamed.status).toBe(200);
    expect(renamed.body).toMatchObject({ id: one!.id, name: 'Window 1', section: 'Front', seats: 6, key: one!.key });
    const clash = await update(restaurant.id, owner.idToken, two!.id, { name: 'window 01' });
    expect(clash.status).toBe(409);
    expect(clash.body.error.message).toBe('There is already a table called Window 1. Choose another name.');
    // Its own name in another case is fine; a null section takes it out of its section.
    expect((await update(restaurant.id, owner.idToken, one!.id, { name: 'WINDOW 1', section: null })).body).toMatchObject({ name: 'WINDOW 1', section: null });
    expect((await list(restaurant.id, owner.idToken)).body.tables.map((t) => [t.name, t.section, t.seats])).toEqual([
      ['WINDOW 1', null, 6],
      ['2', null, 4],
    ]);
  });

  it('checks seats, sections and names', async () => {
    const { owner, restaurant } = await freshOwner();
    const [one] = (await create(restaurant.id, owner.idToken, { list: '1' })).body.tables;
    for (const body of [{ seats: 0 }, { seats: 41 }, { seats: 2.5 }, { section: 'x'.repeat(31) }, { name: '' }, { name: '---' }, {}, { colour: 'red' }]) {
      const res = await update(restaurant.id, owner.idToken, one!.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error.message.length).toBeGreaterThan(0);
    }
    expect((await create(restaurant.id, owner.idToken, { list: '2', seats: 0 })).status).toBe(400);
    expect((await update(restaurant.id, owner.idToken, 'zzzzzzzzzzzz', { seats: 2 })).status).toBe(404);
    expect((await list(restaurant.id, owner.idToken)).body.tables.map((t) => [t.name, t.seats])).toEqual([['1', 4]]);
  });

  it("a new key: the old card no longer opens a visit, the new one does", async () => {
    const { owner, restaurant } = await freshOwner();
    const [table] = (await create(restaurant.id, owner.idToken, { list: '9' })).body.tables;
    const before = await scan(asTestTable(restaurant.id, table!));
    expect(before.status).toBe(200);
    const fresh = await newKey(restaurant.id, owner.idToken, table!.id);
    expect(fresh.status).toBe(200);
    expect(fresh.body.id).toBe(table!.id);
    expect(fresh.body.key).not.toBe(table!.key);
    expect(Date.parse(fresh.body.keyIssuedAt)).toBeGreaterThanOrEqual(Date.parse(table!.keyIssuedAt));
    const old = await scan(asTestTable(restaurant.id, table!));
    expect(old.status).toBe(404);
    expect(old.body.error.message).toBe(CARD_NOT_VALID);
    const now = await scan(asTestTable(restaurant.id, fresh.body));
    expect(now.status).toBe(200);
    expect(now.body.state).toBe('in');
  });

  it('does not delete a table with a party seated; deletes it once cleared', async () => {
    const { owner, restaurant } = await freshOwner();
    const [table] = (await create(restaurant.id, owner.idToken, { list: 'Bar' })).body.tables;
    await phoneAt(asTestTable(restaurant.id, table!));
    const refused = await remove(restaurant.id, owner.idToken, table!.id);
    expect(refused.status).toBe(409);
    expect(refused.body.error.message).toBe('Table Bar has a party seated. Clear it on the floor first, then delete it.');
    expect((await api('POST', `${base(restaurant.id)}/${table!.id}/clear`, { token: owner.idToken })).status).toBe(200);
    expect((await remove(restaurant.id, owner.idToken, table!.id)).status).toBe(204);
    expect((await list(restaurant.id, owner.idToken)).body.tables).toEqual([]);
    expect((await scan(asTestTable(restaurant.id, table!))).status).toBe(404);
  });

  it('is for owners and managers: staff get 403, another restaurant 404, and nothing changes', async () => {
    const [table] = (await create(f.restaurantA.id, f.managerA.idToken, { list: `Mgr ${Date.now() % 100000}` })).body.tables;
    expect(table).toBeDefined();
    const staffCalls = [
      await list(f.restaurantA.id, f.staffA.idToken),
      await create(f.restaurantA.id, f.staffA.idToken, { list: 'Staff 1' }),
      await update(f.restaurantA.id, f.staffA.idToken, table!.id, { seats: 9 }),
      await remove(f.restaurantA.id, f.staffA.idToken, table!.id),
      await newKey(f.restaurantA.id, f.staffA.idToken, table!.id),
    ];
    expect(staffCalls.map((res) => res.status)).toEqual([403, 403, 403, 403, 403]);
    const otherOwner = [
      await list(f.restaurantA.id, f.ownerB.idToken),
      await update(f.restaurantA.id, f.ownerB.idToken, table!.id, { seats: 9 }),
      await newKey(f.restaurantA.id, f.ownerB.idToken, table!.id),
      await remove(f.restaurantA.id, f.ownerB.idToken, table!.id),
    ];
    expect(otherOwner.map((res) => res.status)).toEqual([404, 404, 404, 404]);
    // Owner B's own restaurant does not have A's table either.
    expect((await newKey(f.restaurantB.id, f.ownerB.idToken, table!.id)).status).toBe(404);
    const after = (await list(f.restaurantA.id, f.ownerA.idToken)).body.tables.find((t) => t.id === table!.id);
    expect(after).toEqual(table);
  });

  it("deleting the restaurant deletes its tables and their visits", async () => {
    const { owner, restaurant } = await freshOwner();
    const tables = (await create(restaurant.id, owner.idToken, { list: '1-3' })).body.tables;
    const { phone } = await phoneAt(asTestTable(restaurant.id, tables[0]!));
    expect((await api('DELETE', `/api/v1/restaurants/${restaurant.id}`, { token: owner.idToken })).status).toBe(204);
    const { data } = await db.entities.table.query.byRestaurant({ restaurantId: restaurant.id }).go({ pages: 'all' });
    expect(data).toEqual([]);
    const visit = await db.collections.tableVisit({ sessionId: phone.sessionId }).go({ pages: 'all' });
    expect(Object.values(visit.data).flat()).toEqual([]);
  });
});

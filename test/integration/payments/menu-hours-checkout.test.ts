/**
 * Menu hours at checkout (issue 30 item 3): on the server's clock, in the restaurant's zone, a dish outside its own
 * hours or its category's is refused with 409 naming it (and no order is written); inside them it is taken. The
 * windows are set relative to the real now, read on the restaurant's wall clock (Europe/Berlin here, not the
 * server's UTC). The owner's hours are checked by the builder's routes (400 with a clear message).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { db, Menu } from '../../../functions/lib/composition';
import type { HoursWindow, MenuHours } from '../../../shared/menu-hours';
import { api } from '../../support/api';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { createPayment, ordersOf, restaurantWithMenu, sampleCart, type PaymentRestaurant } from './support';

const ZONE = 'Europe/Berlin';
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];

/** HH:MM on the restaurant's wall clock, `minutes` from now. */
function wallClockIn(minutes: number): string {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone: ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(Date.now() + minutes * 60_000);
  return `${parts.find((p) => p.type === 'hour')!.value}:${parts.find((p) => p.type === 'minute')!.value}`;
}
/** Open now: from two hours ago to two hours on (crossing midnight when it must). */
const openNow = (outside: MenuHours['outside'] = 'unavailable'): MenuHours => ({ windows: [{ days: EVERY_DAY, from: wallClockIn(-120), to: wallClockIn(120) }], outside });
/** Closed now: from two to three hours on. */
const closedNow = (outside: MenuHours['outside'] = 'unavailable'): MenuHours => ({ windows: [{ days: EVERY_DAY, from: wallClockIn(120), to: wallClockIn(180) }], outside });

let a: PaymentRestaurant;
beforeAll(async () => {
  a = await restaurantWithMenu('Frühstückshaus');
  await db.entities.restaurant.patch({ restaurantId: a.id }).set({ timeZone: ZONE }).go();
});

const caesarOnly = () => sampleCart(a, { items: [{ itemId: a.menu.plainItemId, qty: 1 }] });

describe('checkout and menu hours', () => {
  it("refuses a dish outside its own hours with 409 naming it and when it's served, writes no order; takes it inside them", async () => {
    await Menu.updateItem(a.id, a.menu.plainItemId, { hours: closedNow() });
    const before = (await ordersOf(a.id)).length;
    const refused = await createPayment(caesarOnly());
    expect(refused.status, JSON.stringify(refused.body)).toBe(409);
    expect(refused.body.error?.code).toBe('item_outside_hours');
    expect(refused.body.error?.message).toMatch(new RegExp(`^'Caesar Salad' is not available at this time \\(it is served from \\w{3} ${closedNow().windows[0]!.from}\\)`));
    expect((await ordersOf(a.id)).length).toBe(before);

    await Menu.updateItem(a.id, a.menu.plainItemId, { hours: openNow() });
    const taken = await createPayment(caesarOnly());
    expect(taken.status, JSON.stringify(taken.body)).toBe(200);

    // A hidden dish is refused the same way (the choice is only how the page shows it).
    await Menu.updateItem(a.id, a.menu.plainItemId, { hours: closedNow('hidden') });
    expect((await createPayment(caesarOnly())).status).toBe(409);
    await Menu.updateItem(a.id, a.menu.plainItemId, { hours: null });
    expect((await createPayment(caesarOnly())).status).toBe(200);
  });

  it("refuses a dish whose category's hours exclude now, though its own allow it", async () => {
    await Menu.updateItem(a.id, a.menu.plainItemId, { hours: openNow() });
    await Menu.updateCategory(a.id, a.menu.categoryId, { hours: closedNow('hidden') });
    try {
      const refused = await createPayment(sampleCart(a));
      expect(refused.status, JSON.stringify(refused.body)).toBe(409);
      expect(refused.body.error?.message).toMatch(/^'(Margherita|Caesar Salad)' is not available at this time/);
    } finally {
      await Menu.updateCategory(a.id, a.menu.categoryId, { hours: null });
      await Menu.updateItem(a.id, a.menu.plainItemId, { hours: null });
    }
    expect((await createPayment(sampleCart(a))).status).toBe(200);
  });
});

describe("the owner's hours through the builder's routes", () => {
  let owner: Owner;
  let categoryId: string;
  let itemId: string;
  type Body = { error?: { code: string; message: string; fields?: Record<string, string> }; item?: { id: string; hours: MenuHours | null }; category?: { id: string; hours: MenuHours | null } };
  const call = (method: string, path: string, body?: unknown) => api<Body>(method, `${owner.base}${path}`, { token: owner.user.idToken, body });

  beforeAll(async () => {
    owner = await ownerWithRestaurant();
    const category = await call('POST', '/menu/categories', { name: 'Breakfast' });
    categoryId = category.body.category!.id;
    const item = await call('POST', '/menu-items', { categoryId, name: 'Pancakes', priceCents: 900 });
    itemId = item.body.item!.id;
  });

  it('saves, reads back and clears hours on an item and a category', async () => {
    const breakfast: MenuHours = { windows: [{ days: [5, 1, 2, 3, 4], from: '07:00', to: '11:00' }, { days: [6, 0], from: '22:00', to: '02:00' }], outside: 'hidden' };
    const saved = await call('PATCH', `/menu-items/${itemId}`, { hours: breakfast });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    // Days are kept in order.
    expect(saved.body.item?.hours).toEqual({ ...breakfast, windows: [{ days: [1, 2, 3, 4, 5], from: '07:00', to: '11:00' }, { days: [0, 6], from: '22:00', to: '02:00' }] });
    const category = await call('PATCH', `/menu/categories/${categoryId}`, { hours: { windows: [{ days: [1], from: '06:30', to: '12:00' }], outside: 'unavailable' } });
    expect(category.status, JSON.stringify(category.body)).toBe(200);
    const read = await api<{ categories: { id: string; hours: MenuHours | null }[]; items: { id: string; hours: MenuHours | null }[] }>('GET', `${owner.base}/menu/builder`, { token: owner.user.idToken });
    expect(read.body.items.find((i) => i.id === itemId)?.hours?.outside).toBe('hidden');
    expect(read.body.categories.find((c) => c.id === categoryId)?.hours?.windows).toEqual([{ days: [1], from: '06:30', to: '12:00' }]);

    expect((await call('PATCH', `/menu-items/${itemId}`, { hours: null })).body.item?.hours).toBeNull();
    expect((await call('PATCH', `/menu/categories/${categoryId}`, { hours: null })).body.category?.hours).toBeNull();
  });

  const window = (over: Partial<HoursWindow> | Record<string, unknown>) => ({ days: [1], from: '07:00', to: '11:00', ...over });
  it.each([
    ['a time not HH:MM', { windows: [window({ from: '7:00' })], outside: 'hidden' }, 'must be a time HH:MM'],
    ['24:00', { windows: [window({ to: '24:00' })], outside: 'hidden' }, 'must be a time HH:MM'],
    ['start equal to end', { windows: [window({ to: '07:00' })], outside: 'hidden' }, 'The start and end times must differ'],
    ['no days', { windows: [window({ days: [] })], outside: 'hidden' }, 'Choose at least one day'],
    ['day 7', { windows: [window({ days: [7] })], outside: 'hidden' }, 'must be a weekday 0 (Sunday) to 6'],
    ['a day twice', { windows: [window({ days: [1, 1] })], outside: 'hidden' }, 'lists a day twice'],
    ['no windows', { windows: [], outside: 'hidden' }, 'Add at least one time window'],
    ['too many windows', { windows: Array.from({ length: 8 }, () => window({})), outside: 'hidden' }, 'must have at most 7 windows'],
    ['an unknown choice', { windows: [window({})], outside: 'greyed' }, 'must be unavailable or hidden'],
  ])('refuses %s with 400 and says why', async (_, hours, message) => {
    for (const path of [`/menu-items/${itemId}`, `/menu/categories/${categoryId}`]) {
      const res = await call('PATCH', path, { hours });
      expect(res.status, JSON.stringify(res.body)).toBe(400);
      expect(JSON.stringify(res.body.error)).toContain(message);
    }
  });
});

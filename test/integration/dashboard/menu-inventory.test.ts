import { beforeAll, describe, expect, it } from 'vitest';
import type { DashboardMenu, DashboardMenuItem, PublicMenu } from '../../../shared/api';
import { Menu } from '../../../functions/lib/composition';
import { api } from '../../support/api';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { call, completeCheckout, paidOrder, pendingOrder, type ErrorAnswer } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

type ItemAnswer = { item: DashboardMenuItem } & ErrorAnswer;
const base = () => `/api/v1/restaurants/${f.restaurantA.id}`;
const availability = (itemId: string, body: unknown, token = f.managerA.idToken) =>
  call<ItemAnswer>('PATCH', `${base()}/menu-items/${itemId}/availability`, token, body);
const stock = (itemId: string, body: unknown, token = f.managerA.idToken) =>
  call<ItemAnswer>('POST', `${base()}/menu-items/${itemId}/stock`, token, body);

async function storedItem(itemId: string) {
  const menu = await Menu.read(f.restaurantA.id, { consistent: true });
  return menu.items.find((i) => i.id === itemId)!;
}

/** A fresh item of restaurant A, so each test owns its counts. */
async function newItem(name: string, priceCents = 800) {
  return Menu.createItem(f.restaurantA.id, { categoryId: f.menuA.categoryId, name, priceCents, position: 9 });
}

describe('the Menu and Inventory tabs', () => {
  it('list every item, hidden, sold-out and inactive ones too, with flags, stock and category', async () => {
    const res = await call<DashboardMenu>('GET', `${base()}/menu`, f.staffA.idToken);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.categories).toEqual([{ id: f.menuA.categoryId, name: 'Mains', position: 0 }]);
    const byId = new Map(res.body.items.map((i) => [i.id, i]));
    expect(byId.get(f.menuA.plainItemId)).toMatchObject({
      name: 'Caesar Salad', categoryId: f.menuA.categoryId, priceCents: 1250, visible: true, soldOut: false, isActive: true, stockCount: null,
    });
    expect(byId.get(f.menuA.hiddenItemId)).toMatchObject({ name: 'Staff Meal', visible: false });
    expect(byId.get(f.menuA.soldOutItemId)).toMatchObject({ name: 'Truffle Pasta', soldOut: true });
    expect(byId.get(f.menuA.inactiveItemId)).toMatchObject({ name: 'Winter Soup', isActive: false });
    // Restaurant B's menu is not mixed in.
    expect(res.body.items.every((i) => i.categoryId === f.menuA.categoryId)).toBe(true);
  });
});

describe('availability toggles', () => {
  it('a manager marks an item sold out and hides it; the public menu follows', async () => {
    const item = await newItem('Tiramisu');
    const soldOut = await availability(item.id, { soldOut: true });
    expect(soldOut.status, JSON.stringify(soldOut.body)).toBe(200);
    expect(soldOut.body.item).toMatchObject({ id: item.id, soldOut: true, visible: true });
    let publicMenu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${f.restaurantA.id}`);
    expect(publicMenu.body.items.find((i) => i.id === item.id)).toMatchObject({ soldOut: true });

    const hidden = await availability(item.id, { visible: false, soldOut: false }, f.ownerA.idToken);
    expect(hidden.body.item).toMatchObject({ soldOut: false, visible: false });
    expect(await storedItem(item.id)).toMatchObject({ soldOut: false, visible: false });
    publicMenu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${f.restaurantA.id}`);
    expect(publicMenu.body.items.some((i) => i.id === item.id)).toBe(false);
  });

  it('staff are refused with 403 on the manager routes, and nothing changes', async () => {
    const item = await newItem('Panna Cotta');
    const toggled = await availability(item.id, { soldOut: true }, f.staffA.idToken);
    expect(toggled.status).toBe(403);
    expect(toggled.body.error.code).toBe('forbidden');
    const stocked = await stock(item.id, { set: 3 }, f.staffA.idToken);
    expect(stocked.status).toBe(403);
    const figures = await call<ErrorAnswer>('GET', `${base()}/analytics?range=today`, f.staffA.idToken);
    expect(figures.status).toBe(403);
    expect(await storedItem(item.id)).toMatchObject({ soldOut: false, stockCount: null });
  });

  it("a manager switches Sold Out but cannot publish the owner's Draft item nor hide a visible one (SPEC.md 6: the menu is the owner's)", async () => {
    const draft = await Menu.createItem(f.restaurantA.id, { categoryId: f.menuA.categoryId, name: 'Secret Special', priceCents: 900, position: 9, visible: false });
    const published = await availability(draft.id, { visible: true });
    expect(published.status, JSON.stringify(published.body)).toBe(403);
    expect(published.body.error.message).toBe('Only the owner can publish or hide menu items.');
    // Both fields at once are refused whole: the sold-out half is not applied either.
    const both = await availability(draft.id, { visible: true, soldOut: true });
    expect(both.status).toBe(403);
    expect(await storedItem(draft.id)).toMatchObject({ visible: false, soldOut: false });
    let publicMenu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${f.restaurantA.id}`);
    expect(publicMenu.body.items.some((i) => i.id === draft.id)).toBe(false);

    const shown = await newItem('Affogato');
    expect((await availability(shown.id, { visible: false })).status).toBe(403);
    expect(await storedItem(shown.id)).toMatchObject({ visible: true });
    const soldOut = await availability(shown.id, { soldOut: true });
    expect(soldOut.status, JSON.stringify(soldOut.body)).toBe(200);
    expect(soldOut.body.item).toMatchObject({ soldOut: true, visible: true });

    // The owner publishes the draft; diners see it.
    const byOwner = await availability(draft.id, { visible: true }, f.ownerA.idToken);
    expect(byOwner.status).toBe(200);
    publicMenu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${f.restaurantA.id}`);
    expect(publicMenu.body.items.some((i) => i.id === draft.id)).toBe(true);
  });

  it("another restaurant's item is 404", async () => {
    const res = await availability(f.menuB.plainItemId, { soldOut: true }, f.ownerA.idToken);
    expect(res.status).toBe(404);
    expect((await Menu.read(f.restaurantB.id, { consistent: true })).items.find((i) => i.id === f.menuB.plainItemId)?.soldOut).toBe(false);
  });
});

describe('stock', () => {
  it('a paid order lowers the count; at 0 the item is sold out; +10 makes it available again', async () => {
    const item = await newItem('Cannoli', 600);
    const set = await stock(item.id, { set: 3 });
    expect(set.status, JSON.stringify(set.body)).toBe(200);
    expect(set.body.item).toMatchObject({ stockCount: 3, soldOut: false });

    await paidOrder(f.restaurantA.id, [{ itemId: item.id, qty: 2 }]);
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 1, soldOut: false });

    // Two lines of the same item count together; the count never goes below 0.
    await paidOrder(f.restaurantA.id, [{ itemId: item.id, qty: 1 }, { itemId: f.menuA.plainItemId, qty: 1 }]);
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 0, soldOut: true });
    // Untracked items are left alone.
    expect(await storedItem(f.menuA.plainItemId)).toMatchObject({ stockCount: null, soldOut: false });

    const restocked = await stock(item.id, { add: 10 });
    expect(restocked.status).toBe(200);
    expect(restocked.body.item).toMatchObject({ stockCount: 10, soldOut: false });
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 10, soldOut: false });
  });

  it('only the step that moved the order to paid lowers stock: a repeated completion changes nothing', async () => {
    const item = await newItem('Affogato', 500);
    await stock(item.id, { set: 10 });
    const checkout = await pendingOrder(f.restaurantA.id, [{ itemId: item.id, qty: 3 }]);
    await completeCheckout(checkout);
    await completeCheckout(checkout);
    // The success page reconciling from the session id is a third attempt at the same move.
    const reconciled = await api('GET', `/functions/v1/order-public?order_id=${checkout.orderId}&session_id=${checkout.sessionId}`);
    expect(reconciled.status).toBe(200);
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 7, soldOut: false });
  });

  it('an order left unpaid takes nothing', async () => {
    const item = await newItem('Biscotti', 300);
    await stock(item.id, { set: 4 });
    await pendingOrder(f.restaurantA.id, [{ itemId: item.id, qty: 4 }]);
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 4, soldOut: false });
  });

  it('setting 0 sells the item out, null stops tracking, and a hand-set sell-out survives a restock', async () => {
    const item = await newItem('Gelato', 450);
    expect((await stock(item.id, { set: 0 })).body.item).toMatchObject({ stockCount: 0, soldOut: true });
    expect((await stock(item.id, { set: null })).body.item).toMatchObject({ stockCount: null, soldOut: false });
    expect((await stock(item.id, { add: 10 })).body.item).toMatchObject({ stockCount: 10, soldOut: false });
    await availability(item.id, { soldOut: true });
    expect((await stock(item.id, { add: 10 })).body.item).toMatchObject({ stockCount: 20, soldOut: true });
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 20, soldOut: true });
  });

  it('concurrent sales and a restock lose no update', async () => {
    const item = await newItem('Espresso', 300);
    await stock(item.id, { set: 20 });
    await Promise.all([
      paidOrder(f.restaurantA.id, [{ itemId: item.id, qty: 2 }]),
      paidOrder(f.restaurantA.id, [{ itemId: item.id, qty: 3 }]),
      stock(item.id, { add: 10 }),
    ]);
    expect(await storedItem(item.id)).toMatchObject({ stockCount: 25, soldOut: false });
  });

  it('refuses a negative count, a fraction and both set and add at once', async () => {
    const item = await newItem('Ristretto', 300);
    for (const body of [{ set: -1 }, { set: 2.5 }, { set: 3, add: 1 }, { add: 'ten' }]) {
      const res = await stock(item.id, body);
      expect(res.status, JSON.stringify(body)).toBe(400);
    }
    expect((await stock(item.id, { set: -1 })).body.error.message).toContain('Stock cannot be negative');
    expect(await storedItem(item.id)).toMatchObject({ stockCount: null });
  });
});

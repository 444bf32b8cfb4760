/**
 * POST /menu/quick-setup (the onboarding's 'Save Menu'): one category found by name or made, the items it lacks
 * added, active and visible; a retry, a double submit or a second save adds nothing twice.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Menu } from '../../../functions/lib/composition';
import type { PublicMenu, QuickMenuResponse } from '../../../shared/api';
import { api } from '../../support/api';
import { ownerWithRestaurant, staffOf, type Owner } from './support';
import type { TestUser } from '../../support/users';

let owner: Owner;
let staff: TestUser;

beforeAll(async () => {
  owner = await ownerWithRestaurant();
  staff = await staffOf(owner);
});

function quickSetup(target: Owner, body: unknown, token = target.user.idToken) {
  return api<QuickMenuResponse>('POST', `${target.base}/menu/quick-setup`, { token, body });
}

const twoItems = {
  categoryName: 'Main Dishes',
  items: [
    { name: 'Margherita', priceCents: 1150, description: 'Tomato, mozzarella, basil' },
    { name: 'Tiramisu', priceCents: 650 },
  ],
};

describe('POST /menu/quick-setup', () => {
  it('makes the category and its items, active and visible, on the diner\'s menu in the order given', async () => {
    const res = await quickSetup(owner, twoItems);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ categoryId: expect.any(String), created: 2, existing: 0 });

    const menu = await Menu.read(owner.restaurant.id, { consistent: true });
    expect(menu.categories.map((c) => [c.id, c.name])).toEqual([[res.body.categoryId, 'Main Dishes']]);
    expect(menu.items.map((i) => ({ name: i.name, priceCents: i.priceCents, description: i.description, isActive: i.isActive, visible: i.visible, categoryId: i.categoryId }))).toEqual([
      { name: 'Margherita', priceCents: 1150, description: 'Tomato, mozzarella, basil', isActive: true, visible: true, categoryId: res.body.categoryId },
      { name: 'Tiramisu', priceCents: 650, description: null, isActive: true, visible: true, categoryId: res.body.categoryId },
    ]);
    const diner = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${owner.restaurant.id}`);
    expect(diner.body.items.map((i) => i.name)).toEqual(['Margherita', 'Tiramisu']);
  });

  it('sent twice adds the items once; a later save adds only the new names (any case, spaces trimmed)', async () => {
    const fresh = await ownerWithRestaurant();
    const first = await quickSetup(fresh, twoItems);
    const again = await quickSetup(fresh, twoItems);
    expect(again.body).toEqual({ categoryId: first.body.categoryId, created: 0, existing: 2 });

    const more = await quickSetup(fresh, {
      categoryName: '  main dishes ',
      items: [{ name: 'MARGHERITA ', priceCents: 999 }, { name: 'Lasagne', priceCents: 1300 }, { name: 'lasagne', priceCents: 1300 }],
    });
    expect(more.body).toEqual({ categoryId: first.body.categoryId, created: 1, existing: 2 });
    const menu = await Menu.read(fresh.restaurant.id, { consistent: true });
    expect(menu.categories).toHaveLength(1);
    expect(menu.items.map((i) => [i.name, i.priceCents])).toEqual([
      ['Margherita', 1150],
      ['Tiramisu', 650],
      ['Lasagne', 1300],
    ]);
  });

  it('a double submit racing (five at once) still makes one category and each item once', async () => {
    const fresh = await ownerWithRestaurant();
    const results = await Promise.all(Array.from({ length: 5 }, () => quickSetup(fresh, twoItems)));
    for (const res of results) expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(new Set(results.map((r) => r.body.categoryId)).size).toBe(1);
    expect(results.reduce((sum, r) => sum + r.body.created, 0)).toBe(2);
    const menu = await Menu.read(fresh.restaurant.id, { consistent: true });
    expect(menu.categories).toHaveLength(1);
    expect(menu.items.map((i) => i.name).sort()).toEqual(['Margherita', 'Tiramisu']);
  });

  it('adds to an existing category of that name, after its items, and leaves other categories alone', async () => {
    const fresh = await ownerWithRestaurant();
    const drinks = await Menu.createCategory(fresh.restaurant.id, { name: 'Drinks', position: 0 });
    const starters = await Menu.createCategory(fresh.restaurant.id, { name: 'Starters', position: 1 });
    await Menu.createItem(fresh.restaurant.id, { categoryId: starters.id, name: 'Olives', priceCents: 400, position: 3 });
    const res = await quickSetup(fresh, { categoryName: 'STARTERS', items: [{ name: 'olives', priceCents: 1 }, { name: 'Bread', priceCents: 300 }] });
    expect(res.body).toEqual({ categoryId: starters.id, created: 1, existing: 1 });
    const menu = await Menu.read(fresh.restaurant.id, { consistent: true });
    expect(menu.categories.map((c) => c.id)).toEqual([drinks.id, starters.id]);
    expect(menu.items.map((i) => [i.name, i.position])).toEqual([
      ['Olives', 3],
      ['Bread', 4],
    ]);
  });

  it('a renamed item does not block its old name from being added again', async () => {
    const fresh = await ownerWithRestaurant();
    await quickSetup(fresh, twoItems);
    const menu = await Menu.read(fresh.restaurant.id, { consistent: true });
    await Menu.updateItem(fresh.restaurant.id, menu.items.find((i) => i.name === 'Tiramisu')!.id, { name: 'Panna cotta' });
    const res = await quickSetup(fresh, twoItems);
    expect(res.body).toMatchObject({ created: 1, existing: 1 });
    const after = await Menu.read(fresh.restaurant.id, { consistent: true });
    expect(after.items.map((i) => i.name).sort()).toEqual(['Margherita', 'Panna cotta', 'Tiramisu']);
  });

  it("refuses an item without a price above 0 with SPEC's words, and lets only the owner in", async () => {
    const free = await quickSetup(owner, { categoryName: 'Main Dishes', items: [{ name: 'Water', priceCents: 0 }] });
    expect(free.status).toBe(400);
    expect(JSON.stringify(free.body)).toContain('Price must be greater than 0');
    const none = await quickSetup(owner, { categoryName: 'Main Dishes', items: [] });
    expect(none.status).toBe(400);
    expect(JSON.stringify(none.body)).toContain('Add at least one item with a name and a price');

    expect((await quickSetup(owner, twoItems, staff.idToken)).status).toBe(403);
    const stranger = await ownerWithRestaurant();
    expect((await quickSetup(owner, twoItems, stranger.user.idToken)).status).toBe(404);
  });
});

/**
 * The owner's menu builder through the HTTP API (issue 11; shared/api/menu-builder.ts): categories (add last, rename,
 * delete with their items, reorder), items (quick add as a Draft, edit, move to another category, delete, reorder),
 * ingredients with allergens and dietary flags round-tripping through the builder's one read, reorder lists that are
 * not exactly the current ids refused, and only the restaurant's owner allowed (a manager 403, another owner 404).
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { Menu, Staff } from '../../../functions/lib/composition';
import type { BuilderCategory, BuilderIngredient, BuilderItem, MenuBuilder } from '../../../shared/api';
import { api } from '../../support/api';
import { createUser, type TestUser } from '../../support/users';
import { ownerWithRestaurant, type Owner } from '../setup/support';

type ErrorBody = { error: { code: string; message: string } };

let owner: Owner;
let other: Owner;
let manager: TestUser;

beforeAll(async () => {
  [owner, other] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
  manager = await createUser();
  const { inviteToken } = await Staff.invite({ restaurantId: owner.restaurant.id, email: manager.email, role: 'manager', createdBy: owner.user.userId });
  const res = await api('POST', '/functions/v1/auth-attach-staff', { token: manager.idToken, body: { inviteToken } });
  expect(res.status).toBe(200);
});

const call = <T>(method: string, path: string, body?: unknown, who: Owner = owner, token = who.user.idToken) =>
  api<T & Partial<ErrorBody>>(method, `${who.base}${path}`, { token, body });

const builder = async (who: Owner = owner) => {
  const res = await call<MenuBuilder>('GET', '/menu/builder', undefined, who);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body;
};
const addCategory = async (name: string) => {
  const res = await call<{ category: BuilderCategory }>('POST', '/menu/categories', { name });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.category;
};
const addItem = async (categoryId: string, name: string, priceCents: number, extra: object = {}) => {
  const res = await call<{ item: BuilderItem }>('POST', '/menu-items', { categoryId, name, priceCents, ...extra });
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.item;
};
const addIngredient = async (itemId: string, body: object) => {
  const res = await call<{ ingredient: BuilderIngredient }>('POST', `/menu-items/${itemId}/ingredients`, body);
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.ingredient;
};

describe('categories', () => {
  it('adds (trimmed, last), renames, reorders with the full list, and deletes a category with its items', async () => {
    const starters = await addCategory('  Starters ');
    const mains = await addCategory('Mains');
    const drinks = await addCategory('Drinks');
    expect(starters).toEqual({ id: expect.any(String), name: 'Starters', position: 0, hours: null });
    expect([mains.position, drinks.position]).toEqual([1, 2]);

    const renamed = await call<{ category: BuilderCategory }>('PATCH', `/menu/categories/${mains.id}`, { name: 'Main Dishes' });
    expect(renamed.status, JSON.stringify(renamed.body)).toBe(200);
    expect(renamed.body.category).toEqual({ id: mains.id, name: 'Main Dishes', position: 1, hours: null });

    const order = [drinks.id, starters.id, mains.id];
    const reordered = await call<{ categories: BuilderCategory[] }>('PUT', '/menu/categories/order', { ids: order });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.categories).toEqual([
      { id: drinks.id, name: 'Drinks', position: 0, hours: null },
      { id: starters.id, name: 'Starters', position: 1, hours: null },
      { id: mains.id, name: 'Main Dishes', position: 2, hours: null },
    ]);
    expect((await builder()).categories.map((c) => c.id)).toEqual(order);

    const soup = await addItem(starters.id, 'Soup', 650);
    const salad = await addItem(starters.id, 'Salad', 800);
    await addIngredient(soup.id, { name: 'Leek' });
    const kept = await addItem(drinks.id, 'Water', 200);
    const deleted = await call<{ deletedCategoryId: string; deletedItemIds: string[] }>('DELETE', `/menu/categories/${starters.id}`);
    expect(deleted.status, JSON.stringify(deleted.body)).toBe(200);
    expect(deleted.body.deletedCategoryId).toBe(starters.id);
    expect([...deleted.body.deletedItemIds].sort()).toEqual([soup.id, salad.id].sort());

    const after = await builder();
    expect(after.categories.map((c) => c.id)).toEqual([drinks.id, mains.id]);
    expect(after.items.map((i) => i.id)).toEqual([kept.id]);
    expect(after.ingredients.filter((i) => i.itemId === soup.id)).toEqual([]);
    expect((await call('DELETE', `/menu/categories/${starters.id}`)).status).toBe(404);
  });

  it('refuses a blank or too long name with 400 and a clear message', async () => {
    const blank = await call('POST', '/menu/categories', { name: '   ' });
    expect(blank.status).toBe(400);
    expect(blank.body.error?.message).toMatch(/Category name is required/);
    expect((await call('POST', '/menu/categories', { name: 'x'.repeat(81) })).status).toBe(400);
  });

  it('refuses a reorder that is not exactly the current ids with 409 order_mismatch (or 400 for a repeated id)', async () => {
    const { categories } = await builder();
    const ids = categories.map((c) => c.id);
    expect(ids.length).toBeGreaterThan(1);
    for (const wrong of [ids.slice(1), [...ids, '3f1c9d2e-0000-4000-8000-000000000000'], [...ids.slice(1), other.restaurant.id]]) {
      const res = await call('PUT', '/menu/categories/order', { ids: wrong });
      expect(res.status, JSON.stringify(res.body)).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'order_mismatch', message: expect.stringMatching(/every category exactly once/) });
    }
    const twice = await call('PUT', '/menu/categories/order', { ids: [ids[0], ...ids] });
    expect(twice.status).toBe(400);
    expect((await builder()).categories.map((c) => c.id)).toEqual(ids);
  });
});

describe('items', () => {
  it('quick add makes a Draft last in its category; edit saves every field; a new category moves it; delete', async () => {
    const pizzas = await addCategory('Pizzas');
    const pastas = await addCategory('Pastas');
    const first = await addItem(pizzas.id, 'Margherita', 1150);
    const item = await addItem(pizzas.id, '  Diavola ', 1300);
    expect(item).toMatchObject({
      categoryId: pizzas.id,
      name: 'Diavola',
      priceCents: 1300,
      description: null,
      position: first.position + 1,
      visible: false,
      soldOut: false,
      isActive: true,
      imageUrl: null,
      imageAlt: null,
      stockCount: null,
    });

    const edit = { name: 'Diavola Piccante', description: '  Spicy salami  ', priceCents: 1450, visible: true, soldOut: true, isActive: false };
    const edited = await call<{ item: BuilderItem }>('PATCH', `/menu-items/${item.id}`, edit);
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.item).toMatchObject({ ...edit, description: 'Spicy salami', categoryId: pizzas.id });

    await addItem(pastas.id, 'Carbonara', 1200);
    const moved = await call<{ item: BuilderItem }>('PATCH', `/menu-items/${item.id}`, { categoryId: pastas.id, description: '' });
    expect(moved.status, JSON.stringify(moved.body)).toBe(200);
    expect(moved.body.item).toMatchObject({ categoryId: pastas.id, position: 1, description: null, name: 'Diavola Piccante' });
    const read = await builder();
    expect(read.items.find((i) => i.id === item.id)).toEqual(moved.body.item);
    expect(read.items.filter((i) => i.categoryId === pastas.id).map((i) => i.name)).toEqual(['Carbonara', 'Diavola Piccante']);
    // Its own category again: nothing moves.
    const stay = await call<{ item: BuilderItem }>('PATCH', `/menu-items/${item.id}`, { categoryId: pastas.id });
    expect(stay.status, JSON.stringify(stay.body)).toBe(200);
    expect(stay.body.item).toEqual(moved.body.item);

    const gone = await call<{ deletedItemId: string }>('DELETE', `/menu-items/${item.id}`);
    expect(gone.status, JSON.stringify(gone.body)).toBe(200);
    expect(gone.body.deletedItemId).toBe(item.id);
    expect((await builder()).items.some((i) => i.id === item.id)).toBe(false);
    expect((await call('PATCH', `/menu-items/${item.id}`, { name: 'Back' })).status).toBe(404);
  });

  it('refuses bad edits with 4xx and clear messages, never a 500', async () => {
    const category = await addCategory('Checks');
    const item = await addItem(category.id, 'Check', 100, { visible: true });
    expect(item.visible).toBe(true);
    const cases: [unknown, number, RegExp][] = [
      [{ priceCents: -1 }, 400, /Price cannot be negative/],
      [{ priceCents: 12.5 }, 400, /whole cents/],
      [{ priceCents: 100_000_01 }, 400, /too high/],
      [{ name: '  ' }, 400, /Name is required/],
      [{ description: 'x'.repeat(501) }, 400, /at most 500/],
      [{}, 400, /Nothing to update/],
      [{ categoryId: '3f1c9d2e-0000-4000-8000-000000000000' }, 404, /Category not found/],
    ];
    for (const [body, status, message] of cases) {
      const res = await call('PATCH', `/menu-items/${item.id}`, body);
      expect(res.status, JSON.stringify(res.body)).toBe(status);
      expect(res.body.error?.message).toMatch(message);
    }
    // Another restaurant's category is not this restaurant's: 404, for a move and for a new item.
    const otherCategory = await Menu.createCategory(other.restaurant.id, { name: 'Theirs' });
    expect((await call('PATCH', `/menu-items/${item.id}`, { categoryId: otherCategory.id })).status).toBe(404);
    expect((await call('POST', '/menu-items', { categoryId: otherCategory.id, name: 'X', priceCents: 1 })).status).toBe(404);
    expect((await builder()).items.find((i) => i.id === item.id)).toEqual(item);
  });

  it('reorders the items of a category with their full list; refuses another list with 409', async () => {
    const category = await addCategory('Order');
    const [a, b, c] = [await addItem(category.id, 'A', 100), await addItem(category.id, 'B', 100), await addItem(category.id, 'C', 100)];
    const res = await call<{ items: BuilderItem[] }>('PUT', `/menu/categories/${category.id}/items/order`, { ids: [c.id, a.id, b.id] });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.items.map((i) => [i.name, i.position])).toEqual([['C', 0], ['A', 1], ['B', 2]]);
    expect((await builder()).items.filter((i) => i.categoryId === category.id).map((i) => i.name)).toEqual(['C', 'A', 'B']);

    const missing = await call('PUT', `/menu/categories/${category.id}/items/order`, { ids: [c.id, a.id] });
    expect(missing.status).toBe(409);
    expect(missing.body.error?.code).toBe('order_mismatch');
    const elsewhere = (await builder()).items.find((i) => i.categoryId !== category.id)!;
    expect((await call('PUT', `/menu/categories/${category.id}/items/order`, { ids: [c.id, a.id, elsewhere.id] })).status).toBe(409);
    expect((await call('PUT', '/menu/categories/3f1c9d2e-0000-4000-8000-000000000000/items/order', { ids: [] })).status).toBe(404);
  });
});

describe('ingredients', () => {
  it('allergens and dietary flags round-trip through the builder read; edit, reorder, delete', async () => {
    const category = await addCategory('Bowls');
    const bowl = await addItem(category.id, 'Poke Bowl', 1400);
    const rice = await addIngredient(bowl.id, { name: 'Rice', dietary: ['vegan', 'gluten_free'] });
    const peanuts = await addIngredient(bowl.id, { name: ' Peanut sauce ', allergens: ['soybeans', 'peanuts'], dietary: ['vegetarian'], isRemovable: true });
    const tuna = await addIngredient(bowl.id, { name: 'Tuna', allergens: ['fish'], isDefaultIncluded: false, isRemovable: false });
    expect(rice).toEqual({ id: expect.any(String), itemId: bowl.id, name: 'Rice', isDefaultIncluded: true, isRemovable: true, position: 0, allergens: [], dietary: ['vegan', 'gluten_free'] });
    // Canonical order, whatever order they were sent in.
    expect(peanuts).toMatchObject({ name: 'Peanut sauce', position: 1, allergens: ['peanuts', 'soybeans'], dietary: ['vegetarian'] });
    expect(tuna).toMatchObject({ position: 2, isDefaultIncluded: false, isRemovable: false, allergens: ['fish'], dietary: [] });

    let read = await builder();
    expect(read.ingredients.filter((i) => i.itemId === bowl.id)).toEqual([rice, peanuts, tuna]);

    const edited = await call<{ ingredient: BuilderIngredient }>('PATCH', `/menu-items/${bowl.id}/ingredients/${tuna.id}`, {
      name: 'Tofu',
      allergens: ['soybeans'],
      dietary: ['vegan'],
      isDefaultIncluded: true,
    });
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(edited.body.ingredient).toMatchObject({ name: 'Tofu', allergens: ['soybeans'], dietary: ['vegan'], isDefaultIncluded: true, isRemovable: false });

    const order = [edited.body.ingredient.id, rice.id, peanuts.id];
    const reordered = await call<{ ingredients: BuilderIngredient[] }>('PUT', `/menu-items/${bowl.id}/ingredients/order`, { ids: order });
    expect(reordered.status, JSON.stringify(reordered.body)).toBe(200);
    expect(reordered.body.ingredients.map((i) => [i.id, i.position])).toEqual(order.map((id, position) => [id, position]));
    read = await builder();
    expect(read.ingredients.filter((i) => i.itemId === bowl.id)).toEqual(reordered.body.ingredients);

    expect((await call('PUT', `/menu-items/${bowl.id}/ingredients/order`, { ids: order.slice(0, 2) })).status).toBe(409);

    const removed = await call<{ deletedIngredientId: string }>('DELETE', `/menu-items/${bowl.id}/ingredients/${rice.id}`);
    expect(removed.status).toBe(200);
    expect(removed.body.deletedIngredientId).toBe(rice.id);
    expect((await builder()).ingredients.filter((i) => i.itemId === bowl.id).map((i) => i.name)).toEqual(['Tofu', 'Peanut sauce']);
    expect((await call('DELETE', `/menu-items/${bowl.id}/ingredients/${rice.id}`)).status).toBe(404);
  });

  it('ingredients written before the tags read as none', async () => {
    const category = await addCategory('Old');
    const item = await addItem(category.id, 'Old Dish', 500);
    await Menu.createIngredient(owner.restaurant.id, item.id, { name: 'Onion' });
    expect((await builder()).ingredients.find((i) => i.itemId === item.id)).toMatchObject({ name: 'Onion', allergens: [], dietary: [] });
  });

  it('refuses unknown codes, contradicting tags and an ingredient of another item', async () => {
    const category = await addCategory('Refusals');
    const item = await addItem(category.id, 'Cheese Plate', 900);
    expect((await call('POST', `/menu-items/${item.id}/ingredients`, { name: 'Brie', allergens: ['glitter'] })).status).toBe(400);
    expect((await call('POST', `/menu-items/${item.id}/ingredients`, { name: 'Brie', dietary: ['keto'] })).status).toBe(400);
    const vegan = await call('POST', `/menu-items/${item.id}/ingredients`, { name: 'Brie', allergens: ['milk'], dietary: ['vegan'] });
    expect(vegan.status).toBe(400);
    expect(vegan.body.error?.message).toBe('An ingredient with Milk cannot be Vegan');

    // An update is checked against what is stored.
    const brie = await addIngredient(item.id, { name: 'Brie', allergens: ['milk'], dietary: ['vegetarian'] });
    const flagged = await call('PATCH', `/menu-items/${item.id}/ingredients/${brie.id}`, { dietary: ['vegan'] });
    expect(flagged.status).toBe(400);
    expect(flagged.body.error?.message).toMatch(/Milk cannot be Vegan/);

    const another = await addItem(category.id, 'Crackers', 300);
    expect((await call('PATCH', `/menu-items/${another.id}/ingredients/${brie.id}`, { name: 'Stolen' })).status).toBe(404);
    expect((await call('POST', `/menu-items/3f1c9d2e-0000-4000-8000-000000000000/ingredients`, { name: 'X' })).status).toBe(404);
  });
});

describe('who may build the menu', () => {
  it('a manager of the restaurant gets 403 on every builder route, including the read', async () => {
    const category = (await builder()).categories[0]!;
    const requests: [string, string, unknown?][] = [
      ['GET', '/menu/builder'],
      ['POST', '/menu/categories', { name: 'Nope' }],
      ['PATCH', `/menu/categories/${category.id}`, { name: 'Nope' }],
      ['DELETE', `/menu/categories/${category.id}`],
      ['POST', '/menu-items', { categoryId: category.id, name: 'Nope', priceCents: 100 }],
    ];
    for (const [method, path, body] of requests) {
      const res = await call(method, path, body, owner, manager.idToken);
      expect(res.status, `${method} ${path}`).toBe(403);
    }
    expect((await builder()).categories[0]).toEqual(category);
  });

  it("another restaurant's owner gets 404 and changes nothing; ids of another restaurant are 404 in one's own", async () => {
    const category = await addCategory('Private');
    const item = await addItem(category.id, 'Secret', 100);
    expect((await call('GET', '/menu/builder', undefined, owner, other.user.idToken)).status).toBe(404);
    expect((await call('DELETE', `/menu/categories/${category.id}`, undefined, owner, other.user.idToken)).status).toBe(404);
    // Through their own restaurant's path, our ids are simply not there.
    expect((await call('PATCH', `/menu/categories/${category.id}`, { name: 'Mine' }, other)).status).toBe(404);
    expect((await call('DELETE', `/menu-items/${item.id}`, undefined, other)).status).toBe(404);
    expect((await call('PATCH', `/menu-items/${item.id}`, { name: 'Mine' }, other)).status).toBe(404);
    expect((await call('POST', `/menu-items/${item.id}/ingredients`, { name: 'Mine' }, other)).status).toBe(404);
    const read = await builder();
    expect(read.categories.find((c) => c.id === category.id)?.name).toBe('Private');
    expect(read.items.find((i) => i.id === item.id)?.name).toBe('Secret');
    expect((await builder(other)).items.some((i) => i.id === item.id)).toBe(false);
  });
});

import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { db, Menu, Restaurants } from '../../../functions/lib/composition';
import { handler as menuPublic } from '../../../functions/menu-public';
import { publicMenuSchema, type PublicMenu, type Restaurant } from '../../../shared/api';
import { api } from '../../support/api';
import { countQueries } from '../domain/helpers';
import type { MenuFixture } from '../http/menu-fixture';
import { invokeGet, restaurantWithMenu, restaurantWithoutMenu } from './support';

const PATH = '/functions/v1/menu-public';
const CACHED = 'public, max-age=30, s-maxage=60, stale-while-revalidate=600';

let restaurant: Restaurant;
let fixture: MenuFixture;
let comboItemId: string;
let basilId: string;

async function menuOf(restaurantId: string, lang?: string) {
  const query = new URLSearchParams({ restaurant_id: restaurantId, ...(lang ? { lang } : {}) });
  const res = await api<PublicMenu>('GET', `${PATH}?${query}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return { menu: publicMenuSchema.parse(res.body), headers: res.headers };
}

const byId = (menu: PublicMenu, id: string) => menu.items.find((i) => i.id === id);

beforeAll(async () => {
  ({ restaurant, menu: fixture } = await restaurantWithMenu());
  // A combo: the pizza or the salad as the main (the salad is translated), with the deal's own fixed price.
  const meal = await Menu.createItem(restaurant.id, { categoryId: fixture.categoryId, name: 'Lunch Deal', priceCents: 1800, position: 5 });
  comboItemId = meal.id;
  const comboId = randomUUID();
  const componentId = randomUUID();
  await db.entities.comboItem.create({ restaurantId: restaurant.id, comboId, itemId: meal.id }).go();
  await db.entities.comboComponent.create({ restaurantId: restaurant.id, comboId, componentId, label: 'Main' }).go();
  for (const [position, choiceItemId] of [fixture.pizzaId, fixture.plainItemId, fixture.hiddenItemId].entries()) {
    await db.entities.comboComponentChoice.create({ restaurantId: restaurant.id, componentId, choiceItemId, position }).go();
  }
  // The pizza's ingredients (in position order, not creation order), with allergen and dietary tags.
  await Menu.createIngredient(restaurant.id, fixture.pizzaId, { name: 'Mozzarella', position: 1, isRemovable: false, allergens: ['milk'], dietary: ['vegetarian'] });
  basilId = (await Menu.createIngredient(restaurant.id, fixture.pizzaId, { name: 'Basil', position: 2, dietary: ['vegan'] })).id;
  await Menu.createIngredient(restaurant.id, fixture.pizzaId, { name: 'Dough', position: 0, allergens: ['gluten'] });
});

describe('GET menu-public', () => {
  it('serves the restaurant and its menu, cacheable at the edge', async () => {
    const { menu, headers } = await menuOf(restaurant.id);
    expect(headers.get('cache-control')).toBe(CACHED);
    expect(menu.lang).toBe('en');
    expect(menu.restaurant).toMatchObject({ id: restaurant.id, name: 'Trattoria Test', description: 'Fresh pasta daily', chargesEnabled: true });
    expect(menu.restaurant.branding).toEqual({ primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E', logoUrl: null });
    expect(menu.categories).toEqual([{ id: fixture.categoryId, name: 'Mains', position: 0 }]);
  });

  it('lists only visible, active items in position order, the sold-out one flagged', async () => {
    const { menu } = await menuOf(restaurant.id);
    expect(menu.items.map((i) => [i.name, i.soldOut])).toEqual([
      ['Caesar Salad', false],
      ['Margherita', false],
      ['Truffle Pasta', true],
      ['Lunch Deal', false],
    ]);
    for (const absent of [fixture.hiddenItemId, fixture.inactiveItemId]) expect(byId(menu, absent)).toBeUndefined();
    expect(byId(menu, fixture.plainItemId)).toMatchObject({ priceCents: 1250, description: 'Caesar Salad, made fresh', modifierGroupIds: [], combo: null });
  });

  it('gives the modifier groups with their options in order and price deltas', async () => {
    const { menu } = await menuOf(restaurant.id);
    expect(byId(menu, fixture.pizzaId)?.modifierGroupIds).toEqual([fixture.sizeGroupId, fixture.extrasGroupId]);
    expect(menu.modifierGroups).toEqual([
      {
        id: fixture.sizeGroupId,
        name: 'Size',
        selectionType: 'single',
        required: true,
        minSelect: 1,
        maxSelect: 1,
        options: [
          { id: fixture.regularOptionId, name: 'Regular', priceDeltaCents: 0, isDefault: true },
          { id: fixture.largeOptionId, name: 'Large', priceDeltaCents: 400, isDefault: false },
        ],
      },
      {
        id: fixture.extrasGroupId,
        name: 'Extras',
        selectionType: 'multi',
        required: false,
        minSelect: 0,
        maxSelect: 2,
        options: [
          { id: fixture.olivesOptionId, name: 'Olives', priceDeltaCents: 100, isDefault: false },
          { id: fixture.basilOptionId, name: 'Basil', priceDeltaCents: 50, isDefault: false },
        ],
      },
    ]);
  });

  it('translates into Spanish where a translation exists and keeps the default language elsewhere (category too)', async () => {
    const { menu } = await menuOf(restaurant.id, 'es');
    expect(menu.lang).toBe('es');
    expect(menu.categories.map((c) => c.name)).toEqual(['Principales']);
    expect(byId(menu, fixture.plainItemId)).toMatchObject({ name: 'Ensalada César', description: 'Lechuga romana, parmesano, picatostes' });
    expect(byId(menu, fixture.pizzaId)).toMatchObject({ name: 'Margherita', description: 'Margherita, made fresh' });
    // The combo's choices: served items only (not the hidden one), named in Spanish where translated.
    expect(byId(menu, comboItemId)?.combo).toEqual({
      pricingMode: 'fixed',
      discountCents: 0,
      components: [
        expect.objectContaining({
          label: 'Main',
          choices: [
            { itemId: fixture.pizzaId, name: 'Margherita', priceCents: 1400 },
            { itemId: fixture.plainItemId, name: 'Ensalada César', priceCents: 1250 },
          ],
        }),
      ],
    });
  });

  it('serves the default language when the requested one is not enabled', async () => {
    const other = await restaurantWithMenu();
    await Restaurants.update(other.restaurant.id, { enabledLanguages: ['en', 'nl'] });
    for (const lang of ['es', 'de']) {
      const { menu } = await menuOf(other.restaurant.id, lang);
      expect(menu.lang).toBe('en');
      expect(menu.categories[0]!.name).toBe('Mains');
      expect(byId(menu, other.menu.plainItemId)?.name).toBe('Caesar Salad');
    }
  });

  it('gives empty lists for a restaurant without a menu (the page says Menu Coming Soon)', async () => {
    const empty = await restaurantWithoutMenu();
    const { menu } = await menuOf(empty.id);
    expect(menu).toMatchObject({ restaurant: { id: empty.id }, categories: [], items: [], modifierGroups: [] });
  });

  it("answers 404 'Restaurant not found' for an unknown restaurant, and 400 for a language that does not exist", async () => {
    const unknown = await api('GET', `${PATH}?restaurant_id=${randomUUID()}`);
    expect(unknown.status).toBe(404);
    expect(unknown.body).toEqual({ error: { code: 'not_found', message: 'Restaurant not found' } });
    expect((await api('GET', `${PATH}?restaurant_id=${restaurant.id}&lang=xx`)).status).toBe(400);
    expect((await api('GET', PATH)).status).toBe(400);
  });

  it('gives each item its ingredients in order with their allergens and dietary flags ([] without any)', async () => {
    const { menu } = await menuOf(restaurant.id, 'es');
    expect(byId(menu, fixture.pizzaId)?.ingredients).toEqual([
      { id: expect.any(String), name: 'Dough', isDefaultIncluded: true, isRemovable: true, allergens: ['gluten'], dietary: [] },
      { id: expect.any(String), name: 'Mozzarella', isDefaultIncluded: true, isRemovable: false, allergens: ['milk'], dietary: ['vegetarian'] },
      { id: basilId, name: 'Basil', isDefaultIncluded: true, isRemovable: true, allergens: [], dietary: ['vegan'] },
    ]);
    expect(byId(menu, fixture.plainItemId)?.ingredients).toEqual([]);
  });

  it('makes ONE round of Queries per request: the menu, and beside it the language\'s category and item translations', async () => {
    const { result, queries, calls } = await countQueries(() =>
      invokeGet(menuPublic, 'menu-public', PATH, { restaurant_id: restaurant.id, lang: 'es' }),
    );
    expect(result.status).toBe(200);
    expect((result.body as PublicMenu).items).toHaveLength(4);
    expect((result.body as PublicMenu).restaurant.id).toBe(restaurant.id);
    expect({ queries, calls }).toEqual({ queries: 3, calls: 3 });
    // Without a language: the menu alone, one Query.
    const plain = await countQueries(() => invokeGet(menuPublic, 'menu-public', PATH, { restaurant_id: restaurant.id }));
    expect(plain.result.status).toBe(200);
    expect({ queries: plain.queries, calls: plain.calls }).toEqual({ queries: 1, calls: 1 });
  });
});

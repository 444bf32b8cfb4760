/**
 * The landing page's /menu/demo (shared/demo.ts): what the deploy's seed (functions/demo-seed.ts) and `npm start`
 * create, served by menu-public like any restaurant, and never able to take an order.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Menu, Restaurants } from '../../../functions/lib/composition';
import { handler as demoSeed } from '../../../functions/demo-seed';
import { publicMenuSchema, type PublicMenu } from '../../../shared/api';
import { DEMO_RESTAURANT_ID } from '../../../shared/demo';
import { api } from '../../support/api';
import { createPayment, ordersOf } from '../payments/support';

async function demoMenu(lang: string): Promise<PublicMenu> {
  const res = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${DEMO_RESTAURANT_ID}&lang=${lang}`);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return publicMenuSchema.parse(res.body);
}

let first: { restaurantId: string; created: boolean };

beforeAll(async () => {
  // The local stack of the test run may have seeded it already (npm start's seed does the same): either way it exists now.
  first = await demoSeed();
});

describe('the demo restaurant', () => {
  it("is the restaurant with id 'demo', set up, in English and Spanish, with no call-waiter button", async () => {
    expect(first.restaurantId).toBe('demo');
    const restaurant = await Restaurants.get(DEMO_RESTAURANT_ID);
    expect(restaurant).toMatchObject({
      id: 'demo',
      name: 'TableTap Demo Café',
      defaultLanguage: 'en',
      enabledLanguages: ['en', 'es'],
      serviceRequestEnabled: false,
      chargesEnabled: false,
      // Each round paid when ordered (issue 29): a tab would hold a visitor's card for hours.
      tablePayment: 'pay_first',
    });
    expect(restaurant?.onboardingCompletedAt).toBeTruthy();
    expect(await Restaurants.stripeAccountId(DEMO_RESTAURANT_ID)).toBeNull();
  });

  it('serves its menu through menu-public, with the pizza\'s options, in Spanish too', async () => {
    const en = await demoMenu('en');
    expect(en.categories.map((c) => c.name)).toEqual(['Starters', 'Mains', 'Drinks & Desserts']);
    expect(en.items).toHaveLength(8);
    const pizza = en.items.find((item) => item.name === 'Wood-fired Margherita')!;
    expect(pizza.priceCents).toBe(1400);
    const groups = en.modifierGroups.filter((group) => pizza.modifierGroupIds.includes(group.id));
    expect(groups.map((group) => [group.name, group.required, group.options.map((o) => [o.name, o.priceDeltaCents])])).toEqual([
      ['Size', true, [['Regular (10")', 0], ['Large (14")', 400]]],
      ['Extra toppings', false, [['Mushrooms', 150], ['Prosciutto', 300], ['Burrata', 400]]],
    ]);
    const es = await demoMenu('es');
    expect(es.lang).toBe('es');
    expect(es.categories.map((c) => c.name)).toEqual(['Entrantes', 'Principales', 'Bebidas y postres']);
    expect(es.items.find((item) => item.id === pizza.id)?.name).toBe('Margarita al horno de leña');
  });

  it('is seeded once: running the seed again changes nothing', async () => {
    const before = await Menu.read(DEMO_RESTAURANT_ID, { consistent: true });
    expect(await demoSeed()).toEqual({ restaurantId: 'demo', created: false });
    const after = await Menu.read(DEMO_RESTAURANT_ID, { consistent: true });
    expect(after.items.map((i) => i.id)).toEqual(before.items.map((i) => i.id));
    expect(after.categories).toHaveLength(3);
  });

  it('never takes an order, even when asked without preview mode', async () => {
    const en = await demoMenu('en');
    const espresso = en.items.find((item) => item.name === 'Espresso')!;
    const res = await createPayment({ restaurantId: DEMO_RESTAURANT_ID, attemptId: randomUUID(), tip: { kind: 'none' }, items: [{ itemId: espresso.id, qty: 1 }] });
    expect(res.status).toBe(409);
    expect(res.body.error).toMatchObject({ code: 'payments_not_enabled' });
    expect(await ordersOf(DEMO_RESTAURANT_ID)).toEqual([]);
  });

  it('cannot be claimed by a new owner: every other restaurant gets a random id', async () => {
    const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'Demo' });
    expect(restaurant.id).not.toBe('demo');
    expect(restaurant.id).toMatch(/^[0-9a-f-]{36}$/);
  });
});

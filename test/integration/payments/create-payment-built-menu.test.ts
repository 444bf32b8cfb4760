/**
 * Issue 11's must-show on the server: a menu built through the builder's routes (option groups, their links to an
 * item, a combo) is enforced at checkout. A required group omitted, more options than max, an option of another
 * group or of a group the item does not offer, a combo choice outside its component, a required component left empty:
 * each is a 400 that names the item, and NO order is written. A cart that keeps the rules is charged what it shows.
 * Ingredients left out, of an item or of a combo's chosen item (where its component allows child customization), are
 * checked the same way (400 invalid_ingredients) and listed on the order line ('Main: Pad Thai (No Onions)').
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComboDto, ModifierGroupDto, ModifierOptionDto, Order, PublicOrder } from '../../../shared/api';
import { db, Menu, Orders, Restaurants } from '../../../functions/lib/composition';
import { createSandboxAccounts } from '../../../functions/lib/payments/sandbox/connect-accounts';
import { api } from '../../support/api';
import { ownerWithRestaurant, type Owner } from '../setup/support';
import { createPayment, orderOfAttempt, ordersOf } from './support';

let owner: Owner;
let ids: Record<'burger' | 'fries' | 'salad' | 'cola' | 'tea' | 'meal', string>;
let size: { group: ModifierGroupDto; small: string; large: string };
let toppings: { group: ModifierGroupDto; cheese: string; bacon: string; onion: string };
/** A group offered on the salad only, and one offered on nothing. */
let dressingOption: string;
let looseOption: string;
let combo: ComboDto;
/** The burger's ingredients: onions (removable), beef (not removable), pickles (not in by default); ice is the cola's. */
let ingredient: Record<'onions' | 'beef' | 'pickles' | 'ice', string>;

async function owned<T>(method: string, path: string, body?: unknown, status = 200): Promise<T> {
  const res = await api<T>(method, `${owner.base}${path}`, { token: owner.user.idToken, body });
  expect(res.status, `${method} ${path}: ${JSON.stringify(res.body)}`).toBe(status);
  return res.body;
}
const group = async (body: object) => (await owned<{ group: ModifierGroupDto }>('POST', '/menu/modifier-groups', body, 201)).group;
const option = async (groupId: string, name: string, priceDeltaCents = 0) =>
  (await owned<{ option: ModifierOptionDto }>('POST', `/menu/modifier-groups/${groupId}/options`, { name, priceDeltaCents }, 201)).option.id;

beforeAll(async () => {
  owner = await ownerWithRestaurant({ name: 'Built Burgers' });
  const restaurantId = owner.restaurant.id;
  const accountId = `acct_sandbox_${restaurantId.slice(0, 8)}`;
  await createSandboxAccounts(db).ensureOnboarded(accountId, restaurantId);
  await Restaurants.setStripeAccount(restaurantId, accountId);
  await Restaurants.setPaymentStatus(restaurantId, { chargesEnabled: true, payoutsEnabled: true });

  const category = await Menu.createCategory(restaurantId, { name: 'Burgers' });
  const item = async (name: string, priceCents: number) => (await Menu.createItem(restaurantId, { categoryId: category.id, name, priceCents })).id;
  ids = {
    burger: await item('Burger', 1000),
    fries: await item('Fries', 400),
    salad: await item('Salad', 800),
    cola: await item('Cola', 300),
    tea: await item('Iced Tea', 350),
    meal: await item('Burger Meal', 1500),
  };

  const sizeGroup = await group({ name: 'Size', selectionType: 'single', required: true });
  size = { group: sizeGroup, small: await option(sizeGroup.id, 'Small', -100), large: await option(sizeGroup.id, 'Large', 300) };
  const toppingGroup = await group({ name: 'Toppings', selectionType: 'multi', minSelect: 0, maxSelect: 2 });
  toppings = {
    group: toppingGroup,
    cheese: await option(toppingGroup.id, 'Cheese', 100),
    bacon: await option(toppingGroup.id, 'Bacon', 150),
    onion: await option(toppingGroup.id, 'Onion', 50),
  };
  await owned('PUT', `/menu-items/${ids.burger}/modifier-groups`, { groupIds: [size.group.id, toppings.group.id] });

  const dressing = await group({ name: 'Dressing' });
  dressingOption = await option(dressing.id, 'Ranch');
  await owned('PUT', `/menu-items/${ids.salad}/modifier-groups`, { groupIds: [dressing.id] });
  looseOption = await option((await group({ name: 'Unused' })).id, 'Nothing');

  ingredient = {
    onions: (await Menu.createIngredient(restaurantId, ids.burger, { name: 'Onions', position: 0 })).id,
    beef: (await Menu.createIngredient(restaurantId, ids.burger, { name: 'Beef', position: 1, isRemovable: false })).id,
    pickles: (await Menu.createIngredient(restaurantId, ids.burger, { name: 'Pickles', position: 2, isDefaultIncluded: false })).id,
    ice: (await Menu.createIngredient(restaurantId, ids.cola, { name: 'Ice' })).id,
  };

  combo = (
    await owned<{ combo: ComboDto }>('PUT', `/menu-items/${ids.meal}/combo`, {
      pricingMode: 'fixed',
      components: [
        { label: 'Side', choiceItemIds: [ids.fries, ids.salad] },
        { label: 'Drink', choiceItemIds: [ids.cola, ids.tea] },
      ],
    })
  ).combo;
});

const cart = (items: Record<string, unknown>[]) => ({
  restaurantId: owner.restaurant.id,
  attemptId: randomUUID(),
  tip: { kind: 'none' },
  items,
});
const burger = (optionIds: string[]) => ({ itemId: ids.burger, qty: 1, optionIds });
const meal = (side: string[], drink: string[] | null) => ({
  itemId: ids.meal,
  qty: 1,
  comboChoices: [
    { componentId: combo.components[0]!.id, itemIds: side },
    ...(drink ? [{ componentId: combo.components[1]!.id, itemIds: drink }] : []),
  ],
});

async function expectRefused(body: ReturnType<typeof cart>, message: string | RegExp) {
  const before = (await ordersOf(owner.restaurant.id)).length;
  const res = await createPayment(body);
  expect(res.status, JSON.stringify(res.body)).toBe(400);
  expect(res.body.error?.message).toMatch(message);
  expect(await orderOfAttempt(body)).toBeNull();
  expect((await ordersOf(owner.restaurant.id)).length).toBe(before);
}

describe('checkout enforces the options built in the menu builder', () => {
  it('a required group omitted', async () => {
    await expectRefused(cart([burger([toppings.cheese])]), "Choose a Size for 'Burger'");
  });

  it('more options than max, and two in a single-choice group', async () => {
    await expectRefused(cart([burger([size.small, toppings.cheese, toppings.bacon, toppings.onion])]), "Choose at most 2 Toppings for 'Burger'");
    await expectRefused(cart([burger([size.small, size.large])]), "Choose only one Size for 'Burger'");
  });

  it('an option of another item’s group, or of a group the item does not offer', async () => {
    await expectRefused(cart([burger([size.small, dressingOption])]), "An option chosen for 'Burger' is not available");
    await expectRefused(cart([burger([size.small, looseOption])]), "An option chosen for 'Burger' is not available");
  });

  it('an option of a group detached since the cart was filled', async () => {
    const extra = await group({ name: 'Sauce' });
    const mayo = await option(extra.id, 'Mayo');
    await owned('PUT', `/menu-items/${ids.fries}/modifier-groups`, { groupIds: [extra.id] });
    await owned('PUT', `/menu-items/${ids.fries}/modifier-groups`, { groupIds: [] });
    await expectRefused(cart([{ itemId: ids.fries, qty: 1, optionIds: [mayo] }]), "An option chosen for 'Fries' is not available");
  });

  it('a combo choice outside its component, and a required component left empty', async () => {
    await expectRefused(cart([meal([ids.cola], [ids.tea])]), "A choice made for 'Burger Meal' is not available");
    await expectRefused(cart([meal([ids.burger], [ids.tea])]), "A choice made for 'Burger Meal' is not available");
    await expectRefused(cart([meal([ids.fries], null)]), "Choose a Drink for 'Burger Meal'");
    // An empty choice list is refused by the request's shape already.
    await expectRefused(cart([meal([ids.fries], [])]), /items\.0\.comboChoices/);
  });

  it('a cart within the rules is ordered at the prices the builder set', async () => {
    const body = cart([burger([size.large, toppings.bacon]), meal([ids.salad], [ids.cola])]);
    const res = await createPayment(body);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await Orders.get(res.body.orderId);
    // Burger 10.00 + Large 3.00 + Bacon 1.50; the fixed combo 15.00.
    expect(order?.lines.map((l) => [l.itemName, l.unitPriceCents])).toEqual([
      ['Burger', 1450],
      ['Burger Meal', 1500],
    ]);
  });
});

describe('checkout enforces the ingredients a diner may leave out', () => {
  const withoutIngredients = (removedIngredientIds: string[]) => ({ ...burger([size.small]), removedIngredientIds });

  it('refuses an ingredient of another item, one that is not removable or not in by default, or one named twice', async () => {
    for (const removed of [[ingredient.ice], [ingredient.beef], [ingredient.pickles], [ingredient.onions, ingredient.onions]]) {
      const body = cart([withoutIngredients(removed)]);
      await expectRefused(body, /'Burger'/);
      const res = await createPayment(body);
      expect(res.body.error?.code).toBe('invalid_ingredients');
    }
  });

  it('orders "no onions" at the unchanged price, on the order line', async () => {
    const res = await createPayment(cart([withoutIngredients([ingredient.onions]), burger([size.small])]));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await Orders.get(res.body.orderId);
    expect(order?.lines.map((l) => [l.itemName, l.unitPriceCents, l.removedIngredients])).toEqual([
      ['Burger', 900, ['Onions']],
      ['Burger', 900, []],
    ]);
    // The diner's receipt and the staff's order details carry it too.
    const receipt = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${res.body.orderId}`);
    expect(receipt.body.lines.map((l) => l.removedIngredients)).toEqual([['Onions'], []]);
    const staff = await owned<{ order: Order }>('GET', `/orders/${res.body.orderId}`);
    expect(staff.order.lines.map((l) => l.removedIngredients)).toEqual([['Onions'], []]);
  });
});

describe("checkout enforces what a diner may leave out of a combo's items (child customization)", () => {
  let lunch: Record<'combo' | 'padThai' | 'satay' | 'lemonade', string>;
  let lunchCombo: ComboDto;
  let lunchIngredient: Record<'onions' | 'peanuts' | 'noodles' | 'cucumber' | 'mint', string>;

  beforeAll(async () => {
    const restaurantId = owner.restaurant.id;
    const category = await Menu.createCategory(restaurantId, { name: 'Lunch' });
    const item = async (name: string, priceCents: number) => (await Menu.createItem(restaurantId, { categoryId: category.id, name, priceCents })).id;
    lunch = {
      padThai: await item('Pad Thai', 1300),
      satay: await item('Satay Skewers', 1100),
      lemonade: await item('Lemonade', 400),
      combo: await item('Lunch Combo', 1500),
    };
    const ingredientOf = async (itemId: string, name: string, position: number, extra: object = {}) =>
      (await Menu.createIngredient(restaurantId, itemId, { name, position, ...extra })).id;
    lunchIngredient = {
      onions: await ingredientOf(lunch.padThai, 'Onions', 0),
      peanuts: await ingredientOf(lunch.padThai, 'Peanuts', 1),
      noodles: await ingredientOf(lunch.padThai, 'Rice noodles', 2, { isRemovable: false }),
      cucumber: await ingredientOf(lunch.satay, 'Cucumber', 0),
      mint: await ingredientOf(lunch.lemonade, 'Mint', 0),
    };
    lunchCombo = (
      await owned<{ combo: ComboDto }>('PUT', `/menu-items/${lunch.combo}/combo`, {
        pricingMode: 'fixed',
        components: [
          { label: 'Main', allowChildCustomization: true, choiceItemIds: [lunch.padThai, lunch.satay] },
          { label: 'Drink', choiceItemIds: [lunch.lemonade] },
        ],
      })
    ).combo;
    expect(lunchCombo.components.map((c) => c.allowChildCustomization)).toEqual([true, false]);
  });

  const lunchLine = (main: string, mainRemoved: string[], drinkRemoved: string[] = []) => ({
    itemId: lunch.combo,
    qty: 1,
    comboChoices: [
      { componentId: lunchCombo.components[0]!.id, itemIds: [main], removedIngredientIds: mainRemoved },
      { componentId: lunchCombo.components[1]!.id, itemIds: [lunch.lemonade], removedIngredientIds: drinkRemoved },
    ],
  });

  it("serves the component's flag on the public menu", async () => {
    const res = await api<{ items: { id: string; combo: { components: { label: string; allowChildCustomization: boolean }[] } | null }[] }>(
      'GET',
      `/functions/v1/menu-public?restaurant_id=${owner.restaurant.id}`,
    );
    expect(res.status).toBe(200);
    const served = res.body.items.find((i) => i.id === lunch.combo)?.combo;
    expect(served?.components.map((c) => [c.label, c.allowChildCustomization])).toEqual([
      ['Main', true],
      ['Drink', false],
    ]);
  });

  it("orders 'Pad Thai (No Onions)' (and 'No Onions, No Peanuts') at the combo's unchanged price; the staff see it", async () => {
    const res = await createPayment(
      cart([lunchLine(lunch.padThai, [lunchIngredient.onions]), lunchLine(lunch.padThai, [lunchIngredient.peanuts, lunchIngredient.onions]), lunchLine(lunch.padThai, [])]),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const order = await Orders.get(res.body.orderId);
    expect(order?.lines.map((l) => [l.unitPriceCents, l.options.map((o) => `${o.groupName}: ${o.optionName}`), l.removedIngredients])).toEqual([
      [1500, ['Main: Pad Thai (No Onions)', 'Drink: Lemonade'], []],
      [1500, ['Main: Pad Thai (No Onions, No Peanuts)', 'Drink: Lemonade'], []],
      [1500, ['Main: Pad Thai', 'Drink: Lemonade'], []],
    ]);
    const staff = await owned<{ order: Order }>('GET', `/orders/${res.body.orderId}`);
    expect(staff.order.lines[0]!.options.map((o) => o.optionName)).toEqual(['Pad Thai (No Onions)', 'Lemonade']);
    const receipt = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${res.body.orderId}`);
    expect(receipt.body.lines[0]!.options.map((o) => o.optionName)).toEqual(['Pad Thai (No Onions)', 'Lemonade']);
  });

  it('refuses, with no order: a removal where the component does not allow it, of an item not chosen, a fixed one, twice', async () => {
    const refused = [
      lunchLine(lunch.padThai, [], [lunchIngredient.mint]),
      lunchLine(lunch.padThai, [lunchIngredient.cucumber]),
      lunchLine(lunch.satay, [lunchIngredient.onions]),
      lunchLine(lunch.padThai, [lunchIngredient.noodles]),
      lunchLine(lunch.padThai, [lunchIngredient.onions, lunchIngredient.onions]),
    ];
    for (const line of refused) {
      const body = cart([line]);
      await expectRefused(body, /'Lunch Combo'/);
      const res = await createPayment(body);
      expect(res.body.error?.code).toBe('invalid_ingredients');
    }
  });
});

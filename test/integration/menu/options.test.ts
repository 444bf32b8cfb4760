/**
 * The menu builder's modifier groups, options, item links and combos (issue 11; shared/api/menu-options.ts), through
 * the local API: SPEC's defaults and min/max rules, one default in a single-choice group, whole-list reorders,
 * attach/detach/order in one call, combos saved whole, and another restaurant's ids answering 404.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { ComboDto, ItemModifierGroupLink, ModifierGroupDto, ModifierOptionDto } from '../../../shared/api';
import { MENU_OPTION_MESSAGES } from '../../../shared/menu-option-rules';
import { Menu } from '../../../functions/lib/composition';
import { api, type ApiResponse } from '../../support/api';
import { ownerWithRestaurant, staffOf, type Owner } from '../setup/support';

let owner: Owner;
let stranger: Owner;
let items: { burger: string; fries: string; cola: string; tea: string; meal: string };
let strangerItem: string;
let strangerGroup: string;

const call = <T>(method: string, path: string, body?: unknown, who: Owner = owner) =>
  api<T>(method, `${who.base}${path}`, { token: who.user.idToken, body });

function expectStatus(res: ApiResponse, status: number) {
  expect(res.status, JSON.stringify(res.body)).toBe(status);
}

function expectRefused(res: ApiResponse, status: number, message: string | RegExp) {
  expectStatus(res, status);
  expect((res.body as { error: { message: string } }).error.message).toMatch(message);
}

async function newGroup(body: object = {}): Promise<ModifierGroupDto> {
  const res = await call<{ group: ModifierGroupDto }>('POST', '/menu/modifier-groups', body);
  expectStatus(res, 201);
  return res.body.group;
}

async function newOption(groupId: string, body: object): Promise<{ option: ModifierOptionDto; options: ModifierOptionDto[] }> {
  const res = await call<{ option: ModifierOptionDto; options: ModifierOptionDto[] }>('POST', `/menu/modifier-groups/${groupId}/options`, body);
  expectStatus(res, 201);
  return res.body;
}

const read = () => Menu.read(owner.restaurant.id, { consistent: true });

beforeAll(async () => {
  [owner, stranger] = await Promise.all([ownerWithRestaurant(), ownerWithRestaurant()]);
  const category = await Menu.createCategory(owner.restaurant.id, { name: 'Mains' });
  const item = async (name: string, priceCents: number) =>
    (await Menu.createItem(owner.restaurant.id, { categoryId: category.id, name, priceCents })).id;
  items = {
    burger: await item('Burger', 1200),
    fries: await item('Fries', 400),
    cola: await item('Cola', 300),
    tea: await item('Iced Tea', 350),
    meal: await item('Burger Meal', 1500),
  };
  const theirs = await Menu.createCategory(stranger.restaurant.id, { name: 'Theirs' });
  strangerItem = (await Menu.createItem(stranger.restaurant.id, { categoryId: theirs.id, name: 'Their Soup', priceCents: 500 })).id;
  strangerGroup = (await Menu.createModifierGroup(stranger.restaurant.id, { name: 'Their Group' })).id;
});

describe('modifier groups', () => {
  it("a new group is 'New Group', single choice, optional, min 0, max 1, last in order", async () => {
    const first = await newGroup();
    expect(first).toMatchObject({ name: 'New Group', selectionType: 'single', required: false, minSelect: 0, maxSelect: 1 });
    const second = await newGroup({ name: '  Sauces  ', selectionType: 'multi', minSelect: 0, maxSelect: 3 });
    expect(second).toMatchObject({ name: 'Sauces', selectionType: 'multi', maxSelect: 3 });
    expect(second.position).toBeGreaterThan(first.position);
  });

  it('refuses min above max, max 0 and a blank name with the field and SPEC-style messages', async () => {
    expectRefused(await call('POST', '/menu/modifier-groups', { selectionType: 'multi', minSelect: 3, maxSelect: 2 }), 400, MENU_OPTION_MESSAGES.minAboveMax);
    expectRefused(await call('POST', '/menu/modifier-groups', { selectionType: 'multi', minSelect: 0, maxSelect: 0 }), 400, /Max select/);
    expectRefused(await call('POST', '/menu/modifier-groups', { name: '  ' }), 400, MENU_OPTION_MESSAGES.nameRequired);
    const group = await newGroup({ selectionType: 'multi', minSelect: 1, maxSelect: 2 });
    expectRefused(await call('PATCH', `/menu/modifier-groups/${group.id}`, { minSelect: 3 }), 400, MENU_OPTION_MESSAGES.minAboveMax);
    expectStatus(await call('PATCH', `/menu/modifier-groups/${group.id}`, { maxSelect: 1 }), 200);
  });

  it('single choice stores max 1 (min 1 when required); turned single, a group keeps one default', async () => {
    const group = await newGroup({ name: 'Toppings', selectionType: 'multi', minSelect: 0, maxSelect: 3 });
    const a = (await newOption(group.id, { name: 'Cheese', isDefault: true })).option;
    const b = (await newOption(group.id, { name: 'Bacon', priceDeltaCents: 150, isDefault: true })).option;
    const res = await call<{ group: ModifierGroupDto; options: ModifierOptionDto[] }>('PATCH', `/menu/modifier-groups/${group.id}`, {
      selectionType: 'single',
      required: true,
    });
    expectStatus(res, 200);
    expect(res.body.group).toMatchObject({ selectionType: 'single', required: true, minSelect: 1, maxSelect: 1 });
    expect(res.body.options.map((o) => [o.id, o.isDefault])).toEqual([
      [a.id, true],
      [b.id, false],
    ]);
    const stored = (await read()).modifierOptions.filter((o) => o.groupId === group.id);
    expect(stored.filter((o) => o.isDefault).map((o) => o.id)).toEqual([a.id]);
  });

  it('reorders every group in one call; a partial list is 409 order_mismatch, an unknown group 404', async () => {
    const { modifierGroups } = await read();
    const reversed = modifierGroups.map((g) => g.id).reverse();
    const res = await call<{ groups: ModifierGroupDto[] }>('PUT', '/menu/modifier-groups', { groupIds: reversed });
    expectStatus(res, 200);
    expect((await read()).modifierGroups.map((g) => g.id)).toEqual(reversed);
    expectRefused(await call('PUT', '/menu/modifier-groups', { groupIds: reversed.slice(1) }), 409, /every modifier group/);
    expectRefused(await call('PUT', '/menu/modifier-groups', { groupIds: [...reversed.slice(1), strangerGroup] }), 404, 'Modifier group not found');
  });

  it("another restaurant's group is 404 for every change", async () => {
    expectStatus(await call('PATCH', `/menu/modifier-groups/${strangerGroup}`, { name: 'Mine now' }), 404);
    expectStatus(await call('DELETE', `/menu/modifier-groups/${strangerGroup}`), 404);
    expectStatus(await call('POST', `/menu/modifier-groups/${strangerGroup}/options`, { name: 'Sneaky' }), 404);
    expect((await Menu.read(stranger.restaurant.id, { consistent: true })).modifierGroups).toMatchObject([{ id: strangerGroup, name: 'Their Group' }]);
  });

  it('staff of the restaurant may not change groups (owner only)', async () => {
    const staff = await staffOf(owner);
    const res = await api('POST', `${owner.base}/menu/modifier-groups`, { token: staff.idToken, body: {} });
    expectStatus(res, 403);
  });
});

describe('options', () => {
  it('name required, whole-cent deltas that may be negative, visible by default, last in order', async () => {
    const group = await newGroup({ name: 'Size' });
    expectRefused(await call('POST', `/menu/modifier-groups/${group.id}/options`, { name: ' ' }), 400, MENU_OPTION_MESSAGES.nameRequired);
    expectStatus(await call('POST', `/menu/modifier-groups/${group.id}/options`, { name: 'Half', priceDeltaCents: 1.5 }), 400);
    const small = (await newOption(group.id, { name: 'Small', priceDeltaCents: -100 })).option;
    const large = (await newOption(group.id, { name: 'Large', priceDeltaCents: 200 })).option;
    expect(small).toMatchObject({ name: 'Small', priceDeltaCents: -100, visible: true, isDefault: false });
    expect(large.position).toBeGreaterThan(small.position);
  });

  it('a single-choice group has one default: marking another unmarks the first, in one write', async () => {
    const group = await newGroup({ name: 'Bread' });
    const white = (await newOption(group.id, { name: 'White', isDefault: true })).option;
    const created = await newOption(group.id, { name: 'Rye', isDefault: true });
    expect(created.options.map((o) => [o.name, o.isDefault])).toEqual([
      ['White', false],
      ['Rye', true],
    ]);
    const res = await call<{ option: ModifierOptionDto; options: ModifierOptionDto[] }>(
      'PATCH',
      `/menu/modifier-groups/${group.id}/options/${white.id}`,
      { isDefault: true, name: 'Sourdough', visible: false },
    );
    expectStatus(res, 200);
    expect(res.body.option).toMatchObject({ name: 'Sourdough', isDefault: true, visible: false });
    const stored = (await read()).modifierOptions.filter((o) => o.groupId === group.id);
    expect(stored.map((o) => [o.name, o.isDefault])).toEqual([
      ['Sourdough', true],
      ['Rye', false],
    ]);
  });

  it('a multi group refuses more defaults than its max', async () => {
    const group = await newGroup({ name: 'Dips', selectionType: 'multi', minSelect: 0, maxSelect: 1 });
    await newOption(group.id, { name: 'Ranch', isDefault: true });
    const bbq = (await newOption(group.id, { name: 'BBQ' })).option;
    expectRefused(await call('PATCH', `/menu/modifier-groups/${group.id}/options/${bbq.id}`, { isDefault: true }), 400, /at most 1 default/);
    expectRefused(await call('POST', `/menu/modifier-groups/${group.id}/options`, { name: 'Honey', isDefault: true }), 400, /at most 1 default/);
    expect((await read()).modifierOptions.filter((o) => o.groupId === group.id).map((o) => [o.name, o.isDefault])).toEqual([
      ['Ranch', true],
      ['BBQ', false],
    ]);
  });

  it('reorders every option of a group; an option of another group is 404; deletes', async () => {
    const group = await newGroup({ name: 'Milk' });
    const other = await newGroup({ name: 'Syrup' });
    const ids = [];
    for (const name of ['Whole', 'Oat', 'Soy']) ids.push((await newOption(group.id, { name })).option.id);
    const foreign = (await newOption(other.id, { name: 'Vanilla' })).option;

    const res = await call<{ options: ModifierOptionDto[] }>('PUT', `/menu/modifier-groups/${group.id}/options`, { optionIds: [ids[2], ids[0], ids[1]] });
    expectStatus(res, 200);
    expect((await read()).modifierOptions.filter((o) => o.groupId === group.id).map((o) => o.name)).toEqual(['Soy', 'Whole', 'Oat']);
    expectRefused(await call('PUT', `/menu/modifier-groups/${group.id}/options`, { optionIds: [ids[0]] }), 409, /every option/);
    expectStatus(await call('PUT', `/menu/modifier-groups/${group.id}/options`, { optionIds: [ids[0], ids[1], foreign.id] }), 404);
    expectStatus(await call('PATCH', `/menu/modifier-groups/${group.id}/options/${foreign.id}`, { name: 'Moved' }), 404);

    expectStatus(await call('DELETE', `/menu/modifier-groups/${group.id}/options/${ids[1]}`), 204);
    expectStatus(await call('DELETE', `/menu/modifier-groups/${group.id}/options/${ids[1]}`), 404);
  });
});

describe("an item's groups", () => {
  it('attach, order and detach with one PUT of the ordered list', async () => {
    const size = await newGroup({ name: 'Burger Size', required: true });
    const extras = await newGroup({ name: 'Burger Extras', selectionType: 'multi', maxSelect: 2 });
    const path = `/menu-items/${items.burger}/modifier-groups`;

    const attached = await call<{ links: ItemModifierGroupLink[] }>('PUT', path, { groupIds: [size.id, extras.id] });
    expectStatus(attached, 200);
    expect(attached.body.links).toEqual([
      { itemId: items.burger, groupId: size.id, position: 0 },
      { itemId: items.burger, groupId: extras.id, position: 1 },
    ]);
    expectStatus(await call('PUT', path, { groupIds: [extras.id, size.id] }), 200);
    const links = () => read().then((m) => m.itemModifierGroups.filter((l) => l.itemId === items.burger).map((l) => [l.groupId, l.position]));
    expect(await links()).toEqual([
      [extras.id, 0],
      [size.id, 1],
    ]);
    expectStatus(await call('PUT', path, { groupIds: [size.id] }), 200);
    expect(await links()).toEqual([[size.id, 0]]);
    // The same group is shared by another item.
    expectStatus(await call('PUT', `/menu-items/${items.fries}/modifier-groups`, { groupIds: [size.id] }), 200);
  });

  it("another restaurant's group or item is 404 and changes nothing; a group listed twice is 400", async () => {
    const group = await newGroup({ name: 'Cheese' });
    const path = `/menu-items/${items.burger}/modifier-groups`;
    const before = (await read()).itemModifierGroups;
    expectRefused(await call('PUT', path, { groupIds: [group.id, strangerGroup] }), 404, 'Modifier group not found');
    expectRefused(await call('PUT', `/menu-items/${strangerItem}/modifier-groups`, { groupIds: [group.id] }), 404, 'Menu item not found');
    expectStatus(await call('PUT', path, { groupIds: [group.id, group.id] }), 400);
    expect((await read()).itemModifierGroups).toEqual(before);
  });

  it('deleting a group deletes its options and detaches it from every item', async () => {
    const group = await newGroup({ name: 'Temporary' });
    await newOption(group.id, { name: 'One' });
    await newOption(group.id, { name: 'Two' });
    expectStatus(await call('PUT', `/menu-items/${items.cola}/modifier-groups`, { groupIds: [group.id] }), 200);
    expectStatus(await call('PUT', `/menu-items/${items.tea}/modifier-groups`, { groupIds: [group.id] }), 200);
    expectStatus(await call('DELETE', `/menu/modifier-groups/${group.id}`), 204);
    const menu = await read();
    expect(menu.modifierGroups.some((g) => g.id === group.id)).toBe(false);
    expect(menu.modifierOptions.filter((o) => o.groupId === group.id)).toEqual([]);
    expect(menu.itemModifierGroups.filter((l) => l.groupId === group.id)).toEqual([]);
    expectStatus(await call('DELETE', `/menu/modifier-groups/${group.id}`), 404);
  });
});

describe('combos', () => {
  const path = () => `/menu-items/${items.meal}/combo`;

  it("'This is a Combo' on: fixed pricing, discount 0, no components", async () => {
    const res = await call<{ combo: ComboDto }>('PUT', path(), {});
    expectStatus(res, 200);
    expect(res.body.combo).toMatchObject({ itemId: items.meal, pricingMode: 'fixed', comboDiscountCents: 0, components: [] });
  });

  it('saves the whole combo; components keep their ids; left-out ones and choices go', async () => {
    const saved = await call<{ combo: ComboDto }>('PUT', path(), {
      pricingMode: 'dynamic',
      comboDiscountCents: 200,
      components: [
        { label: ' Main ', quantity: 1, choiceItemIds: [items.burger] },
        { label: 'Side', quantity: 2, selectionType: 'multi', required: false, allowChildCustomization: true, choiceItemIds: [items.fries] },
        { label: 'Drink', choiceItemIds: [items.cola, items.tea] },
      ],
    });
    expectStatus(saved, 200);
    const combo = saved.body.combo;
    expect(combo).toMatchObject({ pricingMode: 'dynamic', comboDiscountCents: 200 });
    expect(combo.components.map((c) => [c.label, c.position, c.quantity, c.selectionType, c.required, c.allowChildCustomization])).toEqual([
      ['Main', 0, 1, 'single', true, false],
      ['Side', 1, 2, 'multi', false, true],
      ['Drink', 2, 1, 'single', true, false],
    ]);
    expect(combo.components[2]!.choices).toEqual([
      { choiceItemId: items.cola, position: 0 },
      { choiceItemId: items.tea, position: 1 },
    ]);

    const [main, , drink] = combo.components;
    const again = await call<{ combo: ComboDto }>('PUT', path(), {
      components: [
        { id: drink!.id, label: 'Drink', choiceItemIds: [items.tea] },
        { id: main!.id, label: 'Main', choiceItemIds: [items.burger] },
      ],
    });
    expectStatus(again, 200);
    expect(again.body.combo).toMatchObject({ pricingMode: 'dynamic', comboDiscountCents: 200 });
    expect(again.body.combo.components.map((c) => [c.id, c.position])).toEqual([
      [drink!.id, 0],
      [main!.id, 1],
    ]);
    const menu = await read();
    const componentIds = new Set(menu.comboComponents.filter((c) => c.comboId === combo.id).map((c) => c.id));
    expect(componentIds).toEqual(new Set([drink!.id, main!.id]));
    expect(menu.comboChoices.filter((c) => componentIds.has(c.componentId)).map((c) => c.choiceItemId).sort()).toEqual([items.burger, items.tea].sort());
  });

  it('refuses the combo as its own choice, a choice twice, quantity 0, a blank label, a combo as a choice', async () => {
    expectRefused(await call('PUT', path(), { components: [{ label: 'Main', choiceItemIds: [items.meal] }] }), 400, MENU_OPTION_MESSAGES.comboChoosesItself);
    expectRefused(await call('PUT', path(), { components: [{ label: 'Main', choiceItemIds: [items.fries, items.fries] }] }), 400, /only once/);
    expectStatus(await call('PUT', path(), { components: [{ label: 'Main', quantity: 0 }] }), 400);
    expectStatus(await call('PUT', path(), { components: [{ label: '   ' }] }), 400);
    expectRefused(await call('PUT', path(), { comboDiscountCents: -1 }), 400, MENU_OPTION_MESSAGES.discount);
    expectStatus(await call('PUT', `/menu-items/${items.burger}/combo`, {}), 400);
    const other = await Menu.createItem(owner.restaurant.id, { categoryId: (await read()).categories[0]!.id, name: 'Kids Meal', priceCents: 900 });
    expectRefused(await call('PUT', `/menu-items/${other.id}/combo`, { components: [{ label: 'Meal', choiceItemIds: [items.meal] }] }), 400, /combo cannot be a choice/);
  });

  it("another restaurant's item as a choice, or as the combo, is 404; an unknown component id is 404", async () => {
    expectRefused(await call('PUT', path(), { components: [{ label: 'Main', choiceItemIds: [strangerItem] }] }), 404, 'Menu item not found');
    expectStatus(await call('PUT', `/menu-items/${strangerItem}/combo`, {}), 404);
    expectStatus(await call('PUT', path(), { components: [{ id: '3f1c9d2e-0000-4000-8000-000000000000', label: 'Main' }] }), 404);
    expect((await Menu.read(stranger.restaurant.id, { consistent: true })).combos).toEqual([]);
  });

  it("'This is a Combo' off removes the combo, its components and their choices", async () => {
    const before = await read();
    const combo = before.combos.find((c) => c.itemId === items.meal)!;
    expectStatus(await call('DELETE', path()), 204);
    const menu = await read();
    expect(menu.combos.some((c) => c.id === combo.id)).toBe(false);
    expect(menu.comboComponents.filter((c) => c.comboId === combo.id)).toEqual([]);
    const oldComponentIds = new Set(before.comboComponents.filter((c) => c.comboId === combo.id).map((c) => c.id));
    expect(menu.comboChoices.filter((c) => oldComponentIds.has(c.componentId))).toEqual([]);
    expectStatus(await call('DELETE', path()), 404);
  });
});

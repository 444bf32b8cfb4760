import { describe, expect, it } from 'vitest';
import { db, Menu } from '../../../functions/lib/composition';
import { NotFoundError } from '../../../functions/lib/errors';
import { countQueries, uniqueId } from './helpers';

/** A restaurant menu with at least one item of every menu entity type. */
async function fullMenu(restaurantId: string) {
  const mains = await Menu.createCategory(restaurantId, { name: 'Main Dishes', position: 1 });
  const drinks = await Menu.createCategory(restaurantId, { name: 'Drinks', position: 0 });
  const burger = await Menu.createItem(restaurantId, { categoryId: mains.id, name: 'Burger', priceCents: 1250, description: 'Beef' });
  const cola = await Menu.createItem(restaurantId, { categoryId: drinks.id, name: 'Cola', priceCents: 300, stockCount: 12 });
  const onion = await Menu.createIngredient(restaurantId, burger.id, { name: 'Onion' });
  const cheese = await Menu.createModifierGroup(restaurantId, { name: 'Cheese' });
  const cheddar = await Menu.createModifierOption(restaurantId, cheese.id, { name: 'Cheddar', priceDeltaCents: 75 });
  const link = await Menu.linkModifierGroup(restaurantId, burger.id, cheese.id);
  // Combos have no domain verbs yet (a later issue); write them through the entities.
  const comboId = uniqueId('combo');
  const componentId = uniqueId('component');
  await db.entities.comboItem.create({ restaurantId, comboId, itemId: burger.id }).go();
  await db.entities.comboComponent.create({ restaurantId, comboId, componentId, label: 'Drink' }).go();
  await db.entities.comboComponentChoice.create({ restaurantId, componentId, choiceItemId: cola.id }).go();
  const mainsEs = await Menu.putCategoryTranslation(restaurantId, { categoryId: mains.id, lang: 'es', name: 'Platos principales' });
  const burgerEs = await Menu.putItemTranslation(restaurantId, { itemId: burger.id, lang: 'es', name: 'Hamburguesa', provenance: 'machine', provider: 'test' });
  return { mains, drinks, burger, cola, onion, cheese, cheddar, link, comboId, componentId, mainsEs, burgerEs };
}

describe('Menu.read', () => {
  // Issue 14: translations live in their own collection, language first, so the whole menu is two queries made
  // side by side (the menu collection and the translations collection), one round.
  it('returns every menu entity type of the restaurant in two queries of one round', async () => {
    const restaurantId = uniqueId('rest');
    const made = await fullMenu(restaurantId);
    await fullMenu(uniqueId('other-rest'));

    const { result: menu, queries, calls } = await countQueries(() => Menu.read(restaurantId));
    expect(queries).toBe(2);
    expect(calls).toBe(2);

    expect(menu.categories.map((c) => c.name)).toEqual(['Drinks', 'Main Dishes']);
    expect(menu.items).toEqual([made.burger, made.cola]);
    expect(menu.items[0]).toMatchObject({ visible: true, soldOut: false, isActive: true, stockCount: null, currency: 'USD' });
    expect(menu.items[1]?.stockCount).toBe(12);
    expect(menu.ingredients).toEqual([made.onion]);
    expect(made.onion).toMatchObject({ isDefaultIncluded: true, isRemovable: true });
    expect(menu.modifierGroups).toEqual([made.cheese]);
    expect(menu.modifierOptions).toEqual([made.cheddar]);
    expect(menu.itemModifierGroups).toEqual([made.link]);
    expect(menu.combos).toEqual([{ id: made.comboId, restaurantId, itemId: made.burger.id, pricingMode: 'fixed', comboDiscountCents: 0 }]);
    expect(menu.comboComponents).toMatchObject([{ id: made.componentId, comboId: made.comboId, label: 'Drink', quantity: 1 }]);
    expect(menu.comboChoices).toEqual([{ restaurantId, componentId: made.componentId, choiceItemId: made.cola.id, position: 0 }]);
    expect(menu.categoryTranslations).toEqual([made.mainsEs]);
    expect(made.mainsEs).toMatchObject({ provenance: 'manual', locked: false, provider: null });
    expect(menu.itemTranslations).toEqual([made.burgerEs]);
    expect(made.burgerEs).toMatchObject({ provenance: 'machine', provider: 'test', description: null });
  });

  it('returns empty lists for a restaurant without a menu', async () => {
    const menu = await Menu.read(uniqueId('rest'));
    expect(Object.values(menu).every((list) => Array.isArray(list) && list.length === 0)).toBe(true);
  });
});

describe('Menu writes', () => {
  it('new modifier groups start as New Group, single, optional, min 0, max 1', async () => {
    const group = await Menu.createModifierGroup(uniqueId('rest'));
    expect(group).toMatchObject({ name: 'New Group', selectionType: 'single', required: false, minSelect: 0, maxSelect: 1 });
  });

  it('edits an item and clears optional values with null', async () => {
    const restaurantId = uniqueId('rest');
    const { burger } = await fullMenu(restaurantId);
    const edited = await Menu.updateItem(restaurantId, burger.id, { soldOut: true, visible: false, description: null, stockCount: 3 });
    expect(edited).toMatchObject({ soldOut: true, visible: false, description: null, stockCount: 3, name: 'Burger' });
    expect((await Menu.read(restaurantId)).items.find((i) => i.id === burger.id)).toEqual(edited);
  });

  it('refuses children of parents that do not exist and edits of missing rows', async () => {
    const restaurantId = uniqueId('rest');
    await expect(Menu.createItem(restaurantId, { categoryId: 'nope', name: 'X', priceCents: 100 })).rejects.toBeInstanceOf(NotFoundError);
    await expect(Menu.createModifierOption(restaurantId, 'nope', { name: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(Menu.createIngredient(restaurantId, 'nope', { name: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(Menu.updateItem(restaurantId, 'nope', { name: 'X' })).rejects.toBeInstanceOf(NotFoundError);
    await expect(Menu.deleteCategory(restaurantId, 'nope')).rejects.toBeInstanceOf(NotFoundError);
    expect((await Menu.read(restaurantId)).items).toEqual([]);
  });

  it('cannot reach another restaurant’s menu', async () => {
    const mine = uniqueId('rest');
    const { burger } = await fullMenu(mine);
    await expect(Menu.updateItem(uniqueId('rest'), burger.id, { name: 'Stolen' })).rejects.toBeInstanceOf(NotFoundError);
    expect((await Menu.read(mine)).items.find((i) => i.id === burger.id)?.name).toBe('Burger');
  });

  it('deleting an item removes its ingredients, links, translations and combo', async () => {
    const restaurantId = uniqueId('rest');
    const { burger, cola } = await fullMenu(restaurantId);
    await Menu.deleteItem(restaurantId, burger.id);
    const menu = await Menu.read(restaurantId);
    expect(menu.items.map((i) => i.id)).toEqual([cola.id]);
    expect(menu.ingredients).toEqual([]);
    expect(menu.itemModifierGroups).toEqual([]);
    expect(menu.itemTranslations).toEqual([]);
    expect(menu.combos).toEqual([]);
    expect(menu.comboComponents).toEqual([]);
    expect(menu.comboChoices).toEqual([]);
    expect(menu.modifierGroups).toHaveLength(1);
  });

  it('deleting a category removes its items and translations; deleting a group its options and links', async () => {
    const restaurantId = uniqueId('rest');
    const { mains, cola, cheese } = await fullMenu(restaurantId);
    await Menu.deleteCategory(restaurantId, mains.id);
    await Menu.deleteModifierGroup(restaurantId, cheese.id);
    const menu = await Menu.read(restaurantId);
    expect(menu.categories.map((c) => c.name)).toEqual(['Drinks']);
    expect(menu.items.map((i) => i.id)).toEqual([cola.id]);
    expect(menu.categoryTranslations).toEqual([]);
    expect(menu.modifierGroups).toEqual([]);
    expect(menu.modifierOptions).toEqual([]);
  });
});

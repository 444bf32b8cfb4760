/**
 * The kitchen ticket's allergens (issue 30 item 5) for a line that leaves nothing out: the server fixes them at
 * checkout from the allergens of the dish's default ingredients, which the dish's row keeps (defaultAllergens, kept by
 * every ingredient write), so checkout needs no ingredient read for it. A dish written before the row kept them has
 * its ingredients read instead, with the same answer. A line that leaves one out still reads them.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { db, Menu, Orders } from '../../../functions/lib/composition';
import { createPayment, restaurantWithMenu, type PaymentRestaurant } from './support';

let house: PaymentRestaurant;
let pastaId: string;
const ingredientIds: Record<string, string> = {};

beforeAll(async () => {
  house = await restaurantWithMenu('Allergen House');
  const pasta = await Menu.createItem(house.id, { categoryId: house.menu.categoryId, name: 'Pesto pasta', priceCents: 1400 });
  pastaId = pasta.id;
  for (const ingredient of [
    { name: 'Basil' },
    { name: 'Pine nuts', allergens: ['nuts' as const] },
    { name: 'Parmesan', allergens: ['milk' as const] },
    { name: 'Egg on top', isDefaultIncluded: false, allergens: ['eggs' as const] },
  ]) {
    ingredientIds[ingredient.name] = (await Menu.createIngredient(house.id, pastaId, ingredient)).id;
  }
}, 60_000);

/** The allergens the order's line got at checkout. */
async function lineAllergens(removed: string[] = []): Promise<string[] | undefined> {
  const started = await createPayment({
    restaurantId: house.id,
    attemptId: randomUUID(),
    tip: { kind: 'none' },
    items: [{ itemId: pastaId, qty: 1, removedIngredientIds: removed.map((name) => ingredientIds[name]!) }],
  });
  expect(started.status, JSON.stringify(started.body)).toBe(200);
  return (await Orders.get(started.body.orderId))!.lines[0]!.allergens;
}

describe('a line’s allergens', () => {
  it('are its dish’s default ingredients’ allergens when nothing is left out, and follow the menu’s changes', async () => {
    expect(await lineAllergens()).toEqual(['milk', 'nuts']);
    expect(await lineAllergens(['Parmesan'])).toEqual(['nuts']);
    await Menu.updateIngredient(house.id, pastaId, ingredientIds['Parmesan']!, { allergens: [] });
    expect(await lineAllergens()).toEqual(['nuts']);
    await Menu.updateIngredient(house.id, pastaId, ingredientIds['Egg on top']!, { isDefaultIncluded: true });
    expect(await lineAllergens()).toEqual(['eggs', 'nuts']);
    await Menu.deleteIngredient(house.id, pastaId, ingredientIds['Pine nuts']!);
    expect(await lineAllergens()).toEqual(['eggs']);
    await Menu.deleteIngredient(house.id, pastaId, ingredientIds['Egg on top']!);
    expect(await lineAllergens()).toBeUndefined();
  });

  it('are read from the ingredients of a dish written before its row kept them', async () => {
    const older = await Menu.createItem(house.id, { categoryId: house.menu.categoryId, name: 'Old walnut cake', priceCents: 600 });
    await Menu.createIngredient(house.id, older.id, { name: 'Walnuts', allergens: ['nuts'] });
    await Menu.createIngredient(house.id, older.id, { name: 'Butter', allergens: ['milk'] });
    await db.entities.menuItem.patch({ restaurantId: house.id, itemId: older.id }).remove(['defaultAllergens']).go();
    const started = await createPayment({ restaurantId: house.id, attemptId: randomUUID(), tip: { kind: 'none' }, items: [{ itemId: older.id, qty: 2 }] });
    expect(started.status, JSON.stringify(started.body)).toBe(200);
    expect((await Orders.get(started.body.orderId))!.lines[0]!.allergens).toEqual(['milk', 'nuts']);
  });
});

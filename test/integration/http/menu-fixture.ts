/**
 * A menu for a fixture restaurant, with every case the diner journey must handle: a plain item, an item with a
 * required single-choice group (price deltas) and an optional multi-choice group (max 2), a hidden item, a sold-out
 * item, an inactive item, and a Spanish translation. Charges are enabled (sandbox account) so checkout works.
 */
import { db, Menu, Restaurants } from '../../../functions/lib/composition';
import { createSandboxAccounts } from '../../../functions/lib/payments/sandbox/connect-accounts';

export interface MenuFixture {
  categoryId: string;
  /** $12.50, no options. */
  plainItemId: string;
  /** $14.00; Size required (Regular +0, Large +$4.00); Extras optional multi max 2 (Olives +$1.00, Basil +$0.50). */
  pizzaId: string;
  sizeGroupId: string;
  regularOptionId: string;
  largeOptionId: string;
  extrasGroupId: string;
  olivesOptionId: string;
  basilOptionId: string;
  hiddenItemId: string;
  soldOutItemId: string;
  inactiveItemId: string;
}

export async function makeMenu(restaurantId: string): Promise<MenuFixture> {
  const category = await Menu.createCategory(restaurantId, { name: 'Mains', position: 0 });
  const categoryId = category.id;
  const item = (name: string, priceCents: number, extra: Record<string, unknown> = {}, position = 0) =>
    Menu.createItem(restaurantId, { categoryId, name, priceCents, description: `${name}, made fresh`, position, ...extra });

  const plain = await item('Caesar Salad', 1250, {}, 0);
  const pizza = await item('Margherita', 1400, {}, 1);
  const hidden = await item('Staff Meal', 500, { visible: false }, 2);
  const soldOut = await item('Truffle Pasta', 2600, { soldOut: true }, 3);
  const inactive = await item('Winter Soup', 900, { isActive: false }, 4);

  const size = await Menu.createModifierGroup(restaurantId, { name: 'Size', selectionType: 'single', required: true, minSelect: 1, maxSelect: 1, position: 0 });
  const regular = await Menu.createModifierOption(restaurantId, size.id, { name: 'Regular', priceDeltaCents: 0, position: 0, isDefault: true });
  const large = await Menu.createModifierOption(restaurantId, size.id, { name: 'Large', priceDeltaCents: 400, position: 1 });
  const extras = await Menu.createModifierGroup(restaurantId, { name: 'Extras', selectionType: 'multi', required: false, minSelect: 0, maxSelect: 2, position: 1 });
  const olives = await Menu.createModifierOption(restaurantId, extras.id, { name: 'Olives', priceDeltaCents: 100, position: 0 });
  const basil = await Menu.createModifierOption(restaurantId, extras.id, { name: 'Basil', priceDeltaCents: 50, position: 1 });
  await Menu.linkModifierGroup(restaurantId, pizza.id, size.id, 0);
  await Menu.linkModifierGroup(restaurantId, pizza.id, extras.id, 1);

  await Menu.putCategoryTranslation(restaurantId, { categoryId, lang: 'es', name: 'Principales' });
  await Menu.putItemTranslation(restaurantId, { itemId: plain.id, lang: 'es', name: 'Ensalada César', description: 'Lechuga romana, parmesano, picatostes' });
  // An account that finished the sandbox's onboarding, so a Connect status refresh keeps charges on.
  const accountId = `acct_sandbox_${restaurantId.slice(0, 8)}`;
  await createSandboxAccounts(db).ensureOnboarded(accountId, restaurantId);
  await Restaurants.setStripeAccount(restaurantId, accountId);
  await Restaurants.setPaymentStatus(restaurantId, { chargesEnabled: true, payoutsEnabled: true });

  return {
    categoryId,
    plainItemId: plain.id,
    pizzaId: pizza.id,
    sizeGroupId: size.id,
    regularOptionId: regular.id,
    largeOptionId: large.id,
    extrasGroupId: extras.id,
    olivesOptionId: olives.id,
    basilOptionId: basil.id,
    hiddenItemId: hidden.id,
    soldOutItemId: soldOut.id,
    inactiveItemId: inactive.id,
  };
}

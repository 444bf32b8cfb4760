/**
 * The part of a restaurant's menu that prices one cart (issue 14): the records the cart names and what they link to,
 * read by key or by their parent's sort-key prefix, never the whole `menu` collection. The reads grow with the cart,
 * not with the menu. The only translations read are the ordered items' own, in the diner's language (by key): the
 * order's lines carry the restaurant's names for staff and, beside them, the diner's (./diner-names.ts).
 *
 * The result is a RestaurantMenu holding just those records, built with the same mapper and display order as the
 * whole-menu read (`toRestaurantMenu`), so the pricing (menu-index.ts, line-choices.ts, price-cart.ts) runs unchanged:
 * every record the pricing looks up for this cart is here, and one it would not find on the whole menu is not here
 * either (an unknown id is refused with the same error). What the pricing looks up:
 *   - each line's item, its option-group links, those groups and their options;
 *   - a line item's ingredients only when the line leaves one out (no removal, no look-up);
 *   - for a line whose item is a combo: the combo, its components and their choices, and the chosen items that are
 *     among those choices (anything else is refused before it is looked up), with their ingredients when that
 *     component's choice leaves one out.
 *
 * Round trips, each a few calls in parallel: (1) the line items and, when the diner names a language, their
 * translations in it (a batch get each), their links and ingredients (a query per item) and the restaurant's combo markers (one query: a combo's id need not be its item's id, so they are found
 * by item); (2) the linked groups (a batch get), their options and the ordered combos' components (a query each);
 * (3) the components' choices; (4) the chosen combo items. Rounds 3 and 4 only for a cart with a combo. The items'
 * categories (for their menu hours) come with round 2, and a chosen combo item's (5) only when another category's.
 */
import type { CartLineChoice } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import type { Db } from '../../db/service';
import type { RestaurantMenu } from '../menu';
import { toRestaurantMenu, type MenuCollectionData } from '../menu/read';

type Cart = { items: readonly CartLineChoice[]; lang?: LanguageCode | undefined };

const BATCH_GET_ATTEMPTS = 5;

/** A batch get that also fetches what DynamoDB left unprocessed (it may, under load), a few times at most. */
async function batchGet<K, T>(keys: K[], get: (keys: K[]) => Promise<{ data: T[]; unprocessed: K[] }>): Promise<T[]> {
  const found: T[] = [];
  let pending = keys;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > BATCH_GET_ATTEMPTS) throw new Error(`The menu read left ${pending.length} keys unprocessed`);
    const { data, unprocessed } = await get(pending);
    found.push(...data);
    pending = unprocessed;
  }
  return found;
}

async function eachOf<T>(ids: Iterable<string>, read: (id: string) => Promise<{ data: T[] }>): Promise<T[]> {
  const results = await Promise.all([...new Set(ids)].map(read));
  return results.flatMap((r) => r.data);
}

export async function readPricedMenu(db: Db, restaurantId: string, cart: Cart): Promise<RestaurantMenu> {
  const e = db.entities;
  const getItems = (ids: Iterable<string>) =>
    batchGet(
      [...new Set(ids)].map((itemId) => ({ restaurantId, itemId })),
      (keys) => e.menuItem.get(keys).go(),
    );
  const ingredientsOf = (ids: Iterable<string>) =>
    eachOf(ids, (itemId) => e.menuItemIngredient.query.byRestaurant({ restaurantId, itemId }).go({ pages: 'all' }));

  const lineItemIds = new Set(cart.items.map((line) => line.itemId));
  const removingFromLine = cart.items.filter((line) => line.removedIngredientIds.length > 0).map((line) => line.itemId);

  // (1) The diner's language is not known to be offered (or not the default) until the restaurant is read beside
  // this; a translation the diner may not see is dropped by diner-names.ts.
  const lang = cart.lang;
  const [lineItems, lineTranslations, linkRows, lineIngredients, comboMarkers] = await Promise.all([
    getItems(lineItemIds),
    lang
      ? batchGet(
          [...lineItemIds].map((itemId) => ({ restaurantId, itemId, lang })),
          (keys) => e.menuItemTranslation.get(keys).go(),
        )
      : Promise.resolve([]),
    eachOf(lineItemIds, (itemId) => e.itemModifierGroup.query.byRestaurant({ restaurantId, itemId }).go({ pages: 'all' })),
    ingredientsOf(removingFromLine),
    e.comboItem.query.byRestaurant({ restaurantId }).go({ pages: 'all' }),
  ]);
  const links = linkRows.filter((link) => lineItemIds.has(link.itemId));
  const combos = comboMarkers.data.filter((combo) => lineItemIds.has(combo.itemId));

  // (2) With the line items' categories: their menu hours (issue 30 item 3) are checked at checkout.
  const groupIds = new Set(links.map((link) => link.groupId));
  const comboIds = new Set(combos.map((combo) => combo.comboId));
  const getCategories = (ids: Iterable<string>) =>
    batchGet(
      [...new Set(ids)].map((categoryId) => ({ restaurantId, categoryId })),
      (keys) => e.menuCategory.get(keys).go(),
    );
  const [groups, optionRows, componentRows, lineCategories] = await Promise.all([
    batchGet(
      [...groupIds].map((groupId) => ({ restaurantId, groupId })),
      (keys) => e.modifierGroup.get(keys).go(),
    ),
    eachOf(groupIds, (groupId) => e.modifierOption.query.byRestaurant({ restaurantId, groupId }).go({ pages: 'all' })),
    eachOf(comboIds, (comboId) => e.comboComponent.query.byRestaurant({ restaurantId, comboId }).go({ pages: 'all' })),
    getCategories(lineItems.map((item) => item.categoryId)),
  ]);
  const components = componentRows.filter((component) => comboIds.has(component.comboId));

  // (3)
  const componentIds = new Set(components.map((component) => component.componentId));
  const choiceRows = await eachOf(componentIds, (componentId) =>
    e.comboComponentChoice.query.byRestaurant({ restaurantId, componentId }).go({ pages: 'all' }),
  );
  const choices = choiceRows.filter((choice) => componentIds.has(choice.componentId));

  // (4) The items chosen inside the ordered combos that are among their component's choices.
  const offered = new Set(choices.map((choice) => `${choice.componentId}#${choice.choiceItemId}`));
  const chosenIds = new Set<string>();
  const removingInCombo = new Set<string>();
  for (const line of cart.items) {
    for (const choice of line.comboChoices) {
      for (const itemId of choice.itemIds) {
        if (!offered.has(`${choice.componentId}#${itemId}`)) continue;
        chosenIds.add(itemId);
        if (choice.removedIngredientIds.length > 0) removingInCombo.add(itemId);
      }
    }
  }
  const alreadyRead = new Set(lineItems.map((item) => item.itemId));
  const ingredientsRead = new Set(removingFromLine);
  const [chosenItems, chosenIngredients] = await Promise.all([
    getItems([...chosenIds].filter((id) => !alreadyRead.has(id))),
    ingredientsOf([...removingInCombo].filter((id) => !ingredientsRead.has(id))),
  ]);
  // (5) Only for chosen combo items in a category not read yet.
  const categoriesRead = new Set(lineCategories.map((category) => category.categoryId));
  const chosenCategories = await getCategories(chosenItems.map((item) => item.categoryId).filter((id) => !categoriesRead.has(id)));

  const ingredientItemIds = new Set([...ingredientsRead, ...removingInCombo]);
  const data: MenuCollectionData = {
    ...emptyCollection(),
    menuCategory: [...lineCategories, ...chosenCategories],
    menuItem: [...lineItems, ...chosenItems],
    menuItemIngredient: [...lineIngredients, ...chosenIngredients].filter((ingredient) => ingredientItemIds.has(ingredient.itemId)),
    itemModifierGroup: links,
    modifierGroup: groups,
    modifierOption: optionRows.filter((option) => groupIds.has(option.groupId)),
    comboItem: combos,
    comboComponent: components,
    comboComponentChoice: choices,
    menuItemTranslation: lineTranslations,
  };
  return toRestaurantMenu(data);
}

function emptyCollection(): MenuCollectionData {
  return {
    restaurant: [],
    branding: [],
    menuCategory: [],
    menuItem: [],
    menuItemIngredient: [],
    modifierGroup: [],
    modifierOption: [],
    itemModifierGroup: [],
    comboItem: [],
    comboComponent: [],
    comboComponentChoice: [],
    menuCategoryTranslation: [],
    menuItemTranslation: [],
  };
}

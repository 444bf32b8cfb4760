/**
 * What create-payment reads (issue 14, issue 31 goal 2): the restaurant, its ordering pause, and the part of its menu
 * that prices one cart: the records the cart names and what they link to, read by key, never the whole `menu`
 * collection, in two calls for any cart (each one BatchGetItem of several entities, db/batch-get.ts). The reads grow
 * with the cart, not with the menu. The only translations read are the ordered items' own, in the diner's language:
 * the order's lines carry the restaurant's names for staff and, beside them, the diner's (./diner-names.ts).
 *
 * The menu part is a RestaurantMenu holding just those records, built with the same mapper and display order as the
 * whole-menu read (`toRestaurantMenu`), so the pricing (menu-index.ts, line-choices.ts, price-cart.ts) runs unchanged:
 * every record the pricing looks up for this cart is here, and one it would not find on the whole menu is not here
 * either (an unknown id is refused with the same error). What the pricing looks up:
 *   - each line's item, its option groups (in the links' order) and the options the line chose among them;
 *   - a line item's ingredients only when the line leaves one out (no removal, no look-up);
 *   - for a line whose item is a combo: the combo, its components, the chosen items that are among their component's
 *     choices (anything else is left out, so refused as before), with their ingredients when that component's choice
 *     leaves one out.
 *
 * The calls:
 *   (1) the restaurant, its pause, every item the cart names (its lines' and its combo choices') and, when the diner
 *       names a language, the line items' translations in it;
 *   (2) from the item rows' index of their links (db/entities/menu-item.ts: modifierGroupIds, comboRef): the groups,
 *       each (group, chosen option) pair, the combos, their components, each (component, chosen item) choice, and the
 *       items' categories (for their menu hours).
 * Beside (1), one query per item whose line leaves an ingredient out (its whole list: the line keeps its allergens).
 * The allergens of a line that leaves nothing out come from its item's row (defaultAllergens, issue 30 item 5).
 * Items written before the index existed have none on their row: for those, between (1) and (2), their links (a query
 * per item), the restaurant's combos (one query) and an older combo's components (a query per combo), as before.
 */
import type { EntityItem } from 'electrodb';
import type { AllergenCode } from '../../../../shared/allergens';
import type { CartLineChoice } from '../../../../shared/api';
import type { OrderingPause } from '../../../../shared/ordering-pause';
import type { LanguageCode } from '../../../../shared/languages';
import { batchGetMany } from '../../db/batch-get';
import type { Db } from '../../db/service';
import type { RestaurantMenu } from '../menu';
import { toRestaurantMenu, type MenuCollectionData } from '../menu/read';
import { pauseOf } from '../ordering-pause';
import type { RestaurantItem } from '../restaurants/record';

type Cart = { items: readonly CartLineChoice[]; lang?: LanguageCode | undefined };
type Row<N extends keyof Db['entities']> = EntityItem<Db['entities'][N]>;

export interface CheckoutRecords {
  restaurant: RestaurantItem | null;
  /** The ordering pause on now, if any. */
  pause: OrderingPause | null;
  menu: RestaurantMenu;
  /**
   * The allergens of each read item's default ingredients, from the item's row (db/entities/menu-item.ts
   * defaultAllergens; issue 30 item 5): the kitchen ticket's band for a line that leaves nothing out. An item without
   * it (written before it) has its ingredients read instead.
   */
  defaultAllergens: Map<string, AllergenCode[]>;
}

async function eachOf<T>(ids: Iterable<string>, read: (id: string) => Promise<{ data: T[] }>): Promise<T[]> {
  const results = await Promise.all([...new Set(ids)].map(read));
  return results.flatMap((r) => r.data);
}

const unique = <T>(values: Iterable<T>) => [...new Set(values)];

export async function readCheckoutRecords(db: Db, restaurantId: string, cart: Cart, now = new Date()): Promise<CheckoutRecords> {
  const e = db.entities;
  const ingredientsOf = (ids: Iterable<string>) =>
    eachOf(ids, (itemId) => e.menuItemIngredient.query.byRestaurant({ restaurantId, itemId }).go({ pages: 'all' }));

  const lineItemIds = new Set(cart.items.map((line) => line.itemId));
  const namedInCombos = new Set(cart.items.flatMap((line) => line.comboChoices.flatMap((choice) => choice.itemIds)));
  const removingFromLine = new Set(cart.items.filter((line) => line.removedIngredientIds.length > 0).map((line) => line.itemId));
  const removingInCombo = new Set(
    cart.items.flatMap((line) => line.comboChoices.filter((choice) => choice.removedIngredientIds.length > 0).flatMap((choice) => choice.itemIds)),
  );

  // (1) Consistent, as the restaurant was read before: charges just enabled, a pause just set count at once. The
  // diner's language is not known to be offered (or not the default) until the restaurant is read; a translation the
  // diner may not see is dropped by diner-names.ts.
  const lang = cart.lang;
  const [first, ingredientRows] = await Promise.all([
    batchGetMany(
      db,
      {
        restaurant: [{ restaurantId }],
        orderingPause: [{ restaurantId }],
        menuItem: unique([...lineItemIds, ...namedInCombos]).map((itemId) => ({ restaurantId, itemId })),
        menuItemTranslation: lang ? [...lineItemIds].map((itemId) => ({ restaurantId, itemId, lang })) : [],
      },
      { consistent: true },
    ),
    ingredientsOf(unique([...removingFromLine, ...removingInCombo])),
  ]);
  const itemById = new Map(first.menuItem.map((item) => [item.itemId, item]));
  const lineItems = [...lineItemIds].flatMap((id) => itemById.get(id) ?? []);

  // Items written before their row kept its default ingredients' allergens: their ingredients are read (in parallel).
  const unindexed = first.menuItem.filter((item) => item.defaultAllergens === undefined).map((item) => item.itemId);
  const [{ links, combos }, olderIngredients] = await Promise.all([
    linksOf(db, restaurantId, lineItems),
    ingredientsOf(unindexed.filter((id) => !removingFromLine.has(id) && !removingInCombo.has(id))),
  ]);

  // (2) Everything the line items link to, by key: only the options and choices the cart names can be found.
  const groupsOfItem = new Map<string, string[]>();
  for (const link of links) groupsOfItem.set(link.itemId, [...(groupsOfItem.get(link.itemId) ?? []), link.groupId]);
  const componentIds = new Set(combos.flatMap((combo) => combo.componentIds));
  const second = await batchGetMany(db, {
    modifierGroup: unique(links.map((link) => link.groupId)).map((groupId) => ({ restaurantId, groupId })),
    modifierOption: uniqueKeys(
      cart.items.flatMap((line) => (groupsOfItem.get(line.itemId) ?? []).flatMap((groupId) => line.optionIds.map((optionId) => ({ restaurantId, groupId, optionId })))),
    ),
    comboItem: combos.filter((combo) => !combo.row).map(({ comboId }) => ({ restaurantId, comboId })),
    comboComponent: combos.flatMap((combo) =>
      combo.components ? [] : combo.componentIds.map((componentId) => ({ restaurantId, comboId: combo.comboId, componentId })),
    ),
    comboComponentChoice: uniqueKeys(
      cart.items.flatMap((line) =>
        line.comboChoices
          .filter((choice) => componentIds.has(choice.componentId))
          .flatMap((choice) => choice.itemIds.map((choiceItemId) => ({ restaurantId, componentId: choice.componentId, choiceItemId }))),
      ),
    ),
    menuCategory: unique(first.menuItem.map((item) => item.categoryId)).map((categoryId) => ({ restaurantId, categoryId })),
  });
  const comboRows = [...combos.flatMap((combo) => (combo.row ? [combo.row] : [])), ...second.comboItem];
  const orderedComboIds = new Set(comboRows.map((combo) => combo.comboId));
  const components = [...combos.flatMap((combo) => combo.components ?? []), ...second.comboComponent].filter((c) => orderedComboIds.has(c.comboId));
  const choices = second.comboComponentChoice;

  // The items chosen inside the ordered combos that are among their component's choices; the others are left out.
  const offered = new Set(choices.map((choice) => `${choice.componentId}#${choice.choiceItemId}`));
  const chosenIds = new Set<string>();
  const removingInOffered = new Set<string>();
  for (const line of cart.items) {
    for (const choice of line.comboChoices) {
      for (const itemId of choice.itemIds) {
        if (!offered.has(`${choice.componentId}#${itemId}`)) continue;
        chosenIds.add(itemId);
        if (choice.removedIngredientIds.length > 0) removingInOffered.add(itemId);
      }
    }
  }
  const items = first.menuItem.filter((item) => lineItemIds.has(item.itemId) || chosenIds.has(item.itemId));
  const categoryIds = new Set(items.map((item) => item.categoryId));
  const ingredientItemIds = new Set([...removingFromLine, ...removingInOffered, ...unindexed]);
  const groupIds = new Set(second.modifierGroup.map((group) => group.groupId));
  const data: MenuCollectionData = {
    ...emptyCollection(),
    menuCategory: second.menuCategory.filter((category) => categoryIds.has(category.categoryId)),
    menuItem: items,
    menuItemIngredient: [...ingredientRows, ...olderIngredients].filter((ingredient) => ingredientItemIds.has(ingredient.itemId)),
    itemModifierGroup: links,
    modifierGroup: second.modifierGroup,
    modifierOption: second.modifierOption.filter((option) => groupIds.has(option.groupId)),
    comboItem: comboRows,
    comboComponent: components,
    comboComponentChoice: choices,
    menuItemTranslation: first.menuItemTranslation,
  };
  const defaultAllergens = new Map(items.flatMap((item) => (item.defaultAllergens ? [[item.itemId, item.defaultAllergens as AllergenCode[]] as const] : [])));
  return { restaurant: first.restaurant[0] ?? null, pause: pauseOf(first.orderingPause[0] ?? null, now), menu: toRestaurantMenu(data), defaultAllergens };
}

function uniqueKeys<K extends Record<string, string>>(keys: K[]): K[] {
  const seen = new Map(keys.map((key) => [JSON.stringify(Object.values(key)), key]));
  return [...seen.values()];
}

interface OrderedCombo {
  comboId: string;
  /** Read already (an item without the index: its combo was found by the restaurant's combos); else read by key. */
  row?: Row<'comboItem'>;
  componentIds: string[];
  /** Read already (an older combo's, by query); else read by key. */
  components?: Row<'comboComponent'>[];
}

/**
 * The line items' links and the combos they are, from each item's index on its row (no call); for an item written
 * before the index existed, read as before: its links (a query), the restaurant's combos (one query), an older
 * combo's components (a query per combo).
 */
async function linksOf(db: Db, restaurantId: string, lineItems: Row<'menuItem'>[]): Promise<{ links: Row<'itemModifierGroup'>[]; combos: OrderedCombo[] }> {
  const e = db.entities;
  const links: Row<'itemModifierGroup'>[] = lineItems.flatMap((item) =>
    (item.modifierGroupIds ?? []).map((groupId, position) => ({ restaurantId, itemId: item.itemId, groupId, position })),
  );
  const combos: OrderedCombo[] = lineItems.flatMap((item) =>
    item.comboRef?.comboId ? [{ comboId: item.comboRef.comboId, componentIds: item.comboRef.componentIds }] : [],
  );
  const unindexedLinks = lineItems.filter((item) => !item.modifierGroupIds).map((item) => item.itemId);
  const unindexedCombos = new Set(lineItems.filter((item) => !item.comboRef).map((item) => item.itemId));
  if (unindexedLinks.length === 0 && unindexedCombos.size === 0) return { links, combos };

  const [linkRows, comboMarkers] = await Promise.all([
    eachOf(unindexedLinks, (itemId) => e.itemModifierGroup.query.byRestaurant({ restaurantId, itemId }).go({ pages: 'all' })),
    unindexedCombos.size > 0 ? e.comboItem.query.byRestaurant({ restaurantId }).go({ pages: 'all' }) : Promise.resolve({ data: [] }),
  ]);
  // A combo's id need not be its item's id (older combos), so they are found by item.
  const older = comboMarkers.data.filter((combo) => unindexedCombos.has(combo.itemId));
  const componentRows = await eachOf(
    older.map((combo) => combo.comboId),
    (comboId) => e.comboComponent.query.byRestaurant({ restaurantId, comboId }).go({ pages: 'all' }),
  );
  const unindexed = new Set(unindexedLinks);
  for (const combo of older) {
    const components = componentRows.filter((component) => component.comboId === combo.comboId);
    combos.push({ comboId: combo.comboId, row: combo, componentIds: components.map((c) => c.componentId), components });
  }
  return { links: [...links, ...linkRows.filter((link) => unindexed.has(link.itemId))], combos };
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

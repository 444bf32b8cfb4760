/**
 * The stored menu as the diner's menu page sees it (shared/api PublicMenu). Pure: the one query that feeds it is in
 * ./public-menus. Diners see every category (an empty one says so on the page), only visible and active items
 * (sold-out ones flagged), and only what those items use.
 */
import type { PublicIngredient, PublicMenu } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import type { MenuItem, RestaurantMenu } from '../menu';
import { itemImage } from '../menu/image';
import { servedCombos } from './combos';
import { servedModifiers } from './modifiers';
import { byPosition } from './ordering';
import { toPublicRestaurant } from './public-restaurant';
import type { Storefront } from './storefront';
import { menuTranslator, resolveLanguage } from './translation';

/** On the menu: visible (not a draft), active, and in a category that still exists. */
export function isServed(item: Pick<MenuItem, 'visible' | 'isActive' | 'categoryId'>, categories: { has(categoryId: string): boolean }): boolean {
  return item.visible && item.isActive && categories.has(item.categoryId);
}

export function toPublicMenu(storefront: Storefront, menu: RestaurantMenu, requestedLang?: LanguageCode): PublicMenu {
  const restaurant = toPublicRestaurant(storefront);
  const lang = resolveLanguage(restaurant, requestedLang);
  const translate = menuTranslator(menu, lang, restaurant.defaultLanguage);

  const categories = byPosition(menu.categories);
  const categoryOrder = new Map(categories.map((c, index) => [c.id, index]));
  // Category by category, each in its own item order: the page can take a tab's items as they come.
  const served = byPosition(menu.items.filter((item) => isServed(item, categoryOrder))).sort(
    (a, b) => categoryOrder.get(a.categoryId)! - categoryOrder.get(b.categoryId)!,
  );
  const modifiers = servedModifiers(menu, new Set(served.map((i) => i.id)));
  const ingredientsOf = new Map<string, PublicIngredient[]>();
  for (const i of menu.ingredients) {
    const ingredient: PublicIngredient = {
      id: i.id,
      name: i.name,
      isDefaultIncluded: i.isDefaultIncluded,
      isRemovable: i.isRemovable,
      allergens: i.allergens,
      dietary: i.dietary,
    };
    ingredientsOf.set(i.itemId, [...(ingredientsOf.get(i.itemId) ?? []), ingredient]);
  }
  const comboOf = servedCombos(menu, new Map(served.filter((i) => !i.soldOut).map((i) => [i.id, i])), translate);

  return {
    restaurant,
    lang,
    categories: categories.map((c) => ({ id: c.id, name: translate.categoryName(c), position: c.position, ...(c.hours ? { hours: c.hours } : {}) })),
    items: served.map((item) => ({
      id: item.id,
      categoryId: item.categoryId,
      ...translate.itemText(item),
      priceCents: item.priceCents,
      imageUrl: item.imageUrl,
      imageAlt: item.imageAlt,
      image: itemImage(item),
      soldOut: item.soldOut,
      modifierGroupIds: modifiers.groupIdsOf(item.id),
      combo: comboOf(item.id),
      ingredients: ingredientsOf.get(item.id) ?? [],
      ...(item.hours ? { hours: item.hours } : {}),
    })),
    modifierGroups: modifiers.groups,
  };
}

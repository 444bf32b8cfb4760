/**
 * The whole menu of a restaurant in ONE query: the `menu` collection of the restaurant's partition. The collection also
 * holds the restaurant record and its branding (the `storefront` sub-collection), which the public menu reads in the
 * same query; `toRestaurantMenu` keeps only the menu entities.
 */
import type { Db } from '../../db/service';
import {
  toCategory,
  toCategoryTranslation,
  toCombo,
  toComboChoice,
  toComboComponent,
  toIngredient,
  toItem,
  toItemModifierGroup,
  toItemTranslation,
  toModifierGroup,
  toModifierOption,
  type RestaurantMenu,
} from './types';

/** Display order: position, then creation (or id) so that equal positions still list the same way every time. */
function byPosition<T extends { position: number }>(tieBreak: (row: T) => string) {
  return (a: T, b: T) => a.position - b.position || tieBreak(a).localeCompare(tieBreak(b));
}
const created = <T extends { createdAt: string; id: string }>(row: T) => `${row.createdAt}#${row.id}`;

/** What one query of the `menu` collection returns: the menu entities, plus the restaurant record and branding. */
export type MenuCollectionData = Awaited<ReturnType<ReturnType<Db['collections']['menu']>['go']>>['data'];

/** ONE query: every item of the restaurant's `menu` collection (pages beyond DynamoDB's 1 MB only for huge menus). */
export async function queryMenuCollection(db: Db, restaurantId: string, options: { consistent?: boolean } = {}): Promise<MenuCollectionData> {
  const { data } = await db.collections.menu({ restaurantId }).go({ pages: 'all', consistent: options.consistent ?? false });
  return data;
}

export async function readMenu(db: Db, restaurantId: string, options: { consistent?: boolean } = {}): Promise<RestaurantMenu> {
  return toRestaurantMenu(await queryMenuCollection(db, restaurantId, options));
}

export function toRestaurantMenu(data: MenuCollectionData): RestaurantMenu {
  return {
    categories: data.menuCategory.map(toCategory).sort(byPosition(created)),
    items: data.menuItem.map(toItem).sort(byPosition(created)),
    ingredients: data.menuItemIngredient.map(toIngredient).sort(byPosition((r) => r.id)),
    modifierGroups: data.modifierGroup.map(toModifierGroup).sort(byPosition((r) => r.id)),
    modifierOptions: data.modifierOption.map(toModifierOption).sort(byPosition((r) => r.id)),
    itemModifierGroups: data.itemModifierGroup.map(toItemModifierGroup).sort(byPosition((r) => r.groupId)),
    combos: data.comboItem.map(toCombo),
    comboComponents: data.comboComponent.map(toComboComponent).sort(byPosition((r) => r.id)),
    comboChoices: data.comboComponentChoice.map(toComboChoice).sort(byPosition((r) => r.choiceItemId)),
    categoryTranslations: data.menuCategoryTranslation.map(toCategoryTranslation),
    itemTranslations: data.menuItemTranslation.map(toItemTranslation),
  };
}

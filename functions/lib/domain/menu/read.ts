/**
 * The whole menu of a restaurant in ONE query round: the `menu` collection of the restaurant's partition and, beside
 * it in parallel, the translations it needs from the `translations` collection (every language, one language or
 * none: the language is the first part of a translation's sort key, so one language is one prefix). The `menu`
 * collection also holds the restaurant record and its branding (the `storefront` sub-collection), which the public
 * menu reads in the same query; `toRestaurantMenu` keeps only the menu entities.
 */
import type { LanguageCode } from '../../../../shared/languages';
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
type MenuBaseData = Awaited<ReturnType<ReturnType<Db['collections']['menu']>['go']>>['data'];
/** What one query of the `translations` collection returns: both translation entities. */
type TranslationsData = Awaited<ReturnType<ReturnType<Db['collections']['translations']>['go']>>['data'];
/** The menu collection with the translations read beside it. */
export type MenuCollectionData = MenuBaseData & TranslationsData;

/** Which translations a menu read takes: every language (the builder, the translations page), one, or none. */
export type TranslationsToRead = 'all' | 'none' | { lang: LanguageCode };

/** Every translation of the restaurant, both kinds, in ONE query of the `translations` collection. */
async function queryEveryTranslation(db: Db, restaurantId: string, consistent: boolean): Promise<TranslationsData> {
  const { data } = await db.collections.translations({ restaurantId }).go({ pages: 'all', consistent });
  return data;
}

/** One language's translations: one sort-key prefix per kind, queried in parallel. */
export async function queryTranslationsIn(db: Db, restaurantId: string, lang: LanguageCode, consistent = false): Promise<TranslationsData> {
  const [categories, items] = await Promise.all([
    db.entities.menuCategoryTranslation.query.byRestaurant({ restaurantId, lang }).go({ pages: 'all', consistent }),
    db.entities.menuItemTranslation.query.byRestaurant({ restaurantId, lang }).go({ pages: 'all', consistent }),
  ]);
  return { menuCategoryTranslation: categories.data, menuItemTranslation: items.data };
}

function queryTranslations(db: Db, restaurantId: string, which: TranslationsToRead, consistent: boolean): Promise<TranslationsData> {
  if (which === 'none') return Promise.resolve({ menuCategoryTranslation: [], menuItemTranslation: [] });
  if (which === 'all') return queryEveryTranslation(db, restaurantId, consistent);
  return queryTranslationsIn(db, restaurantId, which.lang, consistent);
}

/**
 * ONE query round: the restaurant's `menu` collection (pages beyond DynamoDB's 1 MB only for huge menus) and the
 * translations asked for (every language by default), in parallel.
 */
export async function queryMenuCollection(
  db: Db,
  restaurantId: string,
  options: { consistent?: boolean; translations?: TranslationsToRead } = {},
): Promise<MenuCollectionData> {
  const consistent = options.consistent ?? false;
  const [base, translations] = await Promise.all([
    db.collections.menu({ restaurantId }).go({ pages: 'all', consistent }),
    queryTranslations(db, restaurantId, options.translations ?? 'all', consistent),
  ]);
  return { ...base.data, ...translations };
}

/** The menu with its translations (every language unless `translations` says otherwise: deletes need them all). */
export async function readMenu(
  db: Db,
  restaurantId: string,
  options: { consistent?: boolean; translations?: TranslationsToRead } = {},
): Promise<RestaurantMenu> {
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

/**
 * The whole menu of a restaurant in ONE query round: the `menu` collection of the restaurant's partition and, beside
 * it in parallel, the translations it needs from the `translations` collection (every language, one language or
 * none: the language is the first part of a translation's sort key, so one language is one prefix). The `menu`
 * collection also holds the restaurant record and its branding (the `storefront` sub-collection), which the public
 * menu reads in the same query; `toRestaurantMenu` keeps only the menu entities.
 */
import { table } from '../../../../infra/table';
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

/**
 * What a read returns of each row: every attribute (`all`), or only what a diner's page can show (`diners`: the
 * menu-public read, issue 14). A stored row carries more than its content: the table keys (pk and sk, which repeat
 * the restaurant and the row's ids), the restaurant id, and on a translation its bookkeeping (language, provenance,
 * lock, provider, who and when). `diners` leaves those in the table, so the read is about the size of its answer,
 * and puts back the two the read knows (the restaurant id, and the language of a one-language read).
 */
export type AttributesToRead = 'all' | 'diners';

/** The menu collection's entities (its query returns one list per entity; the type demands every one). */
const MENU_ENTITIES = {
  restaurant: true,
  branding: true,
  menuCategory: true,
  menuItem: true,
  menuItemIngredient: true,
  modifierGroup: true,
  modifierOption: true,
  itemModifierGroup: true,
  comboItem: true,
  comboComponent: true,
  comboComponentChoice: true,
} as const satisfies Record<keyof MenuBaseData, true>;
const TRANSLATION_ENTITIES = { menuCategoryTranslation: true, menuItemTranslation: true } as const satisfies Record<keyof TranslationsData, true>;

/**
 * Attributes no diner sees (`diners`): the restaurant id on every row, a translation's bookkeeping, and checkout's
 * index of an item's links (db/entities/menu-item.ts: the diner's page has the links themselves).
 */
const NOT_FOR_DINERS = new Set(['restaurantId', 'lang', 'provenance', 'locked', 'provider', 'updatedBy', 'updatedAt', 'modifierGroupIds', 'comboRef', 'defaultAllergens']);
/** ElectroDB's entity and version tags: a collection's rows are told apart by them, so every projection keeps them. */
const ENTITY_TAGS = Object.values(table.entityTags);

/** Every attribute the entities declare, except the ones no diner sees. */
function dinerAttributes(db: Db, entities: Record<string, true>): string[] {
  const names = Object.keys(entities).flatMap((entity) => Object.keys(db.entities[entity as keyof Db['entities']].schema.attributes));
  return [...new Set(names)].filter((name) => !NOT_FOR_DINERS.has(name));
}

/**
 * go() options that return only `attributes` and the entity tags. ElectroDB's own `attributes` option always adds
 * the table keys, the largest part of a small row; this projection is written over the query's own parameters
 * (its names kept: the key condition and the entity filter use them). The tags stay: ElectroDB sorts a collection's
 * rows into entities by them, and drops a row it cannot tell is its own (a row without tags or keys).
 */
function projecting(query: { params(): object }, attributes: readonly string[]) {
  const { ExpressionAttributeNames: names } = query.params() as { ExpressionAttributeNames?: Record<string, string> };
  const placeholders = [...attributes, ...ENTITY_TAGS].map((attribute, i) => [`#projected${i}`, attribute] as const);
  return {
    params: {
      ExpressionAttributeNames: { ...names, ...Object.fromEntries(placeholders) },
      ProjectionExpression: placeholders.map(([placeholder]) => placeholder).join(', '),
    },
  };
}

/** Every translation of the restaurant, both kinds, in ONE query of the `translations` collection. */
async function queryEveryTranslation(db: Db, restaurantId: string, consistent: boolean): Promise<TranslationsData> {
  const { data } = await db.collections.translations({ restaurantId }).go({ pages: 'all', consistent });
  return data;
}

/** One language's translations: one sort-key prefix per kind, queried in parallel. */
export async function queryTranslationsIn(
  db: Db,
  restaurantId: string,
  lang: LanguageCode,
  consistent = false,
  attributes: AttributesToRead = 'all',
): Promise<TranslationsData> {
  const categoryQuery = db.entities.menuCategoryTranslation.query.byRestaurant({ restaurantId, lang });
  const itemQuery = db.entities.menuItemTranslation.query.byRestaurant({ restaurantId, lang });
  const only = attributes === 'diners' ? dinerAttributes(db, TRANSLATION_ENTITIES) : null;
  const [categories, items] = await Promise.all([
    categoryQuery.go({ pages: 'all', consistent, ...(only && projecting(categoryQuery, only)) }),
    itemQuery.go({ pages: 'all', consistent, ...(only && projecting(itemQuery, only)) }),
  ]);
  if (!only) return { menuCategoryTranslation: categories.data, menuItemTranslation: items.data };
  // The bookkeeping stayed in the table; the restaurant and the language are the query's own.
  return {
    menuCategoryTranslation: categories.data.map((row) => ({ ...row, restaurantId, lang })),
    menuItemTranslation: items.data.map((row) => ({ ...row, restaurantId, lang })),
  };
}

function queryTranslations(
  db: Db,
  restaurantId: string,
  which: TranslationsToRead,
  consistent: boolean,
  attributes: AttributesToRead,
): Promise<TranslationsData> {
  if (which === 'none') return Promise.resolve({ menuCategoryTranslation: [], menuItemTranslation: [] });
  if (which === 'all') {
    if (attributes === 'diners') throw new Error('A read for diners takes one language');
    return queryEveryTranslation(db, restaurantId, consistent);
  }
  return queryTranslationsIn(db, restaurantId, which.lang, consistent, attributes);
}

/** The `menu` collection, whole rows or as diners see them (the restaurant id put back on each row). */
async function queryMenuBase(db: Db, restaurantId: string, consistent: boolean, attributes: AttributesToRead): Promise<MenuBaseData> {
  const query = db.collections.menu({ restaurantId });
  if (attributes === 'all') return (await query.go({ pages: 'all', consistent })).data;
  const { data } = await query.go({ pages: 'all', consistent, ...projecting(query, dinerAttributes(db, MENU_ENTITIES)) });
  const rows: Record<string, object[]> = data;
  return Object.fromEntries(Object.entries(rows).map(([entity, list]) => [entity, list.map((row) => ({ ...row, restaurantId }))])) as unknown as MenuBaseData;
}

/**
 * ONE query round: the restaurant's `menu` collection (pages beyond DynamoDB's 1 MB only for huge menus) and the
 * translations asked for (every language by default), in parallel. `attributes: 'diners'` reads only what a diner's
 * page shows (with one language's translations or none).
 */
export async function queryMenuCollection(
  db: Db,
  restaurantId: string,
  options: { consistent?: boolean; translations?: TranslationsToRead; attributes?: AttributesToRead } = {},
): Promise<MenuCollectionData> {
  const consistent = options.consistent ?? false;
  const attributes = options.attributes ?? 'all';
  const [base, translations] = await Promise.all([
    queryMenuBase(db, restaurantId, consistent, attributes),
    queryTranslations(db, restaurantId, options.translations ?? 'all', consistent, attributes),
  ]);
  return { ...base, ...translations };
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

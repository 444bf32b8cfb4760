/**
 * Every menu entity lives in the restaurant's partition under the `menu` collection, so the whole menu
 * (categories, items, ingredients, modifier groups and options, their links, combos) is read with ONE query
 * (DESIGN.md 5). Each entity's sort key starts with its parent's id, so children sort next to their parent. The
 * translations sit beside it in the same partition, in their own `translations` collection, language first
 * (./translations-collection.ts): a read in one language takes that language's and no other.
 *
 * The restaurant's own record and its branding sit in the same collection as a sub-collection, `storefront`:
 * the public menu page gets the restaurant, its colours and the whole menu from one query of `menu`, and the
 * entry page gets just the restaurant and its colours from one query of `storefront`.
 */
import { primaryCollectionIndex, primaryIndex } from '../keys';

export const MENU_COLLECTION = 'menu';
export const STOREFRONT_COLLECTION = 'storefront';

export function menuIndex<const S extends readonly string[]>(sortKey: S) {
  return primaryCollectionIndex(MENU_COLLECTION, ['restaurantId'], sortKey);
}

/** One item per restaurant (the record, the branding): sort key `$menu#storefront#<entity>`. */
export function storefrontIndex() {
  return { collection: [MENU_COLLECTION, STOREFRONT_COLLECTION] as const, ...primaryIndex(['restaurantId'], []) };
}

export const SELECTION_TYPES = ['single', 'multi'] as const;
export const TRANSLATION_PROVENANCES = ['manual', 'machine'] as const;

/**
 * Every menu entity lives in the restaurant's partition under the `menu` collection, so the whole menu
 * (categories, items, ingredients, modifier groups and options, their links, combos and both translation tables)
 * is read with ONE query (DESIGN.md 5). Each entity's sort key starts with its parent's id, so children sort
 * next to their parent.
 */
import { primaryCollectionIndex } from '../keys';

export const MENU_COLLECTION = 'menu';

export function menuIndex<const S extends readonly string[]>(sortKey: S) {
  return primaryCollectionIndex(MENU_COLLECTION, ['restaurantId'], sortKey);
}

export const SELECTION_TYPES = ['single', 'multi'] as const;
export const TRANSLATION_PROVENANCES = ['manual', 'machine'] as const;

/**
 * Menu translations live in their own collection of the restaurant's partition, `translations`, with the language
 * first in the sort key (`$translations#<entity>_<version>#lang_<lang>#<id>`): one language's translations are one
 * sort-key prefix per entity, so a menu read in one language reads that language's and no other (issue 14), and the
 * whole collection (every language, both entities) is one query for the pages that show them all. It is not part of
 * the `menu` collection (whose query is begins_with `$menu`), so the base menu is read without any translation.
 */
import { primaryCollectionIndex } from '../keys';

export const TRANSLATIONS_COLLECTION = 'translations';

export function translationsIndex<const S extends readonly string[]>(sortKey: S) {
  return primaryCollectionIndex(TRANSLATIONS_COLLECTION, ['restaurantId'], sortKey);
}

/**
 * The menu builder's search and filters (SPEC.md 2 'Alternate (newer) builder'), pure: which items match, which
 * categories show. A category shows when it is the one chosen, or when any of its items matches; with no filter, all.
 */
import type { BuilderCategory, BuilderItem, MenuBuilder } from '@shared/api/menu-builder';
import { itemsOf } from './api/lists';

export type Visibility = 'all' | 'visible' | 'draft';
export type Availability = 'all' | 'in-stock' | 'sold-out';

export interface Filters {
  search: string;
  categoryId: string;
  visibility: Visibility;
  availability: Availability;
}

export const NO_FILTERS: Filters = { search: '', categoryId: 'all', visibility: 'all', availability: 'all' };

/** Whether any filter is on (then the list is not reordered: positions would be guesses). */
export function isFiltering(filters: Filters): boolean {
  return filters.search.trim() !== '' || filters.categoryId !== 'all' || filters.visibility !== 'all' || filters.availability !== 'all';
}

/** The search (name or description, any case) and the visibility and availability filters; the category is not asked. */
export function matches(item: BuilderItem, filters: Filters): boolean {
  const query = filters.search.trim().toLowerCase();
  if (query && !item.name.toLowerCase().includes(query) && !(item.description ?? '').toLowerCase().includes(query)) return false;
  if (filters.visibility === 'visible' && !item.visible) return false;
  if (filters.visibility === 'draft' && item.visible) return false;
  if (filters.availability === 'in-stock' && item.soldOut) return false;
  if (filters.availability === 'sold-out' && !item.soldOut) return false;
  return true;
}

/** The category's items that match, in display order. */
export function shownItems(menu: MenuBuilder, categoryId: string, filters: Filters): BuilderItem[] {
  return itemsOf(menu, categoryId).filter((item) => matches(item, filters));
}

/** The categories shown: the one chosen (even with no match, to say so), else those with a matching item. */
export function shownCategories(menu: MenuBuilder, filters: Filters): BuilderCategory[] {
  const filtering = isFiltering(filters);
  return menu.categories.filter((category) => {
    if (filters.categoryId !== 'all' && category.id !== filters.categoryId) return false;
    if (!filtering || filters.categoryId === category.id) return true;
    return shownItems(menu, category.id, filters).length > 0;
  });
}

/** How many items the shown categories show, for the screen reader's 'n items match'. */
export function shownItemCount(menu: MenuBuilder, filters: Filters): number {
  return shownCategories(menu, filters).reduce((n, category) => n + shownItems(menu, category.id, filters).length, 0);
}

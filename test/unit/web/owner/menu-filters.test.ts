import { describe, expect, it } from 'vitest';
import type { BuilderItem, MenuBuilder } from '../../../../shared/api/menu-builder';
import {
  isFiltering,
  matches,
  NO_FILTERS,
  shownCategories,
  shownItemCount,
  shownItems,
  type Filters,
} from '../../../../web/src/features/owner/menu-builder/menu-filters';
import { emptyBuilder, item as builderItem } from '../../../component/support/menu-builder';

const item = (id: string, name: string, categoryId: string, over: Partial<BuilderItem>) => builderItem(id, name, { categoryId, ...over });

const menu: MenuBuilder = emptyBuilder({
  categories: [
    { id: 'c-mains', name: 'Mains', position: 0 },
    { id: 'c-drinks', name: 'Drinks', position: 1 },
    { id: 'c-empty', name: 'Desserts', position: 2 },
  ],
  items: [
    item('i-burger', 'Burger', 'c-mains', { description: 'Beef, CHEDDAR', visible: true, soldOut: false }),
    item('i-salad', 'Salad', 'c-mains', { description: null, visible: false, soldOut: false }),
    item('i-soda', 'Soda', 'c-drinks', { description: 'Fizzy', visible: true, soldOut: true }),
  ],
});
const names = (items: readonly { name: string }[]) => items.map((i) => i.name);
const filters = (over: Partial<Filters>): Filters => ({ ...NO_FILTERS, ...over });

describe('the menu builder filters', () => {
  it('with no filter, shows every category (the empty one too) and every item, and the list may be reordered', () => {
    expect(isFiltering(NO_FILTERS)).toBe(false);
    expect(names(shownCategories(menu, NO_FILTERS))).toEqual(['Mains', 'Drinks', 'Desserts']);
    expect(shownItemCount(menu, NO_FILTERS)).toBe(3);
  });

  it('counts blank search as no search, and any other filter as filtering', () => {
    expect(isFiltering(filters({ search: '   ' }))).toBe(false);
    for (const over of [{ search: 'a' }, { categoryId: 'c-mains' }, { visibility: 'draft' }, { availability: 'sold-out' }] as const) {
      expect(isFiltering(filters(over)), JSON.stringify(over)).toBe(true);
    }
  });

  it('searches names and descriptions, trimmed and in any case', () => {
    const search = (text: string) => names(menu.items.filter((i) => matches(i, filters({ search: text }))));
    expect(search(' cheddar ')).toEqual(['Burger']);
    expect(search('SALAD')).toEqual(['Salad']);
    expect(search('fizz')).toEqual(['Soda']);
    expect(search('pizza')).toEqual([]);
  });

  it('filters by visibility (Visible / Draft) and availability (In Stock / Sold Out)', () => {
    const shown = (over: Partial<Filters>) => names(menu.items.filter((i) => matches(i, filters(over))));
    expect(shown({ visibility: 'visible' })).toEqual(['Burger', 'Soda']);
    expect(shown({ visibility: 'draft' })).toEqual(['Salad']);
    expect(shown({ availability: 'in-stock' })).toEqual(['Burger', 'Salad']);
    expect(shown({ availability: 'sold-out' })).toEqual(['Soda']);
    expect(shown({ visibility: 'visible', availability: 'in-stock' })).toEqual(['Burger']);
  });

  it('while filtering, shows only the categories with a match, and counts the matches', () => {
    const drafts = filters({ visibility: 'draft' });
    expect(names(shownCategories(menu, drafts))).toEqual(['Mains']);
    expect(names(shownItems(menu, 'c-mains', drafts))).toEqual(['Salad']);
    expect(shownItemCount(menu, drafts)).toBe(1);
    expect(shownCategories(menu, filters({ search: 'pizza' }))).toEqual([]);
  });

  it('a chosen category shows alone, even with nothing in it matching (to say so)', () => {
    expect(names(shownCategories(menu, filters({ categoryId: 'c-drinks' })))).toEqual(['Drinks']);
    expect(names(shownCategories(menu, filters({ categoryId: 'c-empty' })))).toEqual(['Desserts']);
    const noMatch = filters({ categoryId: 'c-drinks', visibility: 'draft' });
    expect(names(shownCategories(menu, noMatch))).toEqual(['Drinks']);
    expect(shownItems(menu, 'c-drinks', noMatch)).toEqual([]);
    expect(shownItemCount(menu, noMatch)).toBe(0);
  });
});

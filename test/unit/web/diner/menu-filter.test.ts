import { describe, expect, it } from 'vitest';
import { itemDiet, type AllergenCode, type DietaryFlag } from '../../../../shared/allergens';
import type { PublicIngredient } from '../../../../shared/api';
import {
  filterChoices,
  filterCount,
  itemVisibility,
  NO_FILTER,
  parseStoredFilter,
  toggleAllergen,
  toggleDiet,
} from '../../../../web/src/features/diner/menu/menu-filter';

const ingredient = (name: string, allergens: AllergenCode[], dietary: DietaryFlag[], isRemovable = true): PublicIngredient => ({
  id: name,
  name,
  isDefaultIncluded: true,
  isRemovable,
  allergens,
  dietary,
});

/** Satay: the peanut sauce IS the dish. Salad: peanuts on top, which can be left out. Soup: vegan. Fish: none. */
const satay = itemDiet([ingredient('Chicken', [], ['gluten_free']), ingredient('Peanut sauce', ['peanuts'], ['vegan'], false)]);
const salad = itemDiet([ingredient('Lettuce', [], ['vegan']), ingredient('Peanuts', ['peanuts'], ['vegan'])]);
const soup = itemDiet([ingredient('Tomato', [], ['vegan', 'gluten_free'])]);
const fish = itemDiet([ingredient('Cod', ['fish'], ['gluten_free'], false)]);

describe('menu filter', () => {
  it('hides an item that contains a filtered allergen, keeps one that can be made without it with a note', () => {
    const filter = toggleAllergen(NO_FILTER, 'peanuts', true);
    expect(itemVisibility(satay, filter)).toEqual({ shown: false });
    expect(itemVisibility(salad, filter)).toEqual({ shown: true, avoid: ['peanuts'] });
    expect(itemVisibility(soup, filter)).toEqual({ shown: true, avoid: [] });
  });

  it('keeps only the items that have every chosen diet', () => {
    const vegetarian = toggleDiet(NO_FILTER, 'vegetarian', true);
    expect([satay, salad, soup, fish].map((d) => itemVisibility(d, vegetarian).shown)).toEqual([false, true, true, false]);
    const veganGlutenFree = toggleDiet(toggleDiet(NO_FILTER, 'vegan', true), 'gluten_free', true);
    expect([satay, salad, soup, fish].map((d) => itemVisibility(d, veganGlutenFree).shown)).toEqual([false, false, true, false]);
    expect(filterCount(veganGlutenFree)).toBe(2);
    expect(filterCount(toggleDiet(veganGlutenFree, 'vegan', false))).toBe(1);
  });

  it('shows everything with no filter, and offers only what the menu has', () => {
    expect([satay, salad, soup, fish].every((d) => itemVisibility(d, NO_FILTER).shown)).toBe(true);
    expect(filterChoices([satay, salad, soup, fish])).toEqual({ allergens: ['fish', 'peanuts'], diets: ['vegetarian', 'vegan', 'gluten_free'] });
    expect(filterChoices([fish])).toEqual({ allergens: ['fish'], diets: ['gluten_free'] });
    expect(filterChoices([])).toEqual({ allergens: [], diets: [] });
  });

  it('reads a stored filter forgivingly', () => {
    expect(parseStoredFilter(JSON.stringify({ hideAllergens: ['peanuts', 'bogus'], diets: ['vegan'] }))).toEqual({ hideAllergens: ['peanuts'], diets: ['vegan'] });
    expect(parseStoredFilter('{broken')).toEqual(NO_FILTER);
    expect(parseStoredFilter(null)).toEqual(NO_FILTER);
  });
});

import { describe, expect, it } from 'vitest';
import {
  ALLERGEN_CODES,
  ALLERGEN_LABELS,
  ALLERGENS,
  DIETARY_FLAG_CODES,
  dietConflicts,
  effectiveDietary,
  itemDiet,
  sortAllergens,
  type DietIngredient,
} from '../../../shared/allergens';

const ingredient = (over: Partial<DietIngredient> = {}): DietIngredient => ({
  isDefaultIncluded: true,
  isRemovable: true,
  allergens: [],
  dietary: [],
  ...over,
});

describe('the allergen and flag lists', () => {
  it('are the 14 EU allergens with stable codes and English labels', () => {
    expect(ALLERGEN_CODES).toEqual([
      'gluten',
      'crustaceans',
      'eggs',
      'fish',
      'peanuts',
      'soybeans',
      'milk',
      'nuts',
      'celery',
      'mustard',
      'sesame',
      'sulphites',
      'lupin',
      'molluscs',
    ]);
    expect(ALLERGENS.every((a) => a.label.length > 0)).toBe(true);
    expect(ALLERGEN_LABELS.nuts).toBe('Tree nuts');
    expect(DIETARY_FLAG_CODES).toEqual(['vegetarian', 'vegan', 'gluten_free']);
  });

  it('sorts codes canonically, once each, dropping unknown ones', () => {
    expect(sortAllergens(['milk', 'gluten', 'milk', 'glitter'])).toEqual(['gluten', 'milk']);
  });

  it('counts a vegan ingredient as vegetarian', () => {
    expect(effectiveDietary(['vegan'])).toEqual(['vegetarian', 'vegan']);
    expect(effectiveDietary(['gluten_free'])).toEqual(['gluten_free']);
  });
});

describe('dietConflicts', () => {
  it('names the allergens a flag rules out', () => {
    expect(dietConflicts(['milk'], ['vegan'])).toEqual(['An ingredient with Milk cannot be Vegan']);
    expect(dietConflicts(['fish', 'eggs'], ['vegetarian', 'vegan'])).toEqual([
      'An ingredient with Fish cannot be Vegetarian',
      'An ingredient with Eggs, Fish cannot be Vegan',
    ]);
    expect(dietConflicts(['gluten'], ['gluten_free'])).toEqual(['An ingredient with Cereals containing gluten cannot be Gluten-free']);
  });

  it('allows what goes together', () => {
    expect(dietConflicts(['milk', 'eggs'], ['vegetarian', 'gluten_free'])).toEqual([]);
    expect(dietConflicts(['peanuts', 'soybeans'], ['vegan'])).toEqual([]);
    expect(dietConflicts([], [])).toEqual([]);
  });
});

describe('itemDiet', () => {
  it('an item without default-included ingredients has no allergens and no flags (nothing is known)', () => {
    expect(itemDiet([])).toEqual({ allergens: [], avoidableAllergens: [], dietary: [] });
    expect(itemDiet([ingredient({ isDefaultIncluded: false, dietary: ['vegan'], allergens: ['peanuts'] })])).toEqual({
      allergens: [],
      avoidableAllergens: [],
      dietary: [],
    });
  });

  it('contains every allergen of its default-included ingredients, in canonical order', () => {
    const diet = itemDiet([ingredient({ allergens: ['sesame', 'milk'] }), ingredient({ allergens: ['gluten', 'milk'] })]);
    expect(diet.allergens).toEqual(['gluten', 'milk', 'sesame']);
  });

  it('an allergen is avoidable only when every default-included ingredient carrying it is removable', () => {
    const diet = itemDiet([
      ingredient({ allergens: ['peanuts'], isRemovable: true }),
      ingredient({ allergens: ['milk'], isRemovable: true }),
      ingredient({ allergens: ['milk'], isRemovable: false }),
      ingredient({ allergens: ['fish'], isDefaultIncluded: false, isRemovable: false }),
    ]);
    expect(diet.allergens).toEqual(['peanuts', 'milk']);
    expect(diet.avoidableAllergens).toEqual(['peanuts']);
  });

  it('is vegetarian only if every default-included ingredient is (vegan counting as vegetarian)', () => {
    expect(itemDiet([ingredient({ dietary: ['vegetarian'] }), ingredient({ dietary: ['vegan'] })]).dietary).toEqual(['vegetarian']);
    expect(itemDiet([ingredient({ dietary: ['vegan', 'gluten_free'] }), ingredient({ dietary: ['vegan'] })]).dietary).toEqual([
      'vegetarian',
      'vegan',
    ]);
    expect(itemDiet([ingredient({ dietary: ['vegetarian'] }), ingredient({ dietary: [] })]).dietary).toEqual([]);
  });

  it('ignores ingredients not included by default for the flags', () => {
    const diet = itemDiet([ingredient({ dietary: ['vegan'] }), ingredient({ isDefaultIncluded: false, allergens: ['fish'] })]);
    expect(diet.dietary).toEqual(['vegetarian', 'vegan']);
  });

  it('does not count a flag the ingredient\'s own allergens contradict', () => {
    expect(itemDiet([ingredient({ dietary: ['vegan'], allergens: ['milk'] })]).dietary).toEqual(['vegetarian']);
    expect(itemDiet([ingredient({ dietary: ['gluten_free'], allergens: ['gluten'] })]).dietary).toEqual([]);
  });
});

/**
 * The menu's allergen and diet filter (issue 11). Pure: the page renders it, the unit tests check it.
 *
 * What an item is made of comes from `itemDiet` (shared/allergens.ts) over its ingredients:
 *  - "Hide items with" an allergen hides an item that CONTAINS it, unless every ingredient carrying it can be left
 *    out: then the item stays, with a note that it can be made without it;
 *  - a diet ("Vegetarian") keeps only the items that have that flag.
 * The choices offered are only those that matter on this menu: allergens some item contains, diets some item has.
 */
import { ALLERGEN_CODES, DIETARY_FLAG_CODES, itemDiet, type AllergenCode, type DietaryFlag, type ItemDiet } from '@shared/allergens';
import type { PublicMenuItem } from '@shared/api';

export interface MenuFilter {
  hideAllergens: readonly AllergenCode[];
  diets: readonly DietaryFlag[];
}

export const NO_FILTER: MenuFilter = { hideAllergens: [], diets: [] };

export function filterCount(filter: MenuFilter): number {
  return filter.hideAllergens.length + filter.diets.length;
}

export type ItemVisibility = { shown: false } | { shown: true; /** Filtered allergens the diner must ask to leave out. */ avoid: AllergenCode[] };

export function itemVisibility(diet: ItemDiet, filter: MenuFilter): ItemVisibility {
  if (filter.diets.some((flag) => !diet.dietary.includes(flag))) return { shown: false };
  const contained = filter.hideAllergens.filter((code) => diet.allergens.includes(code));
  if (contained.some((code) => !diet.avoidableAllergens.includes(code))) return { shown: false };
  return { shown: true, avoid: ALLERGEN_CODES.filter((code) => contained.includes(code)) };
}

/** Each item's diet, worked out once per menu. */
export function dietsOf(items: readonly PublicMenuItem[]): Map<string, ItemDiet> {
  return new Map(items.map((item) => [item.id, itemDiet(item.ingredients)]));
}

/** The allergens and diets worth offering as filters on this menu, in canonical order. */
export function filterChoices(diets: Iterable<ItemDiet>): { allergens: AllergenCode[]; diets: DietaryFlag[] } {
  const allergens = new Set<AllergenCode>();
  const flags = new Set<DietaryFlag>();
  for (const diet of diets) {
    diet.allergens.forEach((code) => allergens.add(code));
    diet.dietary.forEach((flag) => flags.add(flag));
  }
  return { allergens: ALLERGEN_CODES.filter((c) => allergens.has(c)), diets: DIETARY_FLAG_CODES.filter((f) => flags.has(f)) };
}

function toggled<T>(values: readonly T[], value: T, on: boolean): T[] {
  const rest = values.filter((v) => v !== value);
  return on ? [...rest, value] : rest;
}

export const toggleAllergen = (filter: MenuFilter, code: AllergenCode, on: boolean): MenuFilter => ({
  ...filter,
  hideAllergens: toggled(filter.hideAllergens, code, on),
});

export const toggleDiet = (filter: MenuFilter, flag: DietaryFlag, on: boolean): MenuFilter => ({
  ...filter,
  diets: toggled(filter.diets, flag, on),
});

/** The filter kept for the tab (back and forward keep it); anything unreadable is no filter. */
export function parseStoredFilter(text: string | null): MenuFilter {
  try {
    const value = JSON.parse(text ?? 'null') as Partial<Record<keyof MenuFilter, unknown>> | null;
    const pick = <T extends string>(list: unknown, known: readonly T[]): T[] =>
      Array.isArray(list) ? known.filter((code) => list.includes(code)) : [];
    return { hideAllergens: pick(value?.hideAllergens, ALLERGEN_CODES), diets: pick(value?.diets, DIETARY_FLAG_CODES) };
  } catch {
    return NO_FILTER;
  }
}

/**
 * Allergens and dietary flags of menu ingredients, and what they make of an item (issue 11). Pure: the builder page,
 * the functions and the diner's menu all use these.
 *
 * - Allergens: the 14 of EU Regulation 1169/2011, Annex II, each with a stable code (stored, sent, filtered on; never
 *   renamed) and its English label. Translated labels belong to the diner's strings, keyed by these codes.
 * - Dietary flags on an ingredient: 'vegetarian', 'vegan', 'gluten_free'. A vegan ingredient is vegetarian too.
 *
 * What an ingredient's tags make of its item (`itemDiet`): only the DEFAULT-INCLUDED ingredients are in the dish (an
 * ingredient that is not included by default is not served unless chosen), so
 *  - the item CONTAINS every allergen of a default-included ingredient;
 *  - an allergen is AVOIDABLE when every default-included ingredient carrying it is removable (the diner can order
 *    the dish "no peanuts");
 *  - the item HAS a dietary flag only if it has at least one default-included ingredient and every one of them has
 *    the flag (no ingredients: nothing is known, so no flag). A flag an ingredient's own allergens contradict (a
 *    vegan ingredient with milk) does not count; the API refuses to store such an ingredient (`dietConflicts`).
 */

export const ALLERGENS = [
  { code: 'gluten', label: 'Cereals containing gluten' },
  { code: 'crustaceans', label: 'Crustaceans' },
  { code: 'eggs', label: 'Eggs' },
  { code: 'fish', label: 'Fish' },
  { code: 'peanuts', label: 'Peanuts' },
  { code: 'soybeans', label: 'Soybeans' },
  { code: 'milk', label: 'Milk' },
  { code: 'nuts', label: 'Tree nuts' },
  { code: 'celery', label: 'Celery' },
  { code: 'mustard', label: 'Mustard' },
  { code: 'sesame', label: 'Sesame seeds' },
  { code: 'sulphites', label: 'Sulphur dioxide and sulphites' },
  { code: 'lupin', label: 'Lupin' },
  { code: 'molluscs', label: 'Molluscs' },
] as const;

export type AllergenCode = (typeof ALLERGENS)[number]['code'];
export const ALLERGEN_CODES = ALLERGENS.map((a) => a.code) as [AllergenCode, ...AllergenCode[]];
export const ALLERGEN_LABELS = Object.fromEntries(ALLERGENS.map((a) => [a.code, a.label])) as Record<AllergenCode, string>;
/** Short English names where space is tight (the kitchen's screen and paper tickets): 'Gluten', 'Soy', 'Sulphites'. */
export const ALLERGEN_SHORT_LABELS: Record<AllergenCode, string> = {
  ...ALLERGEN_LABELS,
  gluten: 'Gluten',
  soybeans: 'Soy',
  sesame: 'Sesame',
  sulphites: 'Sulphites',
};

export const DIETARY_FLAGS = [
  { code: 'vegetarian', label: 'Vegetarian' },
  { code: 'vegan', label: 'Vegan' },
  { code: 'gluten_free', label: 'Gluten-free' },
] as const;

export type DietaryFlag = (typeof DIETARY_FLAGS)[number]['code'];
export const DIETARY_FLAG_CODES = DIETARY_FLAGS.map((d) => d.code) as [DietaryFlag, ...DietaryFlag[]];
export const DIETARY_FLAG_LABELS = Object.fromEntries(DIETARY_FLAGS.map((d) => [d.code, d.label])) as Record<DietaryFlag, string>;

/** The allergens each flag rules out: an ingredient carrying one of them cannot have the flag. */
const RULED_OUT: Record<DietaryFlag, readonly AllergenCode[]> = {
  vegetarian: ['fish', 'crustaceans', 'molluscs'],
  vegan: ['fish', 'crustaceans', 'molluscs', 'milk', 'eggs'],
  gluten_free: ['gluten'],
};

/** Codes in the canonical order of the lists above, each once; unknown codes dropped. */
export function sortAllergens(codes: Iterable<string>): AllergenCode[] {
  const set = new Set(codes);
  return ALLERGEN_CODES.filter((c) => set.has(c));
}
export function sortDietary(codes: Iterable<string>): DietaryFlag[] {
  const set = new Set(codes);
  return DIETARY_FLAG_CODES.filter((c) => set.has(c));
}

/** The flags an ingredient really has: its own, plus vegetarian when vegan. */
export function effectiveDietary(dietary: readonly DietaryFlag[]): DietaryFlag[] {
  return sortDietary(dietary.includes('vegan') ? [...dietary, 'vegetarian'] : dietary);
}

/**
 * Why these tags cannot go together on one ingredient ([] when they can), e.g.
 * 'An ingredient with Milk cannot be Vegan'. Used to refuse such an ingredient with a 400.
 */
export function dietConflicts(allergens: readonly AllergenCode[], dietary: readonly DietaryFlag[]): string[] {
  const messages: string[] = [];
  for (const flag of sortDietary(dietary)) {
    const clash = sortAllergens(allergens).filter((a) => RULED_OUT[flag].includes(a));
    if (clash.length > 0) {
      messages.push(`An ingredient with ${clash.map((a) => ALLERGEN_LABELS[a]).join(', ')} cannot be ${DIETARY_FLAG_LABELS[flag]}`);
    }
  }
  return messages;
}

export interface DietIngredient {
  isDefaultIncluded: boolean;
  isRemovable: boolean;
  allergens: readonly AllergenCode[];
  dietary: readonly DietaryFlag[];
}

export interface ItemDiet {
  /** Every allergen of a default-included ingredient, in canonical order. */
  allergens: AllergenCode[];
  /** Those of `allergens` that removing removable ingredients takes out of the dish. */
  avoidableAllergens: AllergenCode[];
  /** The flags every default-included ingredient has (none when the item has no default-included ingredient). */
  dietary: DietaryFlag[];
}

/** What an item's ingredients make of it (see the header comment for the rules). */
export function itemDiet(ingredients: readonly DietIngredient[]): ItemDiet {
  const inDish = ingredients.filter((i) => i.isDefaultIncluded);
  const allergens = sortAllergens(inDish.flatMap((i) => i.allergens));
  const avoidableAllergens = allergens.filter((code) => inDish.every((i) => !i.allergens.includes(code) || i.isRemovable));
  const dietary =
    inDish.length === 0
      ? []
      : DIETARY_FLAG_CODES.filter((flag) =>
          inDish.every((i) => effectiveDietary(i.dietary).includes(flag) && !i.allergens.some((a) => RULED_OUT[flag].includes(a))),
        );
  return { allergens, avoidableAllergens, dietary };
}

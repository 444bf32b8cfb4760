/**
 * The rules of modifier groups and combos (SPEC.md 3-5, DESIGN.md 9.3) as pure functions: the builder's form checks
 * with them before saving, the server checks with them again before writing, and the diner's checkout counts choices
 * with `choiceBounds`, so all three agree on what a group allows.
 *
 * A modifier group:
 *  - new: 'New Group', single choice, optional, min 0, max 1 (SPEC.md 4);
 *  - single choice: exactly one option at most, so max is 1 and min is 1 when required, else 0;
 *  - multi choice: min at least 0, max at least 1 (SPEC.md 5), min never above max; a required group asks for at
 *    least one (min is raised to 1); an optional group with a min asks for nothing or at least min;
 *  - defaults: a single-choice group has at most one default option, a multi-choice group at most max.
 * A combo: components with a non-empty label, quantity at least 1 (SPEC.md 5), choices that are other items (never
 * the combo itself), each once.
 */

export type SelectionType = 'single' | 'multi';
export type ComboPricingMode = 'fixed' | 'dynamic';

/** Most options a diner may choose in one group (a cart line carries at most 50 option ids). */
export const MAX_SELECT_LIMIT = 20;
export const MAX_OPTIONS_PER_GROUP = 30;
export const MAX_GROUPS_PER_ITEM = 20;
export const MAX_COMBO_COMPONENTS = 6;
export const MAX_CHOICES_PER_COMPONENT = 12;
export const MAX_COMBO_QUANTITY = 10;
export const MAX_NAME_LENGTH = 80;
/** A price delta or combo discount: at most $1,000.00 either way. */
export const MAX_DELTA_CENTS = 100_000;

export const NEW_GROUP_DEFAULTS = { name: 'New Group', selectionType: 'single', required: false, minSelect: 0, maxSelect: 1 } as const;
export const NEW_COMBO_DEFAULTS = { pricingMode: 'fixed', comboDiscountCents: 0 } as const;

export const MENU_OPTION_MESSAGES = {
  nameRequired: 'Name is required',
  labelRequired: 'Component label is required',
  minSelect: 'Min select must be a whole number of at least 0',
  maxSelect: 'Max select must be a whole number of at least 1',
  maxSelectLimit: `Max select can be at most ${MAX_SELECT_LIMIT}`,
  minAboveMax: 'Min select cannot be more than max select',
  quantity: 'Quantity must be a whole number of at least 1',
  comboChoosesItself: 'A combo cannot offer itself as a choice',
  duplicateChoice: 'Each item can be offered only once per component',
  discount: 'Discount must be a whole number of cents, at least 0',
} as const;

export interface ModifierGroupRules {
  selectionType: SelectionType;
  required: boolean;
  minSelect: number;
  maxSelect: number;
}

export type ModifierGroupRuleErrors = Partial<Record<'minSelect' | 'maxSelect', string>>;

const isWhole = (n: number) => Number.isInteger(n);

/**
 * What is wrong with a group's min/max, per field (empty when nothing). Checked on the values as the owner entered
 * them for a multi-choice group; a single-choice group's min and max are fixed by `normalizeModifierGroupRules`.
 */
export function modifierGroupRuleErrors(rules: ModifierGroupRules): ModifierGroupRuleErrors {
  if (rules.selectionType === 'single') return {};
  const errors: ModifierGroupRuleErrors = {};
  if (!isWhole(rules.minSelect) || rules.minSelect < 0) errors.minSelect = MENU_OPTION_MESSAGES.minSelect;
  if (!isWhole(rules.maxSelect) || rules.maxSelect < 1) errors.maxSelect = MENU_OPTION_MESSAGES.maxSelect;
  else if (rules.maxSelect > MAX_SELECT_LIMIT) errors.maxSelect = MENU_OPTION_MESSAGES.maxSelectLimit;
  if (!errors.minSelect && !errors.maxSelect && rules.minSelect > rules.maxSelect) errors.minSelect = MENU_OPTION_MESSAGES.minAboveMax;
  return errors;
}

/**
 * The rules as they are stored: single choice has max 1 and min 1 when required (else 0); a required multi-choice
 * group has min at least 1. Call on rules without errors.
 */
export function normalizeModifierGroupRules(rules: ModifierGroupRules): ModifierGroupRules {
  if (rules.selectionType === 'single') {
    return { selectionType: 'single', required: rules.required, minSelect: rules.required ? 1 : 0, maxSelect: 1 };
  }
  return { ...rules, minSelect: rules.required ? Math.max(1, rules.minSelect) : rules.minSelect };
}

/** How many options of the group may be marked default. */
export function maxDefaultOptions(rules: Pick<ModifierGroupRules, 'selectionType' | 'maxSelect'>): number {
  return rules.selectionType === 'single' ? 1 : rules.maxSelect;
}

/**
 * The defaults a group keeps: the first `maxDefaultOptions` defaults in display order. Marking one more default in a
 * single-choice group makes it the one (`preferred`), as a radio button would.
 */
export function defaultOptionIds(
  rules: Pick<ModifierGroupRules, 'selectionType' | 'maxSelect'>,
  options: readonly { id: string; isDefault: boolean }[],
  preferred?: string,
): Set<string> {
  const ordered = options.filter((o) => o.isDefault).map((o) => o.id);
  const withPreferred = preferred ? [preferred, ...ordered.filter((id) => id !== preferred)] : ordered;
  return new Set(withPreferred.slice(0, maxDefaultOptions(rules)));
}

/**
 * How many options a diner must and may choose in a group, given how many they chose: a required group at least
 * max(1, min); an optional one nothing, or at least min once they choose any. `count` within [least, most] is valid.
 */
export function choiceBounds(rules: ModifierGroupRules, count: number): { least: number; most: number } {
  const least = rules.required ? Math.max(1, rules.minSelect) : count > 0 ? rules.minSelect : 0;
  const most = rules.selectionType === 'single' ? 1 : rules.maxSelect;
  return { least, most };
}

export interface ComboComponentRules {
  label: string;
  quantity: number;
  choiceItemIds: readonly string[];
}

export type ComboComponentErrors = Partial<Record<'label' | 'quantity' | 'choiceItemIds', string>>;

/** What is wrong with one component of the combo made of `comboItemId` (empty when nothing). */
export function comboComponentErrors(component: ComboComponentRules, comboItemId: string): ComboComponentErrors {
  const errors: ComboComponentErrors = {};
  if (component.label.trim() === '') errors.label = MENU_OPTION_MESSAGES.labelRequired;
  if (!isWhole(component.quantity) || component.quantity < 1) errors.quantity = MENU_OPTION_MESSAGES.quantity;
  if (component.choiceItemIds.includes(comboItemId)) errors.choiceItemIds = MENU_OPTION_MESSAGES.comboChoosesItself;
  else if (new Set(component.choiceItemIds).size !== component.choiceItemIds.length) errors.choiceItemIds = MENU_OPTION_MESSAGES.duplicateChoice;
  return errors;
}

/** A combo discount: whole cents, at least 0 (it only applies to dynamic pricing; fixed uses the item's price). */
export function comboDiscountError(discountCents: number): string | undefined {
  return isWhole(discountCents) && discountCents >= 0 && discountCents <= MAX_DELTA_CENTS ? undefined : MENU_OPTION_MESSAGES.discount;
}

/**
 * The options chooser's rules (DESIGN.md 9.3), the same create-payment enforces: a single-choice group takes at most
 * one option, a multi-choice group at most its max; a required group at least max(1, min); an optional group with a
 * minimum needs that minimum once anything in it is chosen. A combo component: single takes one item, multi any
 * number, a required one at least one. Pure: the dialog renders it, the unit tests check it.
 */
import type { PublicCombo, PublicMenuItem, PublicModifierGroup } from '@shared/api';
import { choiceBounds } from '@shared/menu-option-rules';
import type { LineChoice } from '../cart/cart-line';

type ComboComponent = PublicCombo['components'][number];

export interface ChooserSelection {
  /** Group id -> chosen option ids. */
  options: Readonly<Record<string, readonly string[]>>;
  /** Combo component id -> chosen item ids. */
  combo: Readonly<Record<string, readonly string[]>>;
  /** Ids of the default-included ingredients the diner unticked ("no onions"). */
  removed?: readonly string[];
  /** Combo component id -> chosen item id -> ingredients unticked under it (components allowing customization). */
  comboRemoved?: Readonly<Record<string, Readonly<Record<string, readonly string[]>>>>;
}

export type SelectionProblem =
  | { kind: 'chooseOne' }
  | { kind: 'chooseAtLeast'; min: number }
  | { kind: 'chooseAtMost'; max: number };

export interface Limits {
  /** Fewest to choose; for an optional group with a minimum, it applies once anything is chosen. */
  min: number;
  max: number;
  optional: boolean;
}

/** The group's bounds as create-payment counts them (shared/menu-option-rules.ts choiceBounds), once anything is chosen. */
export function groupLimits(group: PublicModifierGroup): Limits {
  const { least, most } = choiceBounds(group, 1);
  return { min: least, max: most, optional: !group.required };
}

export function componentLimits(component: ComboComponent): Limits {
  const max = component.selectionType === 'single' ? 1 : component.choices.length;
  return { min: component.required ? Math.min(1, max) : 0, max, optional: !component.required };
}

/** Options marked default start chosen (at most as many as the group allows). */
export function initialSelection(groups: readonly PublicModifierGroup[]): ChooserSelection {
  const options: Record<string, string[]> = {};
  for (const group of groups) {
    options[group.id] = group.options
      .filter((option) => option.isDefault)
      .slice(0, groupLimits(group).max)
      .map((option) => option.id);
  }
  return { options, combo: {} };
}

function toggle(chosen: readonly string[], id: string, on: boolean, single: boolean, max: number): string[] {
  if (single) return on ? [id] : chosen.filter((c) => c !== id);
  if (!on) return chosen.filter((c) => c !== id);
  if (chosen.includes(id) || chosen.length >= max) return [...chosen];
  return [...chosen, id];
}

export function chooseOption(selection: ChooserSelection, group: PublicModifierGroup, optionId: string | null, on: boolean): ChooserSelection {
  const chosen = selection.options[group.id] ?? [];
  const single = group.selectionType === 'single';
  // A single-choice group's 'None' (optional groups only) clears it.
  const next = optionId === null ? [] : toggle(chosen, optionId, on, single, groupLimits(group).max);
  return { ...selection, options: { ...selection.options, [group.id]: next } };
}

export function chooseComboItem(selection: ChooserSelection, component: ComboComponent, itemId: string | null, on: boolean): ChooserSelection {
  const chosen = selection.combo[component.id] ?? [];
  const single = component.selectionType === 'single';
  const next = itemId === null ? [] : toggle(chosen, itemId, on, single, componentLimits(component).max);
  // An item no longer chosen takes its left-out ingredients with it.
  const removed = Object.entries(selection.comboRemoved?.[component.id] ?? {}).filter(([id]) => next.includes(id));
  return {
    ...selection,
    combo: { ...selection.combo, [component.id]: next },
    comboRemoved: { ...selection.comboRemoved, [component.id]: Object.fromEntries(removed) },
  };
}

/** Ticks (keep it in) or unticks (leave it out) an ingredient of an item chosen in a combo component. */
export function chooseComboIngredient(
  selection: ChooserSelection,
  componentId: string,
  itemId: string,
  ingredientId: string,
  included: boolean,
): ChooserSelection {
  const ofComponent = selection.comboRemoved?.[componentId] ?? {};
  const removed = (ofComponent[itemId] ?? []).filter((id) => id !== ingredientId);
  return {
    ...selection,
    comboRemoved: { ...selection.comboRemoved, [componentId]: { ...ofComponent, [itemId]: included ? removed : [...removed, ingredientId] } },
  };
}

function problemFor(count: number, limits: Limits): SelectionProblem | null {
  if (limits.optional && count === 0) return null;
  if (count < limits.min) return limits.min === 1 && limits.max === 1 ? { kind: 'chooseOne' } : { kind: 'chooseAtLeast', min: limits.min };
  if (limits.max === 1 && count > 1) return { kind: 'chooseOne' };
  if (count > limits.max) return { kind: 'chooseAtMost', max: limits.max };
  return null;
}

/** What keeps the selection from going in the cart, per group or component id; empty when it can. */
export function selectionProblems(
  item: PublicMenuItem,
  groups: readonly PublicModifierGroup[],
  selection: ChooserSelection,
): Map<string, SelectionProblem> {
  const problems = new Map<string, SelectionProblem>();
  for (const group of groups) {
    const problem = problemFor((selection.options[group.id] ?? []).length, groupLimits(group));
    if (problem) problems.set(group.id, problem);
  }
  for (const component of item.combo?.components ?? []) {
    const problem = problemFor((selection.combo[component.id] ?? []).length, componentLimits(component));
    if (problem) problems.set(component.id, problem);
  }
  return problems;
}

/** The chosen ids as a cart line's choice: options in the groups' order, combo choices in the components' order. */
export function lineChoiceOf(item: PublicMenuItem, groups: readonly PublicModifierGroup[], selection: ChooserSelection): LineChoice {
  const optionIds = groups.flatMap((group) => {
    const chosen = selection.options[group.id] ?? [];
    return group.options.filter((option) => chosen.includes(option.id)).map((option) => option.id);
  });
  const comboChoices = (item.combo?.components ?? []).flatMap((component) => {
    const chosen = selection.combo[component.id] ?? [];
    const itemIds = component.choices.filter((choice) => chosen.includes(choice.itemId)).map((choice) => choice.itemId);
    const removed = component.allowChildCustomization ? itemIds.flatMap((id) => selection.comboRemoved?.[component.id]?.[id] ?? []) : [];
    if (!itemIds.length) return [];
    return [{ componentId: component.id, itemIds, ...(removed.length ? { removedIngredientIds: removed } : {}) }];
  });
  const removed = selection.removed ?? [];
  const removedIngredientIds = removableIngredients(item)
    .filter((ingredient) => removed.includes(ingredient.id))
    .map((ingredient) => ingredient.id);
  return { itemId: item.id, optionIds, comboChoices, ...(removedIngredientIds.length ? { removedIngredientIds } : {}) };
}

/** The ingredients the diner may leave out: in the dish by default and removable, in the item's order. */
export function removableIngredients(item: PublicMenuItem): PublicMenuItem['ingredients'] {
  return item.ingredients.filter((ingredient) => ingredient.isDefaultIncluded && ingredient.isRemovable);
}

/** Ticks (on: keep it in) or unticks (off: leave it out) an ingredient. */
export function chooseIngredient(selection: ChooserSelection, ingredientId: string, included: boolean): ChooserSelection {
  const removed = (selection.removed ?? []).filter((id) => id !== ingredientId);
  return { ...selection, removed: included ? removed : [...removed, ingredientId] };
}

/** An item that opens the chooser instead of going straight in the cart. */
export function needsChooser(item: PublicMenuItem): boolean {
  return item.modifierGroupIds.length > 0 || item.combo !== null;
}

/** An item added with one tap that may still open the chooser, to leave an ingredient out ("Customize"). */
export function canCustomize(item: PublicMenuItem): boolean {
  return !needsChooser(item) && removableIngredients(item).length > 0;
}

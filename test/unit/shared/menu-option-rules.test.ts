import { describe, expect, it } from 'vitest';
import {
  MAX_SELECT_LIMIT,
  MENU_OPTION_MESSAGES,
  NEW_GROUP_DEFAULTS,
  choiceBounds,
  comboComponentErrors,
  comboDiscountError,
  defaultOptionIds,
  maxDefaultOptions,
  modifierGroupRuleErrors,
  normalizeModifierGroupRules,
  type ModifierGroupRules,
} from '../../../shared/menu-option-rules';
import { comboPutRequestSchema, modifierGroupCreateRequestSchema, modifierGroupUpdateRequestSchema } from '../../../shared/api';

const multi = (minSelect: number, maxSelect: number, required = false): ModifierGroupRules => ({ selectionType: 'multi', required, minSelect, maxSelect });

describe('modifier group rules (SPEC.md 4-5)', () => {
  it("a new group is 'New Group', single choice, optional, min 0, max 1, and valid", () => {
    expect(NEW_GROUP_DEFAULTS).toEqual({ name: 'New Group', selectionType: 'single', required: false, minSelect: 0, maxSelect: 1 });
    expect(modifierGroupRuleErrors(NEW_GROUP_DEFAULTS)).toEqual({});
  });

  it('multi choice: min at least 0, max at least 1, whole numbers, min not above max, max capped', () => {
    expect(modifierGroupRuleErrors(multi(0, 1))).toEqual({});
    expect(modifierGroupRuleErrors(multi(2, 2))).toEqual({});
    expect(modifierGroupRuleErrors(multi(-1, 3))).toEqual({ minSelect: MENU_OPTION_MESSAGES.minSelect });
    expect(modifierGroupRuleErrors(multi(0, 0))).toEqual({ maxSelect: MENU_OPTION_MESSAGES.maxSelect });
    expect(modifierGroupRuleErrors(multi(0.5, 2.5))).toEqual({ minSelect: MENU_OPTION_MESSAGES.minSelect, maxSelect: MENU_OPTION_MESSAGES.maxSelect });
    expect(modifierGroupRuleErrors(multi(3, 2))).toEqual({ minSelect: MENU_OPTION_MESSAGES.minAboveMax });
    expect(modifierGroupRuleErrors(multi(0, MAX_SELECT_LIMIT + 1))).toEqual({ maxSelect: MENU_OPTION_MESSAGES.maxSelectLimit });
  });

  it('single choice fixes max 1 and min 1 when required, else 0, whatever was entered', () => {
    const single = { selectionType: 'single', minSelect: 4, maxSelect: 7 } as const;
    expect(modifierGroupRuleErrors({ ...single, required: true })).toEqual({});
    expect(normalizeModifierGroupRules({ ...single, required: true })).toEqual({ selectionType: 'single', required: true, minSelect: 1, maxSelect: 1 });
    expect(normalizeModifierGroupRules({ ...single, required: false })).toEqual({ selectionType: 'single', required: false, minSelect: 0, maxSelect: 1 });
  });

  it('a required multi group asks for at least one; an optional one keeps its min', () => {
    expect(normalizeModifierGroupRules(multi(0, 3, true))).toEqual(multi(1, 3, true));
    expect(normalizeModifierGroupRules(multi(2, 3, true))).toEqual(multi(2, 3, true));
    expect(normalizeModifierGroupRules(multi(0, 3))).toEqual(multi(0, 3));
  });

  it('what a diner must and may choose', () => {
    expect(choiceBounds(normalizeModifierGroupRules({ ...NEW_GROUP_DEFAULTS, required: true }), 0)).toEqual({ least: 1, most: 1 });
    expect(choiceBounds(multi(0, 3), 0)).toEqual({ least: 0, most: 3 });
    // Optional with a min: nothing, or at least min.
    expect(choiceBounds(multi(2, 3), 0)).toEqual({ least: 0, most: 3 });
    expect(choiceBounds(multi(2, 3), 1)).toEqual({ least: 2, most: 3 });
  });

  it('defaults: one in a single-choice group (the newly marked one wins), at most max in a multi group', () => {
    const options = [
      { id: 'a', isDefault: true },
      { id: 'b', isDefault: false },
      { id: 'c', isDefault: true },
    ];
    expect(maxDefaultOptions({ selectionType: 'single', maxSelect: 1 })).toBe(1);
    expect([...defaultOptionIds({ selectionType: 'single', maxSelect: 1 }, options)]).toEqual(['a']);
    expect([...defaultOptionIds({ selectionType: 'single', maxSelect: 1 }, options, 'c')]).toEqual(['c']);
    expect([...defaultOptionIds({ selectionType: 'multi', maxSelect: 2 }, options)]).toEqual(['a', 'c']);
    expect([...defaultOptionIds({ selectionType: 'multi', maxSelect: 1 }, options, 'c')]).toEqual(['c']);
  });
});

describe('combo rules', () => {
  it('label non-empty, quantity a whole number of at least 1, choices not the combo itself and each once', () => {
    expect(comboComponentErrors({ label: 'Drink', quantity: 1, choiceItemIds: ['cola', 'tea'] }, 'meal')).toEqual({});
    expect(comboComponentErrors({ label: '  ', quantity: 0, choiceItemIds: ['meal'] }, 'meal')).toEqual({
      label: MENU_OPTION_MESSAGES.labelRequired,
      quantity: MENU_OPTION_MESSAGES.quantity,
      choiceItemIds: MENU_OPTION_MESSAGES.comboChoosesItself,
    });
    expect(comboComponentErrors({ label: 'Side', quantity: 1.5, choiceItemIds: ['fries', 'fries'] }, 'meal')).toEqual({
      quantity: MENU_OPTION_MESSAGES.quantity,
      choiceItemIds: MENU_OPTION_MESSAGES.duplicateChoice,
    });
  });

  it('a discount is whole cents, at least 0', () => {
    expect(comboDiscountError(0)).toBeUndefined();
    expect(comboDiscountError(250)).toBeUndefined();
    expect(comboDiscountError(-1)).toBe(MENU_OPTION_MESSAGES.discount);
    expect(comboDiscountError(2.5)).toBe(MENU_OPTION_MESSAGES.discount);
  });
});

describe('the request schemas use the same rules', () => {
  it('group create: everything optional; min above max refused on the field', () => {
    expect(modifierGroupCreateRequestSchema.parse({})).toEqual({});
    const bad = modifierGroupCreateRequestSchema.safeParse({ selectionType: 'multi', minSelect: 3, maxSelect: 2 });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues[0]).toMatchObject({ path: ['minSelect'], message: MENU_OPTION_MESSAGES.minAboveMax });
    expect(modifierGroupCreateRequestSchema.safeParse({ name: '   ' }).error?.issues[0]?.message).toBe(MENU_OPTION_MESSAGES.nameRequired);
  });

  it('group update needs a change', () => {
    expect(modifierGroupUpdateRequestSchema.safeParse({}).success).toBe(false);
    expect(modifierGroupUpdateRequestSchema.parse({ required: true })).toEqual({ required: true });
  });

  it('combo: component defaults, quantity at least 1, no duplicate choices, no negative discount', () => {
    expect(comboPutRequestSchema.parse({ components: [{ label: 'Drink' }] })).toEqual({
      components: [{ label: 'Drink', quantity: 1, selectionType: 'single', required: true, allowChildCustomization: false, choiceItemIds: [] }],
    });
    expect(comboPutRequestSchema.safeParse({ components: [{ label: 'Drink', quantity: 0 }] }).success).toBe(false);
    expect(comboPutRequestSchema.safeParse({ components: [{ label: 'Drink', choiceItemIds: ['a', 'a'] }] }).success).toBe(false);
    expect(comboPutRequestSchema.safeParse({ comboDiscountCents: -5 }).success).toBe(false);
    expect(comboPutRequestSchema.safeParse({ components: [{ id: 'x', label: 'A' }, { id: 'x', label: 'B' }] }).success).toBe(false);
  });
});

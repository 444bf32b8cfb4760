import { describe, expect, it } from 'vitest';
import { groupsOf, indexMenu, priceLine } from '../../../../web/src/features/diner/cart/line-pricing';
import {
  canCustomize,
  chooseComboIngredient,
  chooseComboItem,
  chooseIngredient,
  chooseOption,
  groupLimits,
  initialSelection,
  lineChoiceOf,
  needsChooser,
  removableIngredients,
  selectionProblems,
  type ChooserSelection,
} from '../../../../web/src/features/diner/menu/chooser-selection';
import type { PublicModifierGroup } from '../../../../shared/api';
import { espresso, lunchDeal, menu, pizza } from './menu-fixture';

const index = indexMenu(menu);
const groups = groupsOf(index, pizza);
const [size, toppings] = groups as [PublicModifierGroup, PublicModifierGroup];

describe('item chooser rules (DESIGN.md 9.3)', () => {
  it('opens for items with option groups or a combo only', () => {
    expect(needsChooser(pizza)).toBe(true);
    expect(needsChooser(lunchDeal)).toBe(true);
    expect(needsChooser(espresso)).toBe(false);
  });

  it('starts with the default options chosen, so a required group with a default is already valid', () => {
    const selection = initialSelection(groups);
    expect(selection.options).toEqual({ size: ['regular'], toppings: [] });
    expect(selectionProblems(pizza, groups, selection).size).toBe(0);
  });

  it('holds one option in a single-choice group (choosing another replaces it)', () => {
    const selection = chooseOption(initialSelection(groups), size, 'large', true);
    expect(selection.options.size).toEqual(['large']);
  });

  it('refuses a required group left empty', () => {
    const empty: ChooserSelection = { options: { size: [], toppings: [] }, combo: {} };
    expect(selectionProblems(pizza, groups, empty)).toEqual(new Map([['size', { kind: 'chooseOne' }]]));
  });

  it('takes up to the max in a multi-choice group and ignores one more', () => {
    let selection = initialSelection(groups);
    for (const id of ['mushrooms', 'prosciutto', 'burrata', 'olives']) selection = chooseOption(selection, toppings, id, true);
    expect(selection.options.toppings).toEqual(['mushrooms', 'prosciutto', 'burrata']);
    selection = chooseOption(selection, toppings, 'prosciutto', false);
    expect(selection.options.toppings).toEqual(['mushrooms', 'burrata']);
    expect(groupLimits(toppings)).toEqual({ min: 0, max: 3, optional: true });
  });

  it('flags a selection above the max and an optional group below its minimum once something is chosen', () => {
    const tooMany: ChooserSelection = { options: { size: ['regular'], toppings: ['mushrooms', 'prosciutto', 'burrata', 'olives'] }, combo: {} };
    expect(selectionProblems(pizza, groups, tooMany).get('toppings')).toEqual({ kind: 'chooseAtMost', max: 3 });

    const pairs = { ...toppings, minSelect: 2 };
    const oneOfTwo: ChooserSelection = { options: { size: ['regular'], toppings: ['mushrooms'] }, combo: {} };
    expect(selectionProblems(pizza, [size, pairs], oneOfTwo).get('toppings')).toEqual({ kind: 'chooseAtLeast', min: 2 });
    const none: ChooserSelection = { options: { size: ['regular'], toppings: [] }, combo: {} };
    expect(selectionProblems(pizza, [size, pairs], none).size).toBe(0);
  });

  it("gives the cart line's choice in the menu's order and its price with the deltas", () => {
    let selection = chooseOption(initialSelection(groups), size, 'large', true);
    selection = chooseOption(selection, toppings, 'burrata', true);
    selection = chooseOption(selection, toppings, 'mushrooms', true);
    const choice = lineChoiceOf(pizza, groups, selection);
    expect(choice).toEqual({ itemId: 'pizza', optionIds: ['large', 'mushrooms', 'burrata'], comboChoices: [] });
    expect(priceLine(index, choice)).toMatchObject({ unitPriceCents: 1400 + 400 + 150 + 400 });
  });

  it('requires the required combo components and prices the chosen items', () => {
    let selection = initialSelection([]);
    expect(selectionProblems(lunchDeal, [], selection).get('main')).toEqual({ kind: 'chooseOne' });
    const [main, drinks] = lunchDeal.combo!.components;
    selection = chooseComboItem(selection, main!, 'pizza', true);
    selection = chooseComboItem(selection, drinks!, 'lemonade', true);
    selection = chooseComboItem(selection, drinks!, 'espresso', true);
    expect(selectionProblems(lunchDeal, [], selection).size).toBe(0);
    const choice = lineChoiceOf(lunchDeal, [], selection);
    expect(choice.comboChoices).toEqual([
      { componentId: 'main', itemIds: ['pizza'] },
      { componentId: 'drinks', itemIds: ['lemonade', 'espresso'] },
    ]);
    // 14.00 + 2 x 4.50 + 2 x 3.00 - 2.00 discount
    expect(priceLine(index, choice)).toMatchObject({ unitPriceCents: 1400 + 900 + 600 - 200 });
  });
});

describe('leaving ingredients out', () => {
  it('offers the default, removable ingredients; unticked ones go on the line in the item\'s order, ticked again they come back', () => {
    expect(removableIngredients(pizza).map((i) => i.name)).toEqual(['Mozzarella', 'Basil']);
    let selection: ChooserSelection = { ...initialSelection(groups) };
    selection = chooseOption(selection, size, 'large', true);
    selection = chooseIngredient(selection, 'basil', false);
    selection = chooseIngredient(selection, 'mozzarella', false);
    expect(lineChoiceOf(pizza, groups, selection).removedIngredientIds).toEqual(['mozzarella', 'basil']);
    selection = chooseIngredient(selection, 'mozzarella', true);
    expect(lineChoiceOf(pizza, groups, selection).removedIngredientIds).toEqual(['basil']);
    selection = chooseIngredient(selection, 'basil', true);
    expect(lineChoiceOf(pizza, groups, selection)).not.toHaveProperty('removedIngredientIds');
  });

  it('adds an item without options in one tap, and offers to customize it when something can be left out', () => {
    expect(needsChooser({ ...espresso, ingredients: pizza.ingredients })).toBe(false);
    expect(canCustomize({ ...espresso, ingredients: pizza.ingredients })).toBe(true);
    expect(canCustomize({ ...espresso, ingredients: pizza.ingredients.filter((i) => !i.isRemovable || !i.isDefaultIncluded) })).toBe(false);
    expect(canCustomize(pizza)).toBe(false);
  });

  it("keeps a combo item's unticked ingredients with the component's choice, and drops them when the item is deselected", () => {
    const main = lunchDeal.combo!.components[0]!;
    const drinks = lunchDeal.combo!.components[1]!;
    let selection = chooseComboItem(initialSelection([]), main, 'pizza', true);
    selection = chooseComboIngredient(selection, main.id, 'pizza', 'basil', false);
    selection = chooseComboItem(selection, drinks, 'espresso', true);
    expect(lineChoiceOf(lunchDeal, [], selection).comboChoices).toEqual([
      { componentId: 'main', itemIds: ['pizza'], removedIngredientIds: ['basil'] },
      { componentId: 'drinks', itemIds: ['espresso'] },
    ]);
    selection = chooseComboIngredient(selection, main.id, 'pizza', 'basil', true);
    expect(lineChoiceOf(lunchDeal, [], selection).comboChoices[0]).toEqual({ componentId: 'main', itemIds: ['pizza'] });
    selection = chooseComboIngredient(selection, main.id, 'pizza', 'basil', false);
    selection = chooseComboItem(selection, main, 'pizza', false);
    selection = chooseComboItem(selection, main, 'pizza', true);
    expect(lineChoiceOf(lunchDeal, [], selection).comboChoices[0]).toEqual({ componentId: 'main', itemIds: ['pizza'] });
  });
});

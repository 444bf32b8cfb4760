/**
 * Checks what a diner chose for one cart line against the menu (DESIGN.md 9.1 and 9.3): the item is on sale, every
 * option belongs to a group linked to that item and each group's rules hold, every combo choice is one of that
 * component's choices. A refusal names the item, so the cart can tell the diner what to change.
 */
import type { CartLineChoice, OrderLine } from '../../../../shared/api';
import { choiceBounds } from '../../../../shared/menu-option-rules';
import { BadRequestError } from '../../errors';
import type { MenuItem, ModifierGroup, ModifierOption } from '../menu';
import type { ComboDefinition, MenuIndex } from './menu-index';

export type ChosenOption = OrderLine['options'][number];

export class CartRefusedError extends BadRequestError {
  constructor(
    message: string,
    code: 'item_unavailable' | 'item_sold_out' | 'invalid_options' | 'invalid_combo' | 'invalid_ingredients',
  ) {
    super(message, undefined, code);
  }
}

/** An item a diner may order now: on the menu, visible, active and not sold out. */
export function orderableItem(menu: MenuIndex, itemId: string, within?: MenuItem): MenuItem {
  const item = menu.items.get(itemId);
  const where = within ? ` in '${within.name}'` : '';
  if (!item) {
    throw new CartRefusedError(`An item${where} in your cart is no longer on the menu`, 'item_unavailable');
  }
  if (!item.visible || !item.isActive) throw new CartRefusedError(`'${item.name}'${where} is no longer available`, 'item_unavailable');
  if (item.soldOut) throw new CartRefusedError(`'${item.name}'${where} is sold out`, 'item_sold_out');
  return item;
}

function article(name: string): string {
  return /^[aeiou]/i.test(name) ? 'an' : 'a';
}

/** The options chosen for `item`, in the menu's group order, after checking every group rule. */
export function chosenOptions(menu: MenuIndex, item: MenuItem, optionIds: readonly string[]): { group: ModifierGroup; option: ModifierOption }[] {
  const refuse = (message: string) => new CartRefusedError(message, 'invalid_options');
  if (new Set(optionIds).size !== optionIds.length) throw refuse(`An option was chosen twice for '${item.name}'`);
  const groups = menu.groupsOfItem.get(item.id) ?? [];
  const chosen = optionIds.map((optionId) => {
    const option = menu.options.get(optionId);
    const group = option && option.visible ? groups.find((g) => g.id === option.groupId) : undefined;
    if (!option || !group) throw refuse(`An option chosen for '${item.name}' is not available`);
    return { group, option };
  });

  for (const group of groups) {
    const count = chosen.filter((c) => c.group.id === group.id).length;
    checkGroupRules(item, group, count, refuse);
  }
  return groups.flatMap((group) => chosen.filter((c) => c.group.id === group.id));
}

/** The group's rules as the builder saved them (shared/menu-option-rules.ts: the same bounds the chooser shows). */
function checkGroupRules(item: MenuItem, group: ModifierGroup, count: number, refuse: (message: string) => Error): void {
  const { least } = choiceBounds(group, count);
  if (count < least) {
    throw refuse(
      least === 1
        ? `Choose ${article(group.name)} ${group.name} for '${item.name}'`
        : `Choose at least ${least} ${group.name} for '${item.name}'`,
    );
  }
  if (group.selectionType === 'single' && count > 1) throw refuse(`Choose only one ${group.name} for '${item.name}'`);
  if (group.selectionType === 'multi' && count > group.maxSelect) {
    throw refuse(`Choose at most ${group.maxSelect} ${group.name} for '${item.name}'`);
  }
}

/**
 * The names of the ingredients left out of `item` ("no onions"), in the item's ingredient order. Each must be a
 * default-included, removable ingredient of this item, named once.
 */
export function removedIngredients(menu: MenuIndex, item: MenuItem, removedIngredientIds: readonly string[]): string[] {
  if (removedIngredientIds.length === 0) return [];
  const refuse = (message: string) => new CartRefusedError(message, 'invalid_ingredients');
  if (new Set(removedIngredientIds).size !== removedIngredientIds.length) {
    throw refuse(`An ingredient was left out twice for '${item.name}'`);
  }
  const removable = (menu.ingredientsOfItem.get(item.id) ?? []).filter((i) => i.isDefaultIncluded && i.isRemovable);
  const removableIds = new Set(removable.map((i) => i.id));
  if (removedIngredientIds.some((id) => !removableIds.has(id))) {
    throw refuse(`An ingredient left out of '${item.name}' cannot be removed`);
  }
  const removed = new Set(removedIngredientIds);
  return removable.filter((i) => removed.has(i.id)).map((i) => i.name);
}

export interface ChosenComboItem {
  label: string;
  item: MenuItem;
  quantity: number;
  /** The names of the ingredients left out of this item (its component allows it), in the item's order. */
  removedIngredients: string[];
}

/**
 * Splits the ingredients left out under one combo component among the items chosen there. Only a component that
 * allows child customization takes any; each must be a default-included, removable ingredient of one chosen item,
 * named once. A refusal names the combo.
 */
function removedPerItem(
  menu: MenuIndex,
  comboItem: MenuItem,
  allowed: boolean,
  items: readonly MenuItem[],
  removedIngredientIds: readonly string[],
): string[][] {
  if (removedIngredientIds.length === 0) return items.map(() => []);
  const refuse = (message: string) => new CartRefusedError(message, 'invalid_ingredients');
  if (!allowed) throw refuse(`Ingredients cannot be left out of this choice in '${comboItem.name}'`);
  if (new Set(removedIngredientIds).size !== removedIngredientIds.length) {
    throw refuse(`An ingredient was left out twice in '${comboItem.name}'`);
  }
  const idsPerItem = items.map((item) => {
    const ofItem = new Set((menu.ingredientsOfItem.get(item.id) ?? []).map((i) => i.id));
    return removedIngredientIds.filter((id) => ofItem.has(id));
  });
  if (idsPerItem.reduce((n, ids) => n + ids.length, 0) !== removedIngredientIds.length) {
    throw refuse(`An ingredient left out in '${comboItem.name}' cannot be removed`);
  }
  try {
    return items.map((item, i) => removedIngredients(menu, item, idsPerItem[i]!));
  } catch (error) {
    if (error instanceof CartRefusedError) throw refuse(`An ingredient left out in '${comboItem.name}' cannot be removed`);
    throw error;
  }
}

/** What was chosen for each component of a combo, after checking it against that combo's components. */
export function chosenComboItems(
  menu: MenuIndex,
  comboItem: MenuItem,
  definition: ComboDefinition,
  choices: CartLineChoice['comboChoices'],
): ChosenComboItem[] {
  const refuse = (message: string) => new CartRefusedError(message, 'invalid_combo');
  const byComponent = new Map<string, CartLineChoice['comboChoices'][number]>();
  for (const choice of choices) {
    const known = definition.components.some(({ component }) => component.id === choice.componentId);
    if (!known || byComponent.has(choice.componentId)) throw refuse(`A choice made for '${comboItem.name}' is not available`);
    byComponent.set(choice.componentId, choice);
  }

  return definition.components.flatMap(({ component, choiceItemIds }) => {
    const itemIds = byComponent.get(component.id)?.itemIds ?? [];
    if (component.required && itemIds.length === 0) {
      throw refuse(`Choose ${article(component.label)} ${component.label} for '${comboItem.name}'`);
    }
    if (component.selectionType === 'single' && itemIds.length > 1) {
      throw refuse(`Choose only one ${component.label} for '${comboItem.name}'`);
    }
    if (new Set(itemIds).size !== itemIds.length || itemIds.some((id) => !choiceItemIds.has(id))) {
      throw refuse(`A choice made for '${comboItem.name}' is not available`);
    }
    const items = itemIds.map((id) => orderableItem(menu, id, comboItem));
    const removed = removedPerItem(menu, comboItem, component.allowChildCustomization, items, byComponent.get(component.id)?.removedIngredientIds ?? []);
    return items.map((item, i) => ({ label: component.label, item, quantity: component.quantity, removedIngredients: removed[i]! }));
  });
}

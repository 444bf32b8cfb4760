/**
 * A line's unit price and names from the menu, with the pricing rules of shared/pricing.ts (the ones create-payment
 * charges with): item price plus option deltas; a combo's own price ('fixed') or its chosen items' prices ('dynamic').
 * Left-out ingredients ("no onions") change no price. A line whose item, option, combo choice or left-out ingredient
 * the menu no longer offers (or has sold out) is unavailable: the server
 * would refuse it.
 */
import type { PublicMenu, PublicMenuItem, PublicModifierGroup } from '@shared/api';
import { comboPriceCents, unitPriceCents } from '@shared/pricing';
import type { LineChoice } from './cart-line';

export interface MenuIndex {
  items: ReadonlyMap<string, PublicMenuItem>;
  groups: ReadonlyMap<string, PublicModifierGroup>;
}

export function indexMenu(menu: Pick<PublicMenu, 'items' | 'modifierGroups'>): MenuIndex {
  return {
    items: new Map(menu.items.map((item) => [item.id, item])),
    groups: new Map(menu.modifierGroups.map((group) => [group.id, group])),
  };
}

/** The item's modifier groups, in the item's order. */
export function groupsOf(index: MenuIndex, item: PublicMenuItem): PublicModifierGroup[] {
  return item.modifierGroupIds.flatMap((id) => {
    const group = index.groups.get(id);
    return group ? [group] : [];
  });
}

export type LinePricing =
  | { available: true; name: string; optionNames: string[]; removedNames: string[]; unitPriceCents: number }
  | { available: false };

const UNAVAILABLE: LinePricing = { available: false };

/** Removable ingredients ("no onions"): in the dish by default and removable, in the item's order. */
const removableOf = (item: PublicMenuItem) => item.ingredients.filter((i) => i.isDefaultIncluded && i.isRemovable);

/**
 * `without` words a left-out ingredient of a combo's item in the diner's language ("No Onions"): such an item is
 * named 'Pad Thai (No Onions)' among the line's option names.
 */
export function priceLine(index: MenuIndex, choice: LineChoice, without: (name: string) => string = (name) => `No ${name}`): LinePricing {
  const item = index.items.get(choice.itemId);
  if (!item || item.soldOut) return UNAVAILABLE;

  const options = groupsOf(index, item).flatMap((group) => group.options);
  const chosenOptions = choice.optionIds.map((id) => options.find((option) => option.id === id));
  if (chosenOptions.some((option) => option === undefined)) return UNAVAILABLE;

  let basePriceCents = item.priceCents;
  const comboNames: string[] = [];
  if (!item.combo && choice.comboChoices.length > 0) return UNAVAILABLE;
  if (item.combo) {
    const chosen: { priceCents: number; quantity: number }[] = [];
    for (const { componentId, itemIds, removedIngredientIds = [] } of choice.comboChoices) {
      const component = item.combo.components.find((c) => c.id === componentId);
      if (!component) return UNAVAILABLE;
      // Left out of the items chosen here: only where the component allows it, each once, as the server checks.
      if (removedIngredientIds.length && !component.allowChildCustomization) return UNAVAILABLE;
      if (new Set(removedIngredientIds).size !== removedIngredientIds.length) return UNAVAILABLE;
      let accounted = 0;
      for (const itemId of itemIds) {
        const picked = component.choices.find((c) => c.itemId === itemId);
        // A combo's contents must be on sale themselves (visible, active, not sold out), as the server checks.
        const choiceItem = index.items.get(itemId);
        if (!picked || !choiceItem || choiceItem.soldOut) return UNAVAILABLE;
        chosen.push({ priceCents: picked.priceCents, quantity: component.quantity });
        const left = removableOf(choiceItem).filter((i) => removedIngredientIds.includes(i.id));
        accounted += left.length;
        const name = component.quantity > 1 ? `${component.quantity} × ${picked.name}` : picked.name;
        comboNames.push(left.length ? `${name} (${left.map((i) => without(i.name)).join(', ')})` : name);
      }
      if (accounted !== removedIngredientIds.length) return UNAVAILABLE;
    }
    basePriceCents = comboPriceCents(item.combo, item.priceCents, chosen);
  }

  // Left-out ingredients must still be default-included and removable ones of this item, as the server checks.
  const removedIds = choice.removedIngredientIds ?? [];
  const removable = removableOf(item);
  if (new Set(removedIds).size !== removedIds.length || removedIds.some((id) => !removable.some((i) => i.id === id))) return UNAVAILABLE;
  const removedNames = removable.filter((i) => removedIds.includes(i.id)).map((i) => i.name);

  const deltas = chosenOptions.map((option) => option!.priceDeltaCents);
  return {
    available: true,
    name: item.name,
    optionNames: [...comboNames, ...chosenOptions.map((option) => option!.name)],
    removedNames,
    unitPriceCents: unitPriceCents(basePriceCents, deltas),
  };
}

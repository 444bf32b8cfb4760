/**
 * A cart line (SPEC.md 3, client only): what the diner chose (ids, which the server prices) and what the menu showed
 * for it (name, option names, unit price, for display). One line per item and choice of options.
 */
export interface ComboChoice {
  componentId: string;
  itemIds: string[];
  /** Ingredients left out of the items chosen here (where the component allows it); absent = none. */
  removedIngredientIds?: string[];
}

export interface LineChoice {
  itemId: string;
  optionIds: string[];
  comboChoices: ComboChoice[];
  /** Default-included, removable ingredients left out ("no onions"); absent on lines made before it (= none). */
  removedIngredientIds?: string[];
}

export interface CartLine extends LineChoice {
  /** Same item with the same options and the same ingredients left out = same key = the same line. */
  key: string;
  name: string;
  /** The chosen options' and combo choices' names, shown under the item's name. */
  optionNames: string[];
  /** The left-out ingredients' names, shown as "No onions" under the options (absent = none). */
  removedNames?: string[];
  unitPriceCents: number;
  qty: number;
}

/** At most 99 of a line and 50 lines: the limits create-payment accepts (shared/api.ts). */
export const MAX_LINE_QTY = 99;
export const MAX_LINES = 50;

const sorted = (values: readonly string[]) => [...values].sort();

export function lineKey(choice: LineChoice): string {
  const options = sorted(choice.optionIds).join(',');
  const combo = [...choice.comboChoices]
    .sort((a, b) => a.componentId.localeCompare(b.componentId))
    // Only a choice that leaves something out gets the extra part: keys of other lines stay as they were.
    .map((c) => `${c.componentId}:${sorted(c.itemIds).join(',')}${c.removedIngredientIds?.length ? `-${sorted(c.removedIngredientIds).join(',')}` : ''}`)
    .join(';');
  const removed = sorted(choice.removedIngredientIds ?? []).join(',');
  // Only lines that leave something out get the extra part: keys of lines without removals stay as they were.
  return `${choice.itemId}|${options}|${combo}${removed ? `|-${removed}` : ''}`;
}

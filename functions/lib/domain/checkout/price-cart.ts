/**
 * Prices a diner's cart against the restaurant's menu with the one pricing function of shared/pricing.ts: the client
 * sends only ids, quantities and choices; every amount comes from the database (DESIGN.md 9.1).
 */
import { sortAllergens, type AllergenCode } from '../../../../shared/allergens';
import type { CartLineChoice, OrderLine, TipChoice } from '../../../../shared/api';
import { comboPriceCents, priceOrder, unitPriceCents, type OrderTotals } from '../../../../shared/pricing';
import {
  CartRefusedError,
  chosenComboItems,
  chosenOptions,
  orderableItem,
  removedIngredients,
  type ChosenComboItem,
  type ChosenOption,
} from './line-choices';
import type { MenuIndex } from './menu-index';

export interface PricedCart {
  lines: OrderLine[];
  totals: OrderTotals;
}

/** `tax`: the restaurant's rate and whether its menu prices include the tax. */
export function priceCart(
  menu: MenuIndex,
  cart: { items: readonly CartLineChoice[]; tip: TipChoice },
  tax: { taxRateBps: number; taxIncluded: boolean },
): PricedCart {
  const lines = cart.items.map((choice) => priceLine(menu, choice));
  const totals = priceOrder({ lines, taxRateBps: tax.taxRateBps, taxIncluded: tax.taxIncluded, tip: cart.tip });
  return { lines: lines.map((line, i) => ({ ...line, lineTotalCents: totals.lineTotalsCents[i]! })), totals };
}

function priceLine(menu: MenuIndex, choice: CartLineChoice): Omit<OrderLine, 'lineTotalCents'> {
  const item = orderableItem(menu, choice.itemId);
  const options = chosenOptions(menu, item, choice.optionIds);
  const combo = menu.comboOfItem.get(item.id);
  if (!combo && choice.comboChoices.length > 0) {
    throw new CartRefusedError(`'${item.name}' is not a combo`, 'invalid_combo');
  }
  const comboItems = combo ? chosenComboItems(menu, item, combo, choice.comboChoices) : [];
  const basePriceCents = combo
    ? comboPriceCents(
        { pricingMode: combo.combo.pricingMode, discountCents: combo.combo.comboDiscountCents },
        item.priceCents,
        comboItems.map((c) => ({ priceCents: c.item.priceCents, quantity: c.quantity })),
      )
    : item.priceCents;

  // A combo's contents are listed with the options; the combo's own rule already priced them.
  const listed: ChosenOption[] = [
    ...comboItems.map((c) => ({
      groupName: c.label,
      optionName: comboItemName(c),
      priceDeltaCents: 0,
    })),
    ...options.map(({ group, option }) => ({ groupName: group.name, optionName: option.name, priceDeltaCents: option.priceDeltaCents })),
  ];
  return {
    itemId: item.id,
    itemName: item.name,
    qty: choice.qty,
    unitPriceCents: unitPriceCents(basePriceCents, options.map(({ option }) => option.priceDeltaCents)),
    options: listed,
    removedIngredients: removedIngredients(menu, item, choice.removedIngredientIds),
    ...withAllergens(servedAllergens(menu, choice)),
    note: choice.note || null,
  };
}

const withAllergens = (allergens: AllergenCode[]) => (allergens.length ? { allergens } : {});

/**
 * The allergens of what the line serves (issue 30 item 5), from the menu, never the client: the default ingredients
 * of the item and of each combo part, less those the diner left out of that part (by id, so two parts with the same
 * dish keep their own removals). Options carry no ingredients or allergens in the menu's data, so they add none.
 * Called after the line's choices were checked.
 */
function servedAllergens(menu: MenuIndex, choice: CartLineChoice): AllergenCode[] {
  const served = (itemId: string, removedIds: readonly string[]) => {
    const ingredients = menu.ingredientsOfItem.get(itemId);
    // Nothing left out and no ingredients read: the item's row says what its default ingredients hold.
    if (!ingredients && removedIds.length === 0) return menu.defaultAllergensOfItem.get(itemId) ?? [];
    return (ingredients ?? []).filter((i) => i.isDefaultIncluded && !removedIds.includes(i.id)).flatMap((i) => i.allergens);
  };
  return sortAllergens([
    ...served(choice.itemId, choice.removedIngredientIds),
    ...choice.comboChoices.flatMap((part) => part.itemIds.flatMap((itemId) => served(itemId, part.removedIngredientIds))),
  ]);
}

/** A combo's content as its line lists it: '2 x Satay Skewers', 'Pad Thai (No Onions, No Peanuts)'. */
function comboItemName({ item, quantity, removedIngredients }: ChosenComboItem): string {
  const name = quantity > 1 ? `${quantity} x ${item.name}` : item.name;
  return removedIngredients.length ? `${name} (${removedIngredients.map((n) => `No ${n}`).join(', ')})` : name;
}

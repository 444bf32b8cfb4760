/**
 * The cart as the cart page shows it: each line priced again from the current menu (names in the diner's language,
 * today's prices), the totals from shared/pricing.ts - the function create-payment charges with.
 */
import type { TipChoice } from '@shared/api';
import { priceOrder, type OrderTotals } from '@shared/pricing';
import type { CartLine } from './cart-line';
import { priceLine, type MenuIndex } from './line-pricing';

export interface PricedCartLine {
  line: CartLine;
  name: string;
  optionNames: string[];
  /** Ingredients left out, shown as "No onions". */
  removedNames: string[];
  unitPriceCents: number;
  lineTotalCents: number;
  /** false: sold out or no longer on the menu; it must go before paying. */
  available: boolean;
}

export interface PricedCart {
  lines: PricedCartLine[];
  totals: OrderTotals;
  allAvailable: boolean;
}

/** `tax`: the restaurant's rate and whether its menu prices include the tax (then shown as included, not added). */
export function priceCart(
  index: MenuIndex,
  lines: readonly CartLine[],
  tax: { taxRateBps: number; taxIncluded?: boolean },
  tip: TipChoice,
  without?: (name: string) => string,
): PricedCart {
  const priced = lines.map((line) => {
    const pricing = priceLine(index, line, without);
    return pricing.available
      ? { line, name: pricing.name, optionNames: pricing.optionNames, removedNames: pricing.removedNames, unitPriceCents: pricing.unitPriceCents, available: true }
      : { line, name: line.name, optionNames: line.optionNames, removedNames: line.removedNames ?? [], unitPriceCents: line.unitPriceCents, available: false };
  });
  const payable = priced.filter((p) => p.available);
  const totals = priceOrder({
    lines: payable.map((p) => ({ unitPriceCents: p.unitPriceCents, qty: p.line.qty })),
    taxRateBps: tax.taxRateBps,
    taxIncluded: tax.taxIncluded ?? false,
    tip,
  });
  return {
    lines: priced.map((p) => ({ ...p, lineTotalCents: p.unitPriceCents * p.line.qty })),
    totals,
    allAvailable: payable.length === priced.length,
  };
}

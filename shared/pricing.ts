/**
 * THE pricing rules (DESIGN.md 6): the cart shows these numbers and create-payment charges them, so what the diner
 * sees is what is charged. Pure integer-cent arithmetic; every rounding is half up to the cent.
 */
import type { TipChoice } from './api';
import { PLATFORM_FEE_BPS } from './constants';

const BPS_PER_WHOLE = 10_000;

/**
 * What a card payment can be, in the currency's smallest unit (Stripe's limits for USD): below 50 cents Stripe refuses
 * the charge, above 99,999,999 ($999,999.99) it refuses the amount. create-payment refuses such a total with 400
 * before any order is written; the cart can tell the diner before they press Pay.
 */
export const MIN_CHARGE_CENTS = 50;
export const MAX_CHARGE_CENTS = 99_999_999;

/** Why a total cannot be charged by card, or null when it can. */
export function unchargeableTotal(totalCents: number): 'total_too_small' | 'total_too_large' | null {
  if (totalCents < MIN_CHARGE_CENTS) return 'total_too_small';
  if (totalCents > MAX_CHARGE_CENTS) return 'total_too_large';
  return null;
}

/** numerator / denominator rounded half up, in exact integer arithmetic (no 0.1 + 0.2 surprises). */
export function roundHalfUp(numerator: number, denominator: number): number {
  return Math.floor((2 * numerator + denominator) / (2 * denominator));
}

/** `bps` basis points of an amount (800 bps = 8%), rounded half up to the cent. */
export function basisPointsOf(amountCents: number, bps: number): number {
  return roundHalfUp(amountCents * bps, BPS_PER_WHOLE);
}

/** An item's price plus the deltas of the options chosen for it; a discount option never makes it negative. */
export function unitPriceCents(basePriceCents: number, optionDeltasCents: readonly number[] = []): number {
  return Math.max(0, optionDeltasCents.reduce((sum, delta) => sum + delta, basePriceCents));
}

export interface ComboPricing {
  pricingMode: 'fixed' | 'dynamic';
  discountCents: number;
}

/**
 * A combo's price before its own options: 'fixed' is the combo item's price; 'dynamic' is the chosen items' prices,
 * each times its component's quantity, less the combo discount (never below 0).
 */
export function comboPriceCents(
  combo: ComboPricing,
  comboItemPriceCents: number,
  chosen: readonly { priceCents: number; quantity: number }[],
): number {
  if (combo.pricingMode === 'fixed') return comboItemPriceCents;
  const sum = chosen.reduce((total, choice) => total + choice.priceCents * choice.quantity, 0);
  return Math.max(0, sum - combo.discountCents);
}

export function tipCents(subtotalCents: number, tip: TipChoice): number {
  switch (tip.kind) {
    case 'percent':
      return roundHalfUp(subtotalCents * tip.percent, 100);
    case 'custom':
      return tip.cents;
    case 'none':
      return 0;
  }
}

/**
 * The platform's fee (DESIGN decision, issue 25): 5% of the bill before the tip, i.e. the items and the tax as
 * charged (tax included in the prices: the subtotal; tax added: subtotal + tax). Never of the tip: tips belong to the
 * staff. Whole cents, rounded half up (80.5 cents -> 81). The restaurant receives the rest of the total, tip included.
 */
export function platformFeeCents(billBeforeTipCents: number): number {
  return basisPointsOf(billBeforeTipCents, PLATFORM_FEE_BPS);
}

/**
 * The tax in an amount whose prices already include it (VAT): amount x rate / (1 + rate), i.e.
 * amount x bps / (10,000 + bps), rounded half up to the cent. 10% included in 11.00 is 1.00; in 10.00 it is 0.909 -> 0.91.
 */
export function includedTaxCents(amountCents: number, bps: number): number {
  return roundHalfUp(amountCents * bps, BPS_PER_WHOLE + bps);
}

/** What the restaurant keeps of an order: the gross charged less the platform fee (the tip is in it, whole). */
export function netCents(order: { totalCents: number; feeCents: number }): number {
  return order.totalCents - order.feeCents;
}

export interface PricedLine {
  unitPriceCents: number;
  qty: number;
}

export interface OrderTotals {
  /** unit price x quantity, one per input line, in the same order. */
  lineTotalsCents: number[];
  /** The line totals' sum: the menu prices (with the tax in them when taxIncluded). */
  subtotalCents: number;
  /** The tax: added on top of the subtotal, or (taxIncluded) the part of the subtotal that is tax. */
  taxCents: number;
  /** The mode and rate the tax was computed with: an order keeps them. */
  taxIncluded: boolean;
  taxRateBps: number;
  tipCents: number;
  /** subtotal + tax + tip; with the tax included, subtotal + tip (the tax is already in the subtotal). */
  totalCents: number;
  /** Platform fee (application fee): platformFeeCents of the total less the tip. */
  feeCents: number;
  /** What the restaurant receives: total minus fee (the tip included). */
  restaurantCents: number;
}

/**
 * An order's totals. Tax added (the default): tax = subtotal x rate, total = subtotal + tax + tip. Tax included
 * (`taxIncluded`: menu prices already hold it, as VAT in most of Europe): tax = subtotal x rate / (1 + rate), shown
 * as included, and total = subtotal + tip. Each rounding is half up to the cent. A percent tip is of the subtotal.
 */
export function priceOrder(input: { lines: readonly PricedLine[]; taxRateBps: number; taxIncluded?: boolean; tip: TipChoice }): OrderTotals {
  const taxIncluded = input.taxIncluded ?? false;
  const lineTotalsCents = input.lines.map((line) => line.unitPriceCents * line.qty);
  const subtotalCents = lineTotalsCents.reduce((sum, total) => sum + total, 0);
  const taxCents = taxIncluded ? includedTaxCents(subtotalCents, input.taxRateBps) : basisPointsOf(subtotalCents, input.taxRateBps);
  const billCents = taxIncluded ? subtotalCents : subtotalCents + taxCents;
  const tip = tipCents(subtotalCents, input.tip);
  const totalCents = billCents + tip;
  const feeCents = platformFeeCents(billCents);
  return {
    lineTotalsCents,
    subtotalCents,
    taxCents,
    taxIncluded,
    taxRateBps: input.taxRateBps,
    tipCents: tip,
    totalCents,
    feeCents,
    restaurantCents: netCents({ totalCents, feeCents }),
  };
}

/** SPEC.md 9: 3 minutes per item (counted by quantity), clamped to 15-30, shown as a 5-minute range. */
export const PREP_MINUTES_PER_ITEM = 3;
export const PREP_MINUTES_MIN = 15;
export const PREP_MINUTES_MAX = 30;
const PREP_RANGE_WIDTH = 5;

export function estimatedPrepMinutes(itemCount: number): { min: number; max: number } {
  const minutes = Math.min(PREP_MINUTES_MAX, Math.max(PREP_MINUTES_MIN, itemCount * PREP_MINUTES_PER_ITEM));
  // The range starts on a multiple of five so it reads naturally (21 minutes -> "20-25").
  const min = Math.floor(minutes / PREP_RANGE_WIDTH) * PREP_RANGE_WIDTH;
  return { min, max: min + PREP_RANGE_WIDTH };
}

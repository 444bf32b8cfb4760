/**
 * Splitting a table's bill (issue 29), pure integer-cent arithmetic shared by the phones (who see the shares fill)
 * and the functions (which charge them). A bill is the order's amount before any tip: its items and, when the tax is
 * added on top, the tax (shared/pricing.ts). Every split gives shares that add up to the bill to the cent, none
 * negative; each share is then paid with its own tip, and the platform's fee is 5% of each share's bill part.
 *
 * Rounding, as the phones state it: cents that cannot be divided evenly go one each to the first shares in order
 * (largest remainder first, then the earlier share), so two even shares of $10.01 are $5.01 and $5.00.
 */
import { platformFeeCents } from './pricing';

/**
 * `total` divided in proportion to `weights` (non-negative integers, not all 0, or all 0 for a total of 0): the
 * largest remainder method, so the parts add up to `total` exactly and each is within one cent of its exact
 * proportional value. Ties of remainders go to the earlier weight.
 */
export function apportion(total: number, weights: readonly number[]): number[] {
  if (!Number.isInteger(total) || total < 0) throw new RangeError(`total must be a whole, non-negative number of cents, got ${total}`);
  if (weights.length === 0) throw new RangeError('at least one share is needed');
  if (weights.some((w) => !Number.isInteger(w) || w < 0)) throw new RangeError('weights must be whole, non-negative numbers');
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum === 0) {
    if (total === 0) return weights.map(() => 0);
    throw new RangeError('weights of 0 cannot share a total above 0');
  }
  // Exact in integers: part = floor(total * w / sum), remainder = (total * w) mod sum.
  const parts = weights.map((w) => Math.floor((total * w) / sum));
  const remainders = weights.map((w, i) => ({ i, r: (total * w) % sum }));
  let left = total - parts.reduce((a, b) => a + b, 0);
  remainders.sort((a, b) => b.r - a.r || a.i - b.i);
  for (const { i } of remainders) {
    if (left === 0) break;
    parts[i]! += 1;
    left -= 1;
  }
  return parts;
}

/** A bill as the split sees it: its lines' totals, the subtotal's tax and whether that tax is in the prices. */
export interface SplitBill {
  lines: readonly { id: string; totalCents: number }[];
  taxCents: number;
  /** Tax included in the prices (VAT): the bill is the subtotal. Added (the default): subtotal + tax. */
  taxIncluded: boolean;
}

/** One payer's part of the bill: what it pays before its own tip, and of that the items (the tip's base). */
export interface Share {
  billCents: number;
  /** The items' part (the subtotal's share): a percent tip is of this. With the tax added, billCents - this is tax. */
  subtotalCents: number;
}

export const subtotalOf = (bill: SplitBill) => bill.lines.reduce((sum, line) => sum + line.totalCents, 0);
export const billCentsOf = (bill: SplitBill) => subtotalOf(bill) + (bill.taxIncluded ? 0 : bill.taxCents);

/** Shares in proportion to `weights` of the bill, each with its part of the subtotal in the same proportion. */
function sharesByWeight(bill: SplitBill, weights: readonly number[]): Share[] {
  const bills = apportion(billCentsOf(bill), weights);
  // The subtotal follows the bills (so a share's tax part, bill - subtotal, is never negative).
  const subtotals = bill.taxIncluded ? bills : apportion(subtotalOf(bill), bills.some((b) => b > 0) ? bills : weights);
  return bills.map((billCents, i) => ({ billCents, subtotalCents: subtotals[i]! }));
}

/** N even shares, differing by one cent at most (the first ones pay the odd cents). */
export function splitEvenly(bill: SplitBill, ways: number): Share[] {
  if (!Number.isInteger(ways) || ways < 1) throw new RangeError('a bill is split between 1 or more people');
  return sharesByWeight(bill, Array.from({ length: ways }, () => 1));
}

/**
 * Custom amounts: each person names what they pay of the bill. Refused (null) unless they add up to the bill exactly
 * and none is negative; the items' part of each follows its amount.
 */
export function splitByAmounts(bill: SplitBill, amountsCents: readonly number[]): Share[] | null {
  if (amountsCents.length === 0 || amountsCents.some((a) => !Number.isInteger(a) || a < 0)) return null;
  if (amountsCents.reduce((a, b) => a + b, 0) !== billCentsOf(bill)) return null;
  if (bill.taxIncluded) return amountsCents.map((billCents) => ({ billCents, subtotalCents: billCents }));
  const subtotals = apportion(subtotalOf(bill), amountsCents.some((a) => a > 0) ? amountsCents : amountsCents.map(() => 1));
  return amountsCents.map((billCents, i) => ({ billCents, subtotalCents: subtotals[i]! }));
}

export interface ItemsSplit {
  /** Per payer (in the order given), their items and their part of the tax. */
  shares: Share[];
  /** Line ids nobody claimed yet: their amount is not in any share (the split is complete when this is empty). */
  unclaimed: string[];
}

/**
 * By items: each line is paid by the payers who claim it; a line claimed by several is divided evenly between them
 * (one line shared by three: no peer has this), its odd cents going to the first claimants in `payers` order. The tax
 * added on top goes with the items, in proportion to each payer's items. Claims name payer indexes into `payers`.
 */
export function splitByItems(bill: SplitBill, payers: number, claims: ReadonlyMap<string, readonly number[]>): ItemsSplit {
  if (!Number.isInteger(payers) || payers < 1) throw new RangeError('a bill is split between 1 or more people');
  const items = Array.from({ length: payers }, () => 0);
  const unclaimed: string[] = [];
  for (const line of bill.lines) {
    const by = [...new Set(claims.get(line.id) ?? [])].filter((p) => Number.isInteger(p) && p >= 0 && p < payers).sort((a, b) => a - b);
    if (by.length === 0) {
      unclaimed.push(line.id);
      continue;
    }
    apportion(line.totalCents, by.map(() => 1)).forEach((part, k) => (items[by[k]!]! += part));
  }
  const claimedSubtotal = items.reduce((a, b) => a + b, 0);
  // The tax of the claimed items only (the unclaimed ones keep theirs until claimed), shared by item amounts.
  const claimedTax = bill.taxIncluded || claimedSubtotal === 0 ? 0 : claimedTaxCents(bill, claimedSubtotal);
  const taxes = claimedTax === 0 ? items.map(() => 0) : apportion(claimedTax, items);
  return { shares: items.map((subtotalCents, i) => ({ subtotalCents, billCents: subtotalCents + taxes[i]! })), unclaimed };
}

/** The added tax that goes with `claimed` of the subtotal: all of it once every line is claimed. */
function claimedTaxCents(bill: SplitBill, claimed: number): number {
  const subtotal = subtotalOf(bill);
  return claimed === subtotal ? bill.taxCents : apportion(bill.taxCents, [claimed, subtotal - claimed])[0]!;
}

/**
 * By items, one guest's part of one line: its items and its tax each divided evenly among `claimedBy` (in the order
 * they claimed), the odd cents to the first claimants; nothing for a guest who did not claim it. The phones show
 * and the server charges (and receipts print) this same part.
 */
export function claimedPart(line: { itemsCents: number; taxCents: number; claimedBy: readonly string[] }, guestId: string): { billCents: number; itemsCents: number } {
  const at = line.claimedBy.indexOf(guestId);
  if (at < 0) return { billCents: 0, itemsCents: 0 };
  const even = line.claimedBy.map(() => 1);
  const itemsCents = apportion(line.itemsCents, even)[at]!;
  return { billCents: itemsCents + apportion(line.taxCents, even)[at]!, itemsCents };
}

/** The platform's fee on each share's payment: 5% of its bill part, never of its tip (shared/pricing.ts). */
export const shareFeeCents = (share: Share) => platformFeeCents(share.billCents);

/**
 * The table's bill as a phone shows it (issue 29): the shares computed with shared/split.ts exactly as the server
 * charges them, so the amounts on every phone are the amounts paid, and each share's state from the tab's payments.
 */
import type { BillLine, TabPayment, TabView } from '@shared/api';
import { apportion, claimedPart, splitEvenly, type Share, type SplitBill } from '@shared/split';

export const splitBillOf = (tab: TabView): SplitBill => ({
  lines: tab.lines.map((line) => ({ id: line.id, totalCents: line.itemsCents })),
  taxCents: tab.taxCents,
  taxIncluded: tab.taxIncluded,
});

export interface EvenShare extends Share {
  index: number;
  /** Its payment when someone paid it or is paying it. */
  payment: TabPayment | null;
}

/** The N even shares (the odd cents to the first ones) with who paid or is paying each. */
export function evenShares(tab: TabView, ways: number): EvenShare[] {
  return splitEvenly(splitBillOf(tab), ways).map((share, index) => ({
    ...share,
    index,
    payment: tab.payments.find((p) => p.kind === 'even' && p.index === index) ?? null,
  }));
}

export interface LinePart {
  line: BillLine;
  /** This guest's part of the line (its items and tax) and of its items alone; 0 when not claimed by this guest. */
  billCents: number;
  itemsCents: number;
  mine: boolean;
}

/** The guest's items share: their part of every line they claimed, and of that the items (a percent tip's base). */
export function itemsShareOf(tab: TabView, guestId: string): Share & { parts: LinePart[] } {
  // By items: a guest's part of each line (shared/split.ts claimedPart), as the server charges it.
  const parts = tab.lines.map((line) => ({ line, ...claimedPart(line, guestId), mine: line.claimedBy.includes(guestId) }));
  return {
    parts,
    billCents: parts.reduce((sum, part) => sum + part.billCents, 0),
    subtotalCents: parts.reduce((sum, part) => sum + part.itemsCents, 0),
  };
}

/**
 * A custom amount's items part (the tip's base): its share of the items left, in proportion to what is left. Exact
 * (as the server charges it) while nothing else is paid; after other payments the items left are estimated from the
 * bill's proportion (the view does not carry each payment's items part), within a cent or so.
 */
export function amountShare(tab: TabView, cents: number): Share {
  if (tab.taxIncluded) return { billCents: cents, subtotalCents: cents };
  if (tab.leftCents <= 0 || tab.billCents <= 0) return { billCents: cents, subtotalCents: 0 };
  const itemsLeft = tab.leftCents === tab.billCents ? tab.subtotalCents : apportion(tab.subtotalCents, [tab.leftCents, tab.billCents - tab.leftCents])[0]!;
  return { billCents: cents, subtotalCents: apportion(itemsLeft, [cents, Math.max(0, tab.leftCents - cents)])[0]! };
}

/** The bill's lines by round, in the order of the rounds. */
export function linesByRound(lines: readonly BillLine[]): { round: number; lines: BillLine[] }[] {
  const rounds = new Map<number, BillLine[]>();
  for (const line of lines) rounds.set(line.round, [...(rounds.get(line.round) ?? []), line]);
  return [...rounds.entries()].sort(([a], [b]) => a - b).map(([round, own]) => ({ round, lines: own }));
}

/** The split can change only while nothing is paid or being paid. */
export const splitLocked = (tab: TabView) => tab.payments.some((p) => p.kind !== 'auto');

/** Dollars typed by the diner as cents (null when not a positive amount with at most 2 decimals). */
export function typedCents(text: string): number | null {
  const value = text.trim().replace(',', '.');
  if (!/^\d+(\.\d{1,2})?$/.test(value)) return null;
  const cents = Math.round(Number(value) * 100);
  return cents > 0 ? cents : null;
}

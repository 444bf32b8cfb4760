/**
 * The tip the diner picks (SPEC.md 9): 15, 18 or 20% of the subtotal, or a custom amount in dollars (number, step
 * 0.01, min 0; anything non-numeric counts as 0). 15% is preselected.
 */
import type { TipChoice } from '@shared/api';

export const TIP_PERCENTS = [15, 18, 20] as const;
export type TipPercent = (typeof TIP_PERCENTS)[number];

export type TipSelection = { kind: 'percent'; percent: TipPercent } | { kind: 'custom'; amount: string };
/** What the chooser may show as chosen: also "No tip", an option of its own where offered (a share of a table's bill, issue 29). */
export type ShownTip = TipSelection | { kind: 'none' };

export const DEFAULT_TIP: TipSelection = { kind: 'percent', percent: 15 };

/** The API's largest custom tip (shared/api.ts tipChoiceSchema). */
export const MAX_CUSTOM_TIP_CENTS = 1_000_00;

/** Dollars typed by the diner as cents, half up at the cent; not a number or below 0 counts as 0. */
export function customTipCents(amount: string): number {
  const dollars = Number(amount.trim().replace(',', '.'));
  if (!Number.isFinite(dollars) || dollars <= 0) return 0;
  // Through thousandths first, so 0.295 (stored as 0.29499...) still rounds up to 30 cents.
  const cents = Math.round(Math.round(dollars * 1000) / 10);
  return Math.min(MAX_CUSTOM_TIP_CENTS, cents);
}

export function toTipChoice(selection: TipSelection): TipChoice {
  return selection.kind === 'percent'
    ? { kind: 'percent', percent: selection.percent }
    : { kind: 'custom', cents: customTipCents(selection.amount) };
}

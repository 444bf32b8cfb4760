/**
 * Dollars as the owner types them and cents as the API stores them, for option price deltas (which may be negative)
 * and the combo discount (SPEC.md 5: "price delta dollars to cents; default 0").
 */

/** '1.50' -> 150, '-0.5' -> -50, '$2' -> 200, '' -> 0; null when it is not an amount. Rounded to whole cents. */
export function dollarsToCents(typed: string): number | null {
  const cleaned = typed.trim().replace(/^\$/, '').replace(/^(-)\s*\$/, '$1').replace(/,/g, '');
  if (cleaned === '' || cleaned === '-') return cleaned === '' ? 0 : null;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)$/.test(cleaned)) return null;
  const value = Number(cleaned);
  return Number.isFinite(value) ? Math.round(value * 100) : null;
}

/** 150 -> '1.50', -50 -> '-0.50', 0 -> '0.00': what an amount field shows. */
export function centsToDollars(cents: number): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}

/** 150 -> '+$1.50', -50 -> '-$0.50', 0 -> '+$0.00': a delta as the owner reads it. */
export function formatDelta(cents: number): string {
  return `${cents < 0 ? '-' : '+'}$${centsToDollars(Math.abs(cents))}`;
}

export const AMOUNT_MESSAGE = 'Enter an amount in dollars, e.g. 1.50 or -0.50';

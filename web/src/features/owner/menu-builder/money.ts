/** Prices as the owner types them: dollars with up to two decimals, stored as whole cents (SPEC.md 5: rounded). */

/** "12.5" -> 1250, "0.015" -> 2 (rounded); blank, negative or not a number -> null. */
export function dollarsToCents(text: string): number | null {
  const trimmed = text.trim();
  if (trimmed === '' || !/^\d*(\.\d*)?$/.test(trimmed) || trimmed === '.') return null;
  const value = Number(trimmed);
  return Number.isFinite(value) && value >= 0 ? Math.round(Number((value * 100).toFixed(4))) : null;
}

/** 1250 -> "12.50", the value of a price field. */
export function centsToDollars(cents: number): string {
  return (cents / 100).toFixed(2);
}

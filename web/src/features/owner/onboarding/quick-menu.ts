/**
 * The quick menu form's rules (SPEC.md section 5, Quick menu setup): an item is saved only with a non-blank name
 * and a price above 0; prices are typed in dollars and sent as rounded cents; a blank category name is not an
 * error (the default 'Main Dishes' is sent instead).
 */
import { QUICK_MENU_DEFAULT_CATEGORY, QUICK_MENU_MAX_ITEMS, type QuickMenuRequest } from '@shared/api';

export interface QuickMenuRow {
  /** Stable across edits and removals, for React keys and input ids. */
  key: number;
  name: string;
  /** As typed, in dollars ('12.5'). */
  price: string;
  description: string;
}

export { QUICK_MENU_DEFAULT_CATEGORY, QUICK_MENU_MAX_ITEMS };

/**
 * Dollars as typed to whole cents, rounded half up on the decimal digits as typed ('1.005' is 101, where
 * Math.round(1.005 * 100) gives 100); a decimal comma ('8,50') counts as a point; anything that is not a number is 0.
 */
export function dollarsToCents(typed: string): number {
  const text = typed.trim();
  const decimal = /^\d*,\d+$/.test(text) ? text.replace(',', '.') : text;
  if (decimal === '' || !Number.isFinite(Number(decimal))) return 0;
  // Shifting by the exponent moves the decimal point in the text, not in binary floating point.
  const cents = Math.round(Number(`${decimal}e2`));
  return Number.isFinite(cents) ? cents : 0;
}

/** The rows worth saving: a name and a price above 0. */
export function savableItems(rows: readonly QuickMenuRow[]): QuickMenuRequest['items'] {
  return rows.flatMap((row) => {
    const name = row.name.trim();
    const priceCents = dollarsToCents(row.price);
    if (!name || priceCents <= 0) return [];
    const description = row.description.trim();
    return [{ name, priceCents, ...(description ? { description } : {}) }];
  });
}

/** The request Save Menu sends, or null when no row has both a name and a price above 0. */
export function quickMenuRequest(categoryName: string, rows: readonly QuickMenuRow[]): QuickMenuRequest | null {
  const items = savableItems(rows);
  if (items.length === 0) return null;
  return { categoryName: categoryName.trim() || QUICK_MENU_DEFAULT_CATEGORY, items };
}

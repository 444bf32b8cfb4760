/**
 * The quick menu form's rules (SPEC.md section 5, Quick menu setup): an item is saved only with a non-blank name
 * and a price above 0; prices are typed in dollars and sent as rounded cents (web/src/lib/money-input.ts: a price that
 * is not an amount counts as 0, so its row is not saved); a blank category name is not an error (the default 'Main
 * Dishes' is sent instead).
 */
import { QUICK_MENU_DEFAULT_CATEGORY, QUICK_MENU_MAX_ITEMS, type QuickMenuRequest } from '@shared/api';
import { parseMoneyInput } from '@/lib/money-input';

export interface QuickMenuRow {
  /** Stable across edits and removals, for React keys and input ids. */
  key: number;
  name: string;
  /** As typed, in dollars ('12.5'). */
  price: string;
  description: string;
}

export { QUICK_MENU_DEFAULT_CATEGORY, QUICK_MENU_MAX_ITEMS };

/** The rows worth saving: a name and a price above 0. */
export function savableItems(rows: readonly QuickMenuRow[]): QuickMenuRequest['items'] {
  return rows.flatMap((row) => {
    const name = row.name.trim();
    const priceCents = parseMoneyInput(row.price) ?? 0;
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

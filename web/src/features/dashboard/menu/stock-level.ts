/** Stock words (SPEC.md 9, DESIGN.md 9.6): low under 5, sold out at 0; untracked stock says nothing. */
export const LOW_STOCK_BELOW = 5;

export type StockLevel = 'untracked' | 'sold-out' | 'low' | 'ok';

export function stockLevel(count: number | null): StockLevel {
  if (count === null) return 'untracked';
  if (count <= 0) return 'sold-out';
  return count < LOW_STOCK_BELOW ? 'low' : 'ok';
}

export const STOCK_LABELS: Record<StockLevel, string> = { untracked: 'Not tracked', 'sold-out': 'Sold out', low: 'Low stock', ok: 'In stock' };

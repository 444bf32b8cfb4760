/** Stock words on the Inventory tab, from the shared rules (shared/inventory.ts): low under 5, sold out at 0. */
import { isLowStock, type StockState } from '@shared/inventory';

export type StockLevel = 'untracked' | 'sold-out' | 'low' | 'ok';

export function stockLevel(state: StockState): StockLevel {
  if (state.stockCount === null) return 'untracked';
  if (state.stockCount <= 0) return 'sold-out';
  return isLowStock(state) ? 'low' : 'ok';
}

export const STOCK_LABELS: Record<StockLevel, string> = { untracked: 'Not tracked', 'sold-out': 'Sold out', low: 'Low stock', ok: 'In stock' };

/** The demo's stock rules (SPEC.md 9 'Demo'): low under 5, '+10 stock', the bar full at 20 units, yellow under 10. */

export const LOW_STOCK_UNDER = 5;
export const WARN_STOCK_UNDER = 10;
export const STOCK_BAR_FULL_AT = 20;
export const RESTOCK_AMOUNT = 10;

export type StockTone = 'low' | 'warn' | 'ok';

export interface StockLevel {
  tone: StockTone;
  /** How full the bar is, 0 to 100. */
  percent: number;
  isLow: boolean;
}

export function stockLevel(stock: number): StockLevel {
  const tone: StockTone = stock < LOW_STOCK_UNDER ? 'low' : stock < WARN_STOCK_UNDER ? 'warn' : 'ok';
  const percent = Math.round((Math.min(Math.max(stock, 0), STOCK_BAR_FULL_AT) / STOCK_BAR_FULL_AT) * 100);
  return { tone, percent, isLow: stock < LOW_STOCK_UNDER };
}

/**
 * Optional stock counts (DESIGN.md 9.6, SPEC.md 9): an item with a count is sold out at 0 and low under 5; paid
 * orders lower the count, never below 0. Pure rules, used by the server's writes and the dashboard's display.
 *
 * An item that is sold out WITH a count of 0 is taken to be sold out because of its stock, so new stock makes it
 * available again; an item marked sold out by hand while it still had stock stays sold out until someone says so.
 */
export const LOW_STOCK_THRESHOLD = 5;
/** The Inventory tab's '+10 stock' button. */
export const RESTOCK_STEP = 10;
/** Largest count a manager can set or reach: a typo of extra zeros should not look like real stock. */
export const MAX_STOCK_COUNT = 100_000;

export interface StockState {
  /** null: stock is not tracked for the item. */
  stockCount: number | null;
  soldOut: boolean;
}

export function isSoldOutByStock(state: StockState): boolean {
  return state.soldOut && state.stockCount === 0;
}

export function isLowStock(state: StockState): boolean {
  return state.stockCount !== null && state.stockCount < LOW_STOCK_THRESHOLD;
}

/** The item with a new count (null stops tracking): sold out at 0, available again when stock returns. */
export function withStockCount(state: StockState, stockCount: number | null): StockState {
  if (stockCount === 0) return { stockCount: 0, soldOut: true };
  return { stockCount, soldOut: isSoldOutByStock(state) ? false : state.soldOut };
}

/** Adds (or with a negative number removes) stock; an untracked item starts counting from 0. */
export function withStockAdded(state: StockState, add: number): StockState {
  return withStockCount(state, clampStock((state.stockCount ?? 0) + add));
}

/** A paid order took `qty`; untracked items are left alone. */
export function withStockSold(state: StockState, qty: number): StockState {
  if (state.stockCount === null) return state;
  return withStockCount(state, clampStock(state.stockCount - qty));
}

function clampStock(count: number): number {
  return Math.min(MAX_STOCK_COUNT, Math.max(0, count));
}

/**
 * A paid order takes its quantities out of stock (DESIGN.md 9.6). The decrement is planned here and written in the
 * SAME transaction that moves the order to paid (orders/pay.ts): either both happen or neither, so a crash between
 * them can no longer lose a sale from stock, and a repeated event (which finds the order paid) never counts it twice.
 */
import type { Order } from '../../../../shared/api';
import { withStockSold, type StockState } from '../../../../shared/inventory';
import { untilProcessed } from '../../db/batch';
import type { Db } from '../../db/service';

/** Quantity per item: an order may hold the same item on several lines (different options or notes). */
export function quantitiesByItem(order: Pick<Order, 'lines'>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of order.lines ?? []) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.qty);
  return quantities;
}

/** One item's stock change: written only if the item still has `current` (compare-and-set). */
export interface StockSale {
  restaurantId: string;
  itemId: string;
  current: StockState;
  next: StockState;
}

/**
 * The stock changes a sale of this order makes now: tracked items only (untracked, deleted or unchanged items need
 * no write). Read consistently, so the compare-and-set in the transaction fails only on a real concurrent change.
 */
export async function planSale(db: Db, order: Pick<Order, 'restaurantId' | 'lines'>): Promise<StockSale[]> {
  const quantities = quantitiesByItem(order);
  if (quantities.size === 0) return [];
  const keys = [...quantities.keys()].map((itemId) => ({ restaurantId: order.restaurantId, itemId }));
  const rounds = await untilProcessed(keys, (pending) => db.entities.menuItem.get(pending).go({ consistent: true }));
  return rounds
    .flatMap((round) => round.data)
    .flatMap((item) => {
      const current: StockState = { stockCount: item.stockCount ?? null, soldOut: item.soldOut };
      const next = withStockSold(current, quantities.get(item.itemId) ?? 0);
      const changed = next.stockCount !== current.stockCount || next.soldOut !== current.soldOut;
      return changed ? [{ restaurantId: order.restaurantId, itemId: item.itemId, current, next }] : [];
    });
}

/**
 * A paid order takes its quantities out of stock (DESIGN.md 9.6). Called once per order, by the step that moved it
 * to paid; items without a count are left alone.
 */
import type { Order } from '../../../../shared/api';
import { withStockSold } from '../../../../shared/inventory';
import { logger } from '../../http/logger';
import { changeStock } from './stock-writes';

/** Quantity per item: an order may hold the same item on several lines (different options or notes). */
export function quantitiesByItem(order: Pick<Order, 'lines'>): Map<string, number> {
  const quantities = new Map<string, number>();
  for (const line of order.lines ?? []) quantities.set(line.itemId, (quantities.get(line.itemId) ?? 0) + line.qty);
  return quantities;
}

/**
 * Never throws: the diner has paid and the order must reach the kitchen whatever happens to the counts, so a failed
 * decrement is logged for a manager to correct rather than failing (and retrying) the payment step.
 */
export async function recordSale(order: Pick<Order, 'id' | 'restaurantId' | 'lines'>): Promise<void> {
  const results = await Promise.allSettled(
    [...quantitiesByItem(order)].map(([itemId, qty]) => changeStock(order.restaurantId, itemId, (state) => withStockSold(state, qty))),
  );
  for (const result of results) {
    if (result.status === 'rejected') {
      logger.error('Stock was not lowered for a paid order', { orderId: order.id, error: result.reason as Error });
    }
  }
}

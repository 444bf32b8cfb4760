/**
 * pending_payment -> paid, together with the sale's stock changes, in one transaction: the order's move is
 * conditional on its status, each stock change on the count it was planned from (compare-and-set).
 */
import type { Order } from '../../../../shared/api';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import type { StockSale } from '../inventory/sales';

export type PayOutcome =
  /** The order is paid now, and the stock changes are written. */
  | { kind: 'paid'; order: Order }
  /** The order had left pending_payment already (paid by a duplicate, expired): nothing was written. */
  | { kind: 'not_pending' }
  /** A planned stock count changed meanwhile (or a concurrent write touched an item): nothing was written. */
  | { kind: 'stock_changed' };

export async function payOrder(db: Db, order: Order, sales: readonly StockSale[]): Promise<PayOutcome> {
  const paidAt = nowIso();
  const result = await db.transaction
    .write(({ order: orders, menuItem }) => [
      orders
        .patch({ orderId: order.id })
        .set({ status: 'paid', paidAt })
        // The status index's sort key holds createdAt too, so the change restates it.
        .composite({ restaurantId: order.restaurantId, createdAt: order.createdAt })
        .where((a, { eq }) => eq(a.status, 'pending_payment'))
        .commit(),
      ...sales.map(({ restaurantId, itemId, current, next }) => {
        const patch = menuItem.patch({ restaurantId, itemId });
        const changed =
          next.stockCount === null
            ? patch.set({ soldOut: next.soldOut }).remove(['stockCount'])
            : patch.set({ soldOut: next.soldOut, stockCount: next.stockCount });
        return changed
          .where((a, { eq, notExists }) => {
            const sameCount = current.stockCount === null ? notExists(a.stockCount) : eq(a.stockCount, current.stockCount);
            return `(${sameCount} AND ${eq(a.soldOut, current.soldOut)})`;
          })
          .commit();
      }),
    ])
    .go();
  if (!result.canceled) return { kind: 'paid', order: { ...order, status: 'paid', paidAt } };
  if (conditionFailedAt(result, 0)) return { kind: 'not_pending' };
  return { kind: 'stock_changed' };
}

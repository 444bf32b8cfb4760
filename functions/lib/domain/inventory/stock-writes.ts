/**
 * Every change of an item's stock is a compare-and-set: read the count and sold-out flag, compute the new pair with
 * the pure rules (shared/inventory), write it only if neither changed meanwhile, and retry otherwise. Two paid orders
 * of the last portion, or a sale during a restock, therefore never lose an update.
 */
import type { StockState } from '../../../../shared/inventory';
import type { Db } from '../../db/service';
import { isConditionFailure } from '../../db/conditions';
import { ConflictError } from '../../errors';
import { toItem, type MenuItem } from '../menu/types';

const MAX_ATTEMPTS = 5;

/** The item after the change; null when the item does not exist (deleted since it was ordered, say). */
export async function changeStock(
  db: Db,
  restaurantId: string,
  itemId: string,
  change: (state: StockState) => StockState,
): Promise<MenuItem | null> {
  for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
    const { data } = await db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true });
    if (!data) return null;
    const current: StockState = { stockCount: data.stockCount ?? null, soldOut: data.soldOut };
    const next = change(current);
    if (next.stockCount === current.stockCount && next.soldOut === current.soldOut) return toItem(data);
    try {
      return toItem(await writeIfUnchanged(db, restaurantId, itemId, current, next));
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
  }
  throw new ConflictError('The stock changed meanwhile; please try again', 'stock_conflict');
}

async function writeIfUnchanged(db: Db, restaurantId: string, itemId: string, current: StockState, next: StockState) {
  const patch = db.entities.menuItem.patch({ restaurantId, itemId });
  const changed = next.stockCount === null
    ? patch.set({ soldOut: next.soldOut }).remove(['stockCount'])
    : patch.set({ soldOut: next.soldOut, stockCount: next.stockCount });
  const { data } = await changed
    .where((a, { eq, notExists }) => {
      const sameCount = current.stockCount === null ? notExists(a.stockCount) : eq(a.stockCount, current.stockCount);
      return `(${sameCount} AND ${eq(a.soldOut, current.soldOut)})`;
    })
    .go({ response: 'all_new' });
  return data;
}

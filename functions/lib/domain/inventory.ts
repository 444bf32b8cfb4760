/** Optional stock counts of menu items (DESIGN.md 9.6): managers set or add stock, paid orders take from it. */
import type { MenuItemStockRequest } from '../../../shared/api';
import { withStockAdded, withStockCount } from '../../../shared/inventory';
import { withDb, type Db } from '../db/service';
import { NotFoundError } from '../errors';
import { planSale } from './inventory/sales';
import { changeStock } from './inventory/stock-writes';
import type { MenuItem } from './menu/types';

function found(item: MenuItem | null): MenuItem {
  if (!item) throw new NotFoundError('Menu item not found');
  return item;
}

export function createInventory(db: Db) {
  const inventory = {
    /** A count (0 makes the item sold out), or null to stop tracking it. */
    async setStock(restaurantId: string, itemId: string, stockCount: number | null): Promise<MenuItem> {
      return found(await changeStock(db, restaurantId, itemId, (state) => withStockCount(state, stockCount)));
    },

    /** '+10 stock': an item sold out for want of stock becomes available again. */
    async addStock(restaurantId: string, itemId: string, add: number): Promise<MenuItem> {
      return found(await changeStock(db, restaurantId, itemId, (state) => withStockAdded(state, add)));
    },

    /** The Inventory tab's request: `{ add }` or `{ set }` (shared/api menuItemStockRequestSchema). */
    async change(restaurantId: string, itemId: string, request: MenuItemStockRequest): Promise<MenuItem> {
      return request.add !== undefined
        ? inventory.addStock(restaurantId, itemId, request.add)
        : inventory.setStock(restaurantId, itemId, request.set ?? null);
    },

    /** The stock changes a paid order makes (written with the move to paid: checkout/payment-outcomes). */
    planSale: withDb(db, planSale),
  };
  return inventory;
}

export type Inventory = ReturnType<typeof createInventory>;

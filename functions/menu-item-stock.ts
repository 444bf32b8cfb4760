import { menuItemIdParamsSchema, menuItemStockRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Inventory } from './lib/composition';
import { toDashboardMenuItem } from './lib/domain/menu';

/** Set a stock count (null stops tracking) or add to it ('+10 stock'); managers and owners. */
export const handler = defineRoute(
  'menu-item-stock',
  { body: menuItemStockRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => ({
    item: toDashboardMenuItem(await Inventory.change(caller.restaurantId, params.itemId, body)),
  }),
);

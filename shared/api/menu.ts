/** The menu as the dashboard's Menu and Inventory tabs read and change it (restaurant-scoped routes). */
import * as z from '../zod';
import { MAX_STOCK_COUNT } from '../inventory';
import { idSchema } from './common';
import { menuItemImageSchema } from './menu-images';

/** Path parameters are read with the restaurant's id beside them, so this object is not strict. */
export const menuItemIdParamsSchema = z.object({ itemId: idSchema });

/** One item as the dashboard's Menu and Inventory tabs show it: hidden, inactive and sold-out ones included. */
export const dashboardMenuItemSchema = z.object({
  id: z.string(),
  categoryId: z.string(),
  name: z.string(),
  description: z.nullable(z.string()),
  priceCents: z.int(),
  currency: z.string(),
  position: z.int(),
  isActive: z.boolean(),
  visible: z.boolean(),
  soldOut: z.boolean(),
  /** null: stock is not tracked. */
  stockCount: z.nullable(z.int()),
  imageUrl: z.nullable(z.string()),
  /** The photo with its copies (shared/api/menu-images.ts); null without one. */
  image: z.nullable(menuItemImageSchema),
});
export type DashboardMenuItem = z.infer<typeof dashboardMenuItemSchema>;

/** GET .../menu: categories and items, each in display order (items by category, then position). */
export const dashboardMenuSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), position: z.int() })),
  items: z.array(dashboardMenuItemSchema),
});
export type DashboardMenu = z.infer<typeof dashboardMenuSchema>;

/** PATCH .../menu-items/{itemId}/availability and POST .../stock answer `{ item }`. */
export const dashboardMenuItemResponseSchema = z.object({ item: dashboardMenuItemSchema });

export const menuItemAvailabilityRequestSchema = z
  .partial(z.strictObject({ soldOut: z.boolean(), visible: z.boolean() }))
  .check(z.refine((v) => v.soldOut !== undefined || v.visible !== undefined, { message: 'Nothing to update' }));
export type MenuItemAvailabilityRequest = z.infer<typeof menuItemAvailabilityRequestSchema>;

/**
 * POST .../menu-items/{itemId}/stock: `{ set: n }` sets the count (`null` stops tracking), `{ add: n }` adds to it
 * ('+10 stock'; negative removes). Exactly one of the two.
 */
export const menuItemStockRequestSchema = z
  .partial(
    z.strictObject({
      set: z.nullable(
        z
          .number()
          .check(z.int('must be a whole number'), z.minimum(0, 'Stock cannot be negative'), z.maximum(MAX_STOCK_COUNT)),
      ),
      add: z
        .number()
        .check(z.int('must be a whole number'), z.minimum(-MAX_STOCK_COUNT), z.maximum(MAX_STOCK_COUNT)),
    }),
  )
  .check(z.refine((v) => (v.set !== undefined) !== (v.add !== undefined), { message: "Send either 'set' or 'add'" }));
export type MenuItemStockRequest = z.infer<typeof menuItemStockRequestSchema>;

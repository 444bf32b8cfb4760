/** The menu as the dashboard's Menu and Inventory tabs read and change it (restaurant-scoped routes). */
import * as z from 'zod';
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
  description: z.string().nullable(),
  priceCents: z.number().int(),
  currency: z.string(),
  position: z.number().int(),
  isActive: z.boolean(),
  visible: z.boolean(),
  soldOut: z.boolean(),
  /** null: stock is not tracked. */
  stockCount: z.number().int().nullable(),
  imageUrl: z.string().nullable(),
  /** The photo with its copies (shared/api/menu-images.ts); null without one. */
  image: menuItemImageSchema.nullable(),
});
export type DashboardMenuItem = z.infer<typeof dashboardMenuItemSchema>;

/** GET .../menu: categories and items, each in display order (items by category, then position). */
export const dashboardMenuSchema = z.object({
  categories: z.array(z.object({ id: z.string(), name: z.string(), position: z.number().int() })),
  items: z.array(dashboardMenuItemSchema),
});
export type DashboardMenu = z.infer<typeof dashboardMenuSchema>;

/** PATCH .../menu-items/{itemId}/availability and POST .../stock answer `{ item }`. */
export const dashboardMenuItemResponseSchema = z.object({ item: dashboardMenuItemSchema });

export const menuItemAvailabilityRequestSchema = z
  .strictObject({ soldOut: z.boolean(), visible: z.boolean() })
  .partial()
  .refine((v) => v.soldOut !== undefined || v.visible !== undefined, { message: 'Nothing to update' });
export type MenuItemAvailabilityRequest = z.infer<typeof menuItemAvailabilityRequestSchema>;

/**
 * POST .../menu-items/{itemId}/stock: `{ set: n }` sets the count (`null` stops tracking), `{ add: n }` adds to it
 * ('+10 stock'; negative removes). Exactly one of the two.
 */
export const menuItemStockRequestSchema = z
  .strictObject({
    set: z.number().int('must be a whole number').min(0, 'Stock cannot be negative').max(MAX_STOCK_COUNT).nullable(),
    add: z.number().int('must be a whole number').min(-MAX_STOCK_COUNT).max(MAX_STOCK_COUNT),
  })
  .partial()
  .refine((v) => (v.set !== undefined) !== (v.add !== undefined), { message: "Send either 'set' or 'add'" });
export type MenuItemStockRequest = z.infer<typeof menuItemStockRequestSchema>;

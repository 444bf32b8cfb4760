/**
 * The dashboard's Menu and Inventory tabs (DESIGN.md 9.6): every item of the restaurant, hidden, inactive and sold
 * out ones included, with its availability flags and stock; and the Sold Out / Visible toggles.
 */
import { dashboardMenuItemSchema, type DashboardMenu, type DashboardMenuItem, type MenuItemAvailabilityRequest } from '../../../../shared/api';
import { itemImage } from './image';
import { updateItem } from './items';
import { readMenu } from './read';
import type { MenuItem } from './types';
import type { Db } from '../../db/service';

/** The item as the dashboard shows it (shared/api DashboardMenuItem): its schema keeps the fields the tabs use. */
export const toDashboardMenuItem = (item: MenuItem): DashboardMenuItem => dashboardMenuItemSchema.parse({ ...item, image: itemImage(item) });

/** One query (the menu collection, no translation); items listed category by category, in each by position. */
export async function readDashboardMenu(db: Db, restaurantId: string): Promise<DashboardMenu> {
  const menu = await readMenu(db, restaurantId, { translations: 'none' });
  const categoryOrder = new Map(menu.categories.map((category, index) => [category.id, index]));
  // Items of a category that no longer exists go last rather than vanish.
  const rank = (item: MenuItem) => categoryOrder.get(item.categoryId) ?? menu.categories.length;
  const items = menu.items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index);
  return {
    categories: menu.categories.map(({ id, name, position }) => ({ id, name, position })),
    items: items.map(({ item }) => toDashboardMenuItem(item)),
  };
}

export async function setAvailability(db: Db, restaurantId: string, itemId: string, change: MenuItemAvailabilityRequest): Promise<DashboardMenuItem> {
  return toDashboardMenuItem(await updateItem(db, restaurantId, itemId, change));
}

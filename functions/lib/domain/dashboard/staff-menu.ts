/**
 * The dashboard's Menu and Inventory tabs (DESIGN.md 9.6): every item of the restaurant, hidden, inactive and sold
 * out ones included, with its availability flags and stock; and the Sold Out / Visible toggles.
 */
import type { DashboardMenu, DashboardMenuItem, MenuItemAvailabilityRequest } from '../../../../shared/api';
import { Menu, type MenuItem } from '../menu';

export function toDashboardMenuItem(item: MenuItem): DashboardMenuItem {
  return {
    id: item.id,
    categoryId: item.categoryId,
    name: item.name,
    description: item.description,
    priceCents: item.priceCents,
    currency: item.currency,
    position: item.position,
    isActive: item.isActive,
    visible: item.visible,
    soldOut: item.soldOut,
    stockCount: item.stockCount,
    imageUrl: item.imageUrl,
  };
}

/** One query (the menu collection); items listed category by category, in each by position. */
async function readDashboardMenu(restaurantId: string): Promise<DashboardMenu> {
  const menu = await Menu.read(restaurantId);
  const categoryOrder = new Map(menu.categories.map((category, index) => [category.id, index]));
  // Items of a category that no longer exists go last rather than vanish.
  const rank = (item: MenuItem) => categoryOrder.get(item.categoryId) ?? menu.categories.length;
  const items = menu.items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index);
  return {
    categories: menu.categories.map(({ id, name, position }) => ({ id, name, position })),
    items: items.map(({ item }) => toDashboardMenuItem(item)),
  };
}

async function setAvailability(restaurantId: string, itemId: string, change: MenuItemAvailabilityRequest): Promise<DashboardMenuItem> {
  return toDashboardMenuItem(await Menu.updateItem(restaurantId, itemId, change));
}

export const StaffMenu = {
  read: readDashboardMenu,
  setAvailability,
};

import { useQuery } from '@tanstack/react-query';
import {
  dashboardMenuItemResponseSchema,
  dashboardMenuSchema,
  type MenuItemAvailabilityRequest,
  type MenuItemStockRequest,
} from '@shared/api';
import { apiRequest } from '@/lib/api';
import { dashboardKeys, restaurantPath } from './dashboard-keys';

export function getDashboardMenu(restaurantId: string) {
  return apiRequest(`${restaurantPath(restaurantId)}/menu`, { schema: dashboardMenuSchema });
}

export function useDashboardMenu(restaurantId: string) {
  return useQuery({ queryKey: dashboardKeys.menu(restaurantId), queryFn: () => getDashboardMenu(restaurantId) });
}

const itemPath = (restaurantId: string, itemId: string) => `${restaurantPath(restaurantId)}/menu-items/${encodeURIComponent(itemId)}`;

export async function setAvailability(restaurantId: string, itemId: string, changes: MenuItemAvailabilityRequest) {
  const { item } = await apiRequest(`${itemPath(restaurantId, itemId)}/availability`, {
    method: 'PATCH',
    body: changes,
    schema: dashboardMenuItemResponseSchema,
  });
  return item;
}

export async function changeStock(restaurantId: string, itemId: string, change: MenuItemStockRequest) {
  const { item } = await apiRequest(`${itemPath(restaurantId, itemId)}/stock`, { method: 'POST', body: change, schema: dashboardMenuItemResponseSchema });
  return item;
}

import { useQuery } from '@tanstack/react-query';
import {
  dashboardMenuItemResponseSchema,
  dashboardMenuSchema,
  type MenuItemAvailabilityRequest,
  type MenuItemStockRequest,
} from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function getDashboardMenu(restaurantId: string) {
  return apiRequest(apiPaths.menu.dashboard(restaurantId), { schema: dashboardMenuSchema });
}

export function useDashboardMenu(restaurantId: string) {
  return useQuery({ queryKey: queryKeys.dashboard.menu(restaurantId), queryFn: () => getDashboardMenu(restaurantId) });
}

export async function setAvailability(restaurantId: string, itemId: string, changes: MenuItemAvailabilityRequest) {
  const { item } = await apiRequest(apiPaths.menu.itemAvailability(restaurantId, itemId), {
    method: 'PATCH',
    body: changes,
    schema: dashboardMenuItemResponseSchema,
  });
  return item;
}

export async function changeStock(restaurantId: string, itemId: string, change: MenuItemStockRequest) {
  const { item } = await apiRequest(apiPaths.menu.itemStock(restaurantId, itemId), { method: 'POST', body: change, schema: dashboardMenuItemResponseSchema });
  return item;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { orderResponseSchema, ordersListResponseSchema, type OrderAdvanceRequest } from '../../../../../shared/api';
import { apiRequest } from '../../../lib/api';
import type { BoardOrder } from '../realtime/live-cache';
import { dashboardKeys, restaurantPath } from './dashboard-keys';

/** SPEC.md 9: the board refetches every 10 s even with the live connection up (a missed message heals itself). */
export const ORDERS_REFETCH_MS = 10_000;

export async function listOrders(restaurantId: string): Promise<BoardOrder[]> {
  const { orders } = await apiRequest(`${restaurantPath(restaurantId)}/orders`, { schema: ordersListResponseSchema });
  return orders;
}

export function ordersQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: dashboardKeys.orders(restaurantId),
    queryFn: () => listOrders(restaurantId),
    refetchInterval: ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

export function useOrders(restaurantId: string) {
  return useQuery(ordersQueryOptions(restaurantId));
}

export async function getOrder(restaurantId: string, orderId: string) {
  const { order } = await apiRequest(`${restaurantPath(restaurantId)}/orders/${encodeURIComponent(orderId)}`, { schema: orderResponseSchema });
  return order;
}

export function useOrderDetails(restaurantId: string, orderId: string) {
  return useQuery({ queryKey: dashboardKeys.order(restaurantId, orderId), queryFn: () => getOrder(restaurantId, orderId), staleTime: 0 });
}

export async function advanceOrder(restaurantId: string, orderId: string, move: OrderAdvanceRequest) {
  const path = `${restaurantPath(restaurantId)}/orders/${encodeURIComponent(orderId)}/advance`;
  const { order } = await apiRequest(path, { method: 'POST', body: move, schema: orderResponseSchema });
  return order;
}

import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { ordersHistoryResponseSchema, type OrdersHistoryPage } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** One page of served orders placed before the restaurant's today, newest first; `cursor` from the page before. */
export async function getOrderHistory(restaurantId: string, cursor: string | null): Promise<OrdersHistoryPage> {
  const query = new URLSearchParams({ view: 'history', ...(cursor ? { cursor } : {}) });
  return apiRequest(`${apiPaths.orders.list(restaurantId)}?${query}`, { schema: ordersHistoryResponseSchema });
}

/**
 * Keyed by the day the board is on (`todayFrom`): after the restaurant's midnight the history starts afresh.
 * Not polled: what is past changes only when an old order is served late, and that invalidates it.
 */
export function orderHistoryQueryOptions(restaurantId: string, todayFrom: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.dashboard.orderHistory(restaurantId, todayFrom),
    queryFn: ({ pageParam }) => getOrderHistory(restaurantId, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useOrderHistory(restaurantId: string, todayFrom: string) {
  return useInfiniteQuery(orderHistoryQueryOptions(restaurantId, todayFrom));
}

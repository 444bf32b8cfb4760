import { queryOptions, useQuery } from '@tanstack/react-query';
import { ordersListResponseSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** The orders someone still has to act on: paid (to start), in progress (to finish), ready (to serve). */
export const ATTENTION_STATUSES = ['paid', 'in_progress', 'ready'] as const;
export type AttentionStatus = (typeof ATTENTION_STATUSES)[number];

/** As often as the staff board (SPEC.md 9: every 10 s). */
const LIVE_ORDERS_REFETCH_MS = 10_000;

/** GET .../orders?status=paid,in_progress,ready: the board narrowed to the orders needing attention (staff and up). */
export function getLiveOrders(restaurantId: string) {
  const path = `${apiPaths.orders.list(restaurantId)}?status=${ATTENTION_STATUSES.join(',')}`;
  return apiRequest(path, { schema: ordersListResponseSchema });
}

export function liveOrdersQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: queryKeys.ownerDashboard.liveOrders(restaurantId),
    queryFn: () => getLiveOrders(restaurantId),
    refetchInterval: LIVE_ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

export function useLiveOrders(restaurantId: string) {
  return useQuery(liveOrdersQueryOptions(restaurantId));
}

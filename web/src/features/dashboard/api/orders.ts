import { queryOptions, useQuery, type QueryClient } from '@tanstack/react-query';
import { orderResponseSchema, ordersListResponseSchema, type OrderAdvanceRequest } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { applyOrderChangeToBoard, isPastTheBoard, type BoardList, type BoardOrder } from '../realtime/live-cache';

/** SPEC.md 9: the board refetches every 10 s even with the live connection up (a missed message heals itself). */
export const ORDERS_REFETCH_MS = 10_000;

/** The board: active orders however old, served ones placed today (the restaurant's day), and that day. */
export async function listOrders(restaurantId: string): Promise<BoardList> {
  return apiRequest(apiPaths.orders.list(restaurantId), { schema: ordersListResponseSchema });
}

export function ordersQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.orders(restaurantId),
    queryFn: () => listOrders(restaurantId),
    refetchInterval: ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

const ticketsOf = (board: BoardList) => board.orders;

/** The board's tickets (Orders, Kitchen, Runner). */
export function useOrders(restaurantId: string) {
  return useQuery({ ...ordersQueryOptions(restaurantId), select: ticketsOf });
}

/** The board with its day, for the Served column and the history behind it. */
export function useOrderBoard(restaurantId: string) {
  return useQuery(ordersQueryOptions(restaurantId));
}

/** A changed order (live message, an advance's answer) put on the cached board. */
export function putOrderOnBoard(queryClient: QueryClient, restaurantId: string, changed: BoardOrder): void {
  const key = queryKeys.dashboard.orders(restaurantId);
  const board = queryClient.getQueryData<BoardList>(key);
  queryClient.setQueryData<BoardList>(key, (current) => applyOrderChangeToBoard(current, changed));
  // Served now but placed before today: it went straight to the history, whose pages are then out of date.
  if (board && isPastTheBoard(changed, board.today)) {
    void queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.orderHistory(restaurantId) });
  }
}

export async function getOrder(restaurantId: string, orderId: string) {
  const { order } = await apiRequest(apiPaths.orders.detail(restaurantId, orderId), { schema: orderResponseSchema });
  return order;
}

export function useOrderDetails(restaurantId: string, orderId: string) {
  return useQuery({ queryKey: queryKeys.dashboard.order(restaurantId, orderId), queryFn: () => getOrder(restaurantId, orderId), staleTime: 0 });
}

export async function advanceOrder(restaurantId: string, orderId: string, move: OrderAdvanceRequest) {
  const { order } = await apiRequest(apiPaths.orders.advance(restaurantId, orderId), { method: 'POST', body: move, schema: orderResponseSchema });
  return order;
}

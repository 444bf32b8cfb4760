import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { orderSearchPageSchema, type OrderSearchPage } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** One page of the owner's books: `query` the filters set (see history-filters-params.ts), `cursor` from the page before. */
export async function searchOrders(restaurantId: string, query: Record<string, string>, cursor: string | null): Promise<OrderSearchPage> {
  const params = new URLSearchParams({ ...query, ...(cursor ? { cursor } : {}) });
  const search = params.size ? `?${params}` : '';
  return apiRequest(`${apiPaths.orders.history(restaurantId)}${search}`, { schema: orderSearchPageSchema });
}

/**
 * Keyed by the filters, each search its own pages. Not polled: the books are read, not watched; a refund made from
 * the page invalidates the dashboard's queries, this one with them. The last results stay on screen while a new
 * search loads.
 */
export function orderSearchQueryOptions(restaurantId: string, query: Record<string, string>) {
  return infiniteQueryOptions({
    queryKey: queryKeys.dashboard.orderSearch(restaurantId, query),
    queryFn: ({ pageParam }) => searchOrders(restaurantId, query, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
    placeholderData: keepPreviousData,
  });
}

export function useOrderSearch(restaurantId: string, query: Record<string, string>) {
  return useInfiniteQuery(orderSearchQueryOptions(restaurantId, query));
}

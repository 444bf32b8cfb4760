import { infiniteQueryOptions, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import {
  SERVICE_REQUESTS_PAGE_MAX,
  SERVICE_REQUESTS_PAGE_SIZE,
  serviceRequestResponseSchema,
  serviceRequestsListResponseSchema,
  type ServiceRequest,
} from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths, type ServiceRequestAction } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { allPages, newestFirst } from '../service-requests/request-pages';
import { ORDERS_REFETCH_MS } from './orders';

type Status = ServiceRequest['status'];

/** One page of one status, newest first; `cursor` from the page before. */
export async function getServiceRequestsPage(restaurantId: string, status: Status, cursor: string | null, limit = SERVICE_REQUESTS_PAGE_SIZE) {
  const query = new URLSearchParams({ status, limit: String(limit), ...(cursor ? { cursor } : {}) });
  return apiRequest(`${apiPaths.serviceRequests.list(restaurantId)}?${query}`, { schema: serviceRequestsListResponseSchema });
}

/**
 * What the tab and the new-request alert work from: EVERY open and acknowledged request (all their pages: none may
 * be left out however many there are), and the newest page of resolved ones; newest first.
 */
export async function listServiceRequests(restaurantId: string): Promise<ServiceRequest[]> {
  const [open, acknowledged, resolved] = await Promise.all([
    allPages((cursor) => getServiceRequestsPage(restaurantId, 'open', cursor, SERVICE_REQUESTS_PAGE_MAX)),
    allPages((cursor) => getServiceRequestsPage(restaurantId, 'acknowledged', cursor, SERVICE_REQUESTS_PAGE_MAX)),
    getServiceRequestsPage(restaurantId, 'resolved', null),
  ]);
  return newestFirst([...open, ...acknowledged, ...resolved.requests]);
}

export function serviceRequestsQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.serviceRequests(restaurantId),
    queryFn: () => listServiceRequests(restaurantId),
    // The same safety net as the orders: a request missed while the socket was down still shows up.
    refetchInterval: ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

export function useServiceRequests(restaurantId: string) {
  return useQuery(serviceRequestsQueryOptions(restaurantId));
}

/**
 * Older resolved requests, a page at a time from the newest, asked for only once staff want more than the first page
 * ('Load more'). Under the list's own key, so whatever refreshes the list refreshes these too.
 */
export function resolvedHistoryQueryOptions(restaurantId: string) {
  return infiniteQueryOptions({
    queryKey: queryKeys.dashboard.resolvedServiceRequests(restaurantId),
    queryFn: ({ pageParam }) => getServiceRequestsPage(restaurantId, 'resolved', pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });
}

export function useResolvedHistory(restaurantId: string, enabled: boolean) {
  return useInfiniteQuery({ ...resolvedHistoryQueryOptions(restaurantId), enabled });
}

/** SPEC.md 7: invoke service-ack / service-resolve with `request_id`. */
export async function actOnServiceRequest(action: ServiceRequestAction, requestId: string) {
  const { request } = await apiRequest(apiPaths.serviceRequests.act(action), {
    method: 'POST',
    body: { request_id: requestId },
    schema: serviceRequestResponseSchema,
  });
  return request;
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { serviceRequestResponseSchema, serviceRequestsListResponseSchema } from '../../../../../shared/api';
import { apiRequest } from '../../../lib/api';
import { ORDERS_REFETCH_MS } from './orders';
import { dashboardKeys, restaurantPath } from './dashboard-keys';

export async function listServiceRequests(restaurantId: string) {
  const { requests } = await apiRequest(`${restaurantPath(restaurantId)}/service-requests`, { schema: serviceRequestsListResponseSchema });
  return requests;
}

export function serviceRequestsQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: dashboardKeys.serviceRequests(restaurantId),
    queryFn: () => listServiceRequests(restaurantId),
    // The same safety net as the orders: a request missed while the socket was down still shows up.
    refetchInterval: ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

export function useServiceRequests(restaurantId: string) {
  return useQuery(serviceRequestsQueryOptions(restaurantId));
}

export type ServiceAction = 'service-ack' | 'service-resolve';

/** SPEC.md 7: invoke service-ack / service-resolve with `request_id`. */
export async function actOnServiceRequest(action: ServiceAction, requestId: string) {
  const { request } = await apiRequest(`/functions/v1/${action}`, {
    method: 'POST',
    body: { request_id: requestId },
    schema: serviceRequestResponseSchema,
  });
  return request;
}

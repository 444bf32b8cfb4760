/**
 * Pausing new orders (issue 30 item 2), any staff role: the pause on now, read every 30 seconds (a pause a colleague
 * set shows up; the pause is not a live message) and again when its time is up; setting and lifting it.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { orderingPauseResponseSchema, type OrderingPauseRequest, type OrderingPauseResponse } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export const PAUSE_REFETCH_MS = 30_000;

export function useOrderingPause(restaurantId: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.orderingPause(restaurantId),
    queryFn: () => apiRequest(apiPaths.orderingPause(restaurantId), { schema: orderingPauseResponseSchema }),
    refetchInterval: PAUSE_REFETCH_MS,
  });
}

export type PauseChange = { kind: 'pause'; request: OrderingPauseRequest } | { kind: 'resume' };

export function useChangeOrderingPause(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (change: PauseChange): Promise<OrderingPauseResponse> =>
      apiRequest(apiPaths.orderingPause(restaurantId), {
        method: change.kind === 'pause' ? 'PUT' : 'DELETE',
        ...(change.kind === 'pause' ? { body: change.request } : {}),
        schema: orderingPauseResponseSchema,
      }),
    onSuccess: (answer) => client.setQueryData(queryKeys.dashboard.orderingPause(restaurantId), answer),
  });
}

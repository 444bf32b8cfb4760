/**
 * The floor (issue 28 item 4): every table of the restaurant with its visit, and the staff's moves on it (seat a
 * party, clear a table, move a party to a free table, let a waiting phone in). Any staff role may use them. After
 * each move the floor reads again; the live socket's `table_session.changed` does the same for everyone else.
 */
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { floorSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { ORDERS_REFETCH_MS } from './orders';

export function floorQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: queryKeys.dashboard.floor(restaurantId),
    queryFn: () => apiRequest(apiPaths.floor.get(restaurantId), { schema: floorSchema }),
    // The same safety net as the board: a change missed while the socket was down still shows up.
    refetchInterval: ORDERS_REFETCH_MS,
    staleTime: 0,
  });
}

export function useFloor(restaurantId: string) {
  return useQuery(floorQueryOptions(restaurantId));
}

export type FloorAction =
  | { kind: 'open'; tableId: string }
  | { kind: 'clear'; tableId: string }
  | { kind: 'move'; tableId: string; toTableId: string }
  | { kind: 'admit'; sessionId: string; guestId: string };

function send(restaurantId: string, action: FloorAction): Promise<unknown> {
  switch (action.kind) {
    case 'open':
      return apiRequest(apiPaths.floor.open(restaurantId, action.tableId), { method: 'POST' });
    case 'clear':
      return apiRequest(apiPaths.floor.clear(restaurantId, action.tableId), { method: 'POST' });
    case 'move':
      return apiRequest(apiPaths.floor.move(restaurantId, action.tableId), { method: 'POST', body: { toTableId: action.toTableId } });
    case 'admit':
      return apiRequest(apiPaths.floor.admit(restaurantId, action.sessionId), { method: 'POST', body: { guestId: action.guestId } });
  }
}

/** One of the floor's moves; the floor reads again whether it worked or not (a 409 means it changed meanwhile). */
export function useFloorAction(restaurantId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (action: FloorAction) => send(restaurantId, action),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.dashboard.floor(restaurantId) }),
  });
}

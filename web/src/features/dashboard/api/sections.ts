/**
 * Sections and servers (issue 30 item 4), any staff role: today's sections with who serves each (read every 10 s,
 * as the floor is: a colleague's change shows up), a member's sections for today, and the tips report.
 */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { shiftsSchema, tipsReportSchema, type Shifts } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';
import { ORDERS_REFETCH_MS } from './orders';

export function useShifts(restaurantId: string) {
  return useQuery({
    queryKey: queryKeys.dashboard.shifts(restaurantId),
    queryFn: () => apiRequest(apiPaths.shifts.get(restaurantId), { schema: shiftsSchema }),
    refetchInterval: ORDERS_REFETCH_MS,
  });
}

/** Sets one member's sections for today; the answer is today's sections as they now are. */
export function useSetShift(restaurantId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ userId, sections }: { userId: string; sections: string[] }): Promise<Shifts> =>
      apiRequest(apiPaths.shifts.member(restaurantId, userId), { method: 'PUT', body: { sections }, schema: shiftsSchema }),
    onSuccess: (answer) => client.setQueryData(queryKeys.dashboard.shifts(restaurantId), answer),
  });
}

export function useTipsReport(restaurantId: string, from: string, to: string, enabled: boolean) {
  return useQuery({
    queryKey: queryKeys.dashboard.tips(restaurantId, from, to),
    queryFn: () => apiRequest(`${apiPaths.tips(restaurantId)}?${new URLSearchParams({ from, to })}`, { schema: tipsReportSchema }),
    enabled,
  });
}

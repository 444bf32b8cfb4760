import { queryOptions, useQuery } from '@tanstack/react-query';
import { analyticsSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** Today's figures move with every payment; a minute old is fresh enough for an overview. */
const FIGURES_REFETCH_MS = 60_000;

/** GET .../analytics?range=today (managers and owners): orders, revenue and average ticket from paid orders. */
export function getTodayFigures(restaurantId: string) {
  return apiRequest(`${apiPaths.analytics(restaurantId)}?range=today`, { schema: analyticsSchema });
}

export function todayFiguresQueryOptions(restaurantId: string) {
  return queryOptions({
    queryKey: queryKeys.ownerDashboard.today(restaurantId),
    queryFn: () => getTodayFigures(restaurantId),
    refetchInterval: FIGURES_REFETCH_MS,
  });
}

/** `enabled` false for staff, whom the route refuses. */
export function useTodayFigures(restaurantId: string, enabled: boolean) {
  return useQuery({ ...todayFiguresQueryOptions(restaurantId), enabled });
}

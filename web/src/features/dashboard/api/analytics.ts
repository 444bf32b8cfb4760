import { useQuery } from '@tanstack/react-query';
import { analyticsSchema, type AnalyticsRange } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

export function getAnalytics(restaurantId: string, range: AnalyticsRange) {
  return apiRequest(`${apiPaths.analytics(restaurantId)}?range=${range}`, { schema: analyticsSchema });
}

export function useAnalytics(restaurantId: string, range: AnalyticsRange) {
  return useQuery({ queryKey: queryKeys.dashboard.analytics(restaurantId, range), queryFn: () => getAnalytics(restaurantId, range) });
}

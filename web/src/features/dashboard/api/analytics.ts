import { useQuery } from '@tanstack/react-query';
import { analyticsSchema, type AnalyticsRange } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { dashboardKeys, restaurantPath } from './dashboard-keys';

export function getAnalytics(restaurantId: string, range: AnalyticsRange) {
  return apiRequest(`${restaurantPath(restaurantId)}/analytics?range=${range}`, { schema: analyticsSchema });
}

export function useAnalytics(restaurantId: string, range: AnalyticsRange) {
  return useQuery({ queryKey: dashboardKeys.analytics(restaurantId, range), queryFn: () => getAnalytics(restaurantId, range) });
}

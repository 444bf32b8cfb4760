import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupOverviewSchema } from '@shared/api';
import { apiRequest } from '../api';

/** Invalidate after anything that moves setup on (branding saved, a logo, the quick menu, payments, onboarding). */
export const setupOverviewQueryKey = (restaurantId: string) => ['restaurants', restaurantId, 'setup'] as const;

/** What the checklist, the settings hub, the owner dashboard and the customer preview compute their progress from. */
export function getSetupOverview(restaurantId: string) {
  return apiRequest(`/api/v1/restaurants/${encodeURIComponent(restaurantId)}/setup`, { schema: setupOverviewSchema });
}

export function setupOverviewQueryOptions(restaurantId: string) {
  return queryOptions({ queryKey: setupOverviewQueryKey(restaurantId), queryFn: () => getSetupOverview(restaurantId) });
}

/** Pass null while the id is not known yet (the query waits). */
export function useSetupOverview(restaurantId: string | null) {
  return useQuery({ ...setupOverviewQueryOptions(restaurantId ?? ''), enabled: restaurantId !== null });
}

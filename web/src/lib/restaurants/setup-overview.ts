import { queryOptions, useQuery } from '@tanstack/react-query';
import { setupOverviewSchema } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

/** What the checklist, the settings hub, the owner dashboard and the customer preview compute their progress from. */
export function getSetupOverview(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.setup(restaurantId), { schema: setupOverviewSchema });
}

export function setupOverviewQueryOptions(restaurantId: string) {
  return queryOptions({ queryKey: queryKeys.restaurants.setup(restaurantId), queryFn: () => getSetupOverview(restaurantId) });
}

/** Pass null while the id is not known yet (the query waits). */
export function useSetupOverview(restaurantId: string | null) {
  return useQuery({ ...setupOverviewQueryOptions(restaurantId ?? ''), enabled: restaurantId !== null });
}

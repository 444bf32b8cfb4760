import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { brandingSchema, type Branding, type BrandingPutRequest } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

/** The saved branding, or the defaults with `saved: false` when none is saved yet. */
export function getBranding(restaurantId: string) {
  return apiRequest(apiPaths.restaurants.branding(restaurantId), { schema: brandingSchema });
}

export function brandingQueryOptions(restaurantId: string) {
  return queryOptions({ queryKey: queryKeys.restaurants.branding(restaurantId), queryFn: () => getBranding(restaurantId) });
}

/** Pass null while the id is not known yet (the query waits). */
export function useBranding(restaurantId: string | null) {
  return useQuery({ ...brandingQueryOptions(restaurantId ?? ''), enabled: restaurantId !== null });
}

export function saveBranding(restaurantId: string, colours: BrandingPutRequest) {
  return apiRequest(apiPaths.restaurants.branding(restaurantId), { method: 'PUT', body: colours, schema: brandingSchema });
}

/** Puts the saved branding in the cache and refreshes the setup progress (branding is one of its steps). */
export function useBrandingSaved(restaurantId: string) {
  const queryClient = useQueryClient();
  return async (branding: Branding) => {
    queryClient.setQueryData(queryKeys.restaurants.branding(restaurantId), branding);
    await queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.setup(restaurantId) });
  };
}

export function useSaveBranding(restaurantId: string) {
  const saved = useBrandingSaved(restaurantId);
  return useMutation({ mutationFn: (colours: BrandingPutRequest) => saveBranding(restaurantId, colours), onSuccess: saved });
}

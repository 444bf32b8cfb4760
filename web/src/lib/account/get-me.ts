import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@shared/api';
import { apiRequest } from '../api';

export const meQueryKey = ['me'] as const;

/** The signed-in user: profile and restaurant memberships (owned restaurant first). */
export function getMe() {
  return apiRequest('/api/v1/me', { schema: meResponseSchema });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: meQueryKey, queryFn: getMe });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

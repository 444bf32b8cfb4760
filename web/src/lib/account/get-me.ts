import { queryOptions, useQuery } from '@tanstack/react-query';
import { meResponseSchema } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

/** The signed-in user: profile and restaurant memberships (owned restaurant first). */
export function getMe() {
  return apiRequest(apiPaths.account.me(), { schema: meResponseSchema });
}

export function getMeQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me(), queryFn: getMe });
}

export function useMe() {
  return useQuery(getMeQueryOptions());
}

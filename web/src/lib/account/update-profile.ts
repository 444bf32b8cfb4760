import { useMutation, useQueryClient } from '@tanstack/react-query';
import { profileSchema, type ProfileUpsertRequest } from '@shared/api';
import { apiRequest } from '../api';
import { apiPaths } from '../api-paths';
import { queryKeys } from '../query-keys';

/** Upserts the signed-in user's profile; the e-mail always comes from the token, never from here. */
export function updateProfile(body: ProfileUpsertRequest) {
  return apiRequest(apiPaths.account.profile(), { method: 'PUT', body, schema: profileSchema });
}

export function useUpdateProfile() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.me() }),
  });
}

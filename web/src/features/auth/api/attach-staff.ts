import { useMutation } from '@tanstack/react-query';
import { attachStaffResponseSchema } from '@shared/api';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';

/**
 * Run after every sign-in: with the invitation link's token, the invitation becomes the signed-in user's membership
 * (the server checks the token and that the verified e-mail is the invited one); without one it changes nothing.
 */
export function attachStaff(inviteToken?: string) {
  return apiRequest(apiPaths.account.attachStaff(), {
    method: 'POST',
    body: inviteToken ? { inviteToken } : {},
    schema: attachStaffResponseSchema,
  });
}

export function useAttachStaff() {
  return useMutation({ mutationFn: attachStaff });
}

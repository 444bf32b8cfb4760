import { useMutation } from '@tanstack/react-query';
import { attachStaffResponseSchema } from '../../../../../shared/api';
import { apiRequest } from '../../../lib/api';

/** Turns invitations sent to the signed-in user's e-mail into staff memberships (run after every sign-in). */
export function attachStaff() {
  return apiRequest('/functions/v1/auth-attach-staff', { method: 'POST', body: {}, schema: attachStaffResponseSchema });
}

export function useAttachStaff() {
  return useMutation({ mutationFn: attachStaff });
}

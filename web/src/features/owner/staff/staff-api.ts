/** The owner's team at /api/v1/restaurants/{id}/staff (shared/api/staff.ts): the list and the four changes. */
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  staffInvitationResponseSchema,
  staffListResponseSchema,
  staffMemberResponseSchema,
  type StaffInviteRequest,
  type StaffMember,
} from '@shared/api/staff';
import { apiRequest } from '@/lib/api';

export const staffQueryKey = (restaurantId: string) => ['restaurants', restaurantId, 'staff'] as const;

const staffPath = (restaurantId: string, staffId?: string) =>
  `/api/v1/restaurants/${encodeURIComponent(restaurantId)}/staff${staffId ? `/${encodeURIComponent(staffId)}` : ''}`;

/** Newest invitation first, as the API returns them. */
export function useStaffList(restaurantId: string) {
  return useQuery({
    queryKey: staffQueryKey(restaurantId),
    queryFn: async () => (await apiRequest(staffPath(restaurantId), { schema: staffListResponseSchema })).staff,
  });
}

function useStaffMutation<TVariables, TResult>(restaurantId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: staffQueryKey(restaurantId) }),
  });
}

export function useInviteStaff(restaurantId: string) {
  return useStaffMutation(restaurantId, (body: StaffInviteRequest) =>
    apiRequest(staffPath(restaurantId), { method: 'POST', body, schema: staffInvitationResponseSchema }),
  );
}

export function useResendInvite(restaurantId: string) {
  return useStaffMutation(restaurantId, (member: StaffMember) =>
    apiRequest(`${staffPath(restaurantId, member.id)}/resend`, { method: 'POST', schema: staffInvitationResponseSchema }),
  );
}

export function useUpdateStaffRole(restaurantId: string) {
  return useStaffMutation(restaurantId, ({ member, role }: { member: StaffMember; role: StaffMember['role'] }) =>
    apiRequest(staffPath(restaurantId, member.id), { method: 'PATCH', body: { role }, schema: staffMemberResponseSchema }),
  );
}

export function useRemoveStaff(restaurantId: string) {
  return useStaffMutation(restaurantId, (member: StaffMember) =>
    apiRequest(staffPath(restaurantId, member.id), { method: 'DELETE' }),
  );
}

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
import { apiPaths } from '@/lib/api-paths';
import { queryKeys } from '@/lib/query-keys';

/** Newest invitation first, as the API returns them. */
export function useStaffList(restaurantId: string) {
  return useQuery({
    queryKey: queryKeys.restaurants.staff(restaurantId),
    queryFn: async () => (await apiRequest(apiPaths.staff.list(restaurantId), { schema: staffListResponseSchema })).staff,
  });
}

function useStaffMutation<TVariables, TResult>(restaurantId: string, mutationFn: (variables: TVariables) => Promise<TResult>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.restaurants.staff(restaurantId) }),
  });
}

export function useInviteStaff(restaurantId: string) {
  return useStaffMutation(restaurantId, (body: StaffInviteRequest) =>
    apiRequest(apiPaths.staff.list(restaurantId), { method: 'POST', body, schema: staffInvitationResponseSchema }),
  );
}

export function useResendInvite(restaurantId: string) {
  return useStaffMutation(restaurantId, (member: StaffMember) =>
    apiRequest(apiPaths.staff.resend(restaurantId, member.id), { method: 'POST', schema: staffInvitationResponseSchema }),
  );
}

export function useUpdateStaffRole(restaurantId: string) {
  return useStaffMutation(restaurantId, ({ member, role }: { member: StaffMember; role: StaffMember['role'] }) =>
    apiRequest(apiPaths.staff.member(restaurantId, member.id), { method: 'PATCH', body: { role }, schema: staffMemberResponseSchema }),
  );
}

export function useRemoveStaff(restaurantId: string) {
  return useStaffMutation(restaurantId, (member: StaffMember) =>
    apiRequest(apiPaths.staff.member(restaurantId, member.id), { method: 'DELETE' }),
  );
}

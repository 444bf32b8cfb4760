/**
 * What runs after EVERY sign-in (SPEC.md section 4): invitations become memberships, the profile is upserted, and
 * the user's own restaurant is ensured unless they only work for someone else's.
 */
import type { MeResponse, ProfileUpsertRequest, RestaurantEnsureRequest } from '@shared/api';
import { getMeQueryOptions, meQueryKey } from '@/lib/account/get-me';
import { updateProfile } from '@/lib/account/update-profile';
import { shouldEnsureOwnRestaurant } from '@/lib/account/memberships';
import { ensureRestaurant } from '@/lib/restaurants/ensure-restaurant';
import { restaurantQueryKey } from '@/lib/restaurants/restaurant-query-key';
import { queryClient } from '@/lib/query-client';
import { toast } from '@/components/toast/toast-store';
import { ApiError } from '@/lib/api';
import { attachStaff } from './api/attach-staff';

export interface AfterSignInInput {
  /** From the sign-up form when this browser just created the account; otherwise unknown and left as stored. */
  fullName?: string | undefined;
  isNewSignup: boolean;
  /** The staff invitation link's token, when the visitor arrived by one. */
  inviteToken?: string | undefined;
}

export interface AfterSignInApi {
  attachStaff(inviteToken?: string): Promise<unknown>;
  /** An invitation that could not be accepted (expired, used, sent to another address): tell the person why. */
  reportInviteProblem(error: unknown): void;
  updateProfile(body: ProfileUpsertRequest): Promise<unknown>;
  getMe(): Promise<MeResponse>;
  ensureRestaurant(body: RestaurantEnsureRequest): Promise<unknown>;
}

export async function runAfterSignIn(api: AfterSignInApi, input: AfterSignInInput): Promise<void> {
  const fullName = input.fullName?.trim();
  // Invitations must be attached before the memberships are read, or an invited waiter would look like a new owner.
  const attach = input.inviteToken
    ? api.attachStaff(input.inviteToken).catch((error: unknown) => api.reportInviteProblem(error))
    : api.attachStaff();
  await Promise.all([attach, api.updateProfile(fullName ? { fullName } : {})]);
  const me = await api.getMe();
  if (shouldEnsureOwnRestaurant(me)) await api.ensureRestaurant({ markOnboardingStarted: input.isNewSignup });
}

const liveApi: AfterSignInApi = {
  async attachStaff(inviteToken) {
    const result = await attachStaff(inviteToken);
    if (result.membership) toast.success('Invitation accepted. Welcome to the team!');
    return result;
  },
  reportInviteProblem(error) {
    toast.error(error instanceof ApiError && error.status < 500 ? error.message : 'The invitation could not be accepted. Please try again.');
  },
  updateProfile,
  getMe: () => queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }),
  async ensureRestaurant(body) {
    const result = await ensureRestaurant(body);
    queryClient.setQueryData(restaurantQueryKey(result.restaurant.id), result.restaurant);
    if (result.created) await queryClient.invalidateQueries({ queryKey: meQueryKey });
    return result;
  },
};

export function afterSignIn(input: AfterSignInInput): Promise<void> {
  // Whatever was cached belonged to whoever was signed in before.
  queryClient.clear();
  return runAfterSignIn(liveApi, input);
}

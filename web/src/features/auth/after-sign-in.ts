/**
 * What runs after EVERY sign-in (SPEC.md section 4): invitations become memberships, the profile is upserted, and
 * the user's own restaurant is ensured unless they only work for someone else's. A restaurant made now is named
 * '{full name} Restaurant' ('My Restaurant' without a name), described 'Welcome to our restaurant!', and greeted
 * once with 'Restaurant created! Let's get you set up.'
 */
import type { MeResponse, Membership, ProfileUpsertRequest, RestaurantEnsureRequest } from '@shared/api';
import { rememberActive } from '@/lib/account/active-restaurant';
import { getMeQueryOptions } from '@/lib/account/get-me';
import { updateProfile } from '@/lib/account/update-profile';
import { shouldEnsureOwnRestaurant } from '@/lib/account/memberships';
import { ensureRestaurant, newOwnerRestaurant, RESTAURANT_CREATED_MESSAGE } from '@/lib/restaurants/ensure-restaurant';
import { queryClient } from '@/lib/query-client';
import { queryKeys } from '@/lib/query-keys';
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

/** What an invitation link that no longer works says (SPEC.md: it says so and offers to ask the owner for a new one). */
export const INVITE_UNUSABLE_MESSAGE = 'This invitation link has expired or was already used. Ask the restaurant owner to send you a new one.';

/** Why an invitation could not be accepted, in words for the invitee. */
export function inviteProblemMessage(error: unknown): string {
  if (error instanceof ApiError && (error.code === 'invite_invalid' || error.code === 'invite_expired')) return INVITE_UNUSABLE_MESSAGE;
  // Sent to another address, or the e-mail is not verified yet: the server says which.
  if (error instanceof ApiError && error.status < 500) return error.message;
  return 'The invitation could not be accepted. Please try again.';
}

export interface AfterSignInApi {
  attachStaff(inviteToken?: string): Promise<{ membership?: { restaurantId: string } | undefined }>;
  updateProfile(body: ProfileUpsertRequest): Promise<unknown>;
  getMe(): Promise<MeResponse>;
  ensureRestaurant(body: RestaurantEnsureRequest): Promise<{ created: boolean }>;
  /** Makes the restaurant the one the signed-in area opens on (lib/account/active-restaurant). */
  makeActive(userId: string, membership: Membership): void;
}

export interface AfterSignInResult {
  /** This sign-in made the user's own restaurant: a new owner, sent to the onboarding checklist. */
  restaurantCreated: boolean;
  /** Works only in other people's restaurants (staff or manager): lands on the staff dashboard. */
  staffOnly: boolean;
  /** The invitation link did not work (expired, used, another address): what to tell the person, else null. */
  inviteProblem: string | null;
  /** Belongs to no restaurant: came by an invitation that did not work, and was not made an owner on the way. */
  noRestaurant: boolean;
  /** The restaurant the invitation link opened, now the active one: they land on its staff dashboard. */
  joined: Membership | null;
}

export async function runAfterSignIn(api: AfterSignInApi, input: AfterSignInInput): Promise<AfterSignInResult> {
  const fullName = input.fullName?.trim();
  // Invitations must be attached before the memberships are read, or an invited waiter would look like a new owner.
  let inviteProblem = null as string | null;
  const attach = input.inviteToken
    ? api.attachStaff(input.inviteToken).catch((error: unknown) => {
        inviteProblem = inviteProblemMessage(error);
        return null;
      })
    : api.attachStaff();
  const [attached] = await Promise.all([attach, api.updateProfile(fullName ? { fullName } : {})]);
  const me = await api.getMe();
  // The invitation link takes the person to the inviting restaurant, even when they own one of their own.
  const joinedId = attached?.membership?.restaurantId;
  const joined = me.memberships.find((m) => m.restaurantId === joinedId) ?? null;
  if (joined) api.makeActive(me.userId, joined);
  const outcome = { inviteProblem, joined, noRestaurant: false };
  if (!shouldEnsureOwnRestaurant(me)) return { ...outcome, restaurantCreated: false, staffOnly: true };
  // Someone who came to join a team is not made the owner of a restaurant because the link had run out.
  if (inviteProblem && me.memberships.length === 0) return { ...outcome, restaurantCreated: false, staffOnly: false, noRestaurant: true };
  // Name and description count only when the restaurant is made now; an existing one keeps its own.
  const { created } = await api.ensureRestaurant(newOwnerRestaurant(fullName || me.profile?.fullName, input.isNewSignup));
  return { ...outcome, restaurantCreated: created, staffOnly: false };
}

const liveApi: AfterSignInApi = {
  async attachStaff(inviteToken) {
    const result = await attachStaff(inviteToken);
    if (result.membership) toast.success('Invitation accepted. Welcome to the team!');
    return result;
  },
  makeActive: rememberActive,
  updateProfile,
  getMe: () => queryClient.fetchQuery({ ...getMeQueryOptions(), staleTime: 0 }),
  async ensureRestaurant(body) {
    const result = await ensureRestaurant(body);
    queryClient.setQueryData(queryKeys.restaurants.detail(result.restaurant.id), result.restaurant);
    if (result.created) {
      toast.success(RESTAURANT_CREATED_MESSAGE);
      await queryClient.invalidateQueries({ queryKey: queryKeys.me() });
    }
    return result;
  },
};

export function afterSignIn(input: AfterSignInInput): Promise<AfterSignInResult> {
  // Whatever was cached belonged to whoever was signed in before.
  queryClient.clear();
  return runAfterSignIn(liveApi, input);
}

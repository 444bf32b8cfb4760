/** Reading the signed-in user's place in restaurants from GET /api/v1/me. */
import type { MeResponse, Membership } from '@shared/api';

/** The restaurant the owner area works on: the owned one when there is one (the API lists it first). */
export function primaryMembership(me: MeResponse): Membership | null {
  return me.memberships.find((m) => m.role === 'owner') ?? me.memberships[0] ?? null;
}

export function isOwner(me: MeResponse): boolean {
  return primaryMembership(me)?.role === 'owner';
}

/**
 * Every sign-in ensures the user's own restaurant, except for someone who only staffs restaurants: an invited
 * waiter must not become an owner of a restaurant of their own.
 */
export function shouldEnsureOwnRestaurant(me: MeResponse): boolean {
  const owns = me.memberships.some((m) => m.role === 'owner');
  const staffs = me.memberships.some((m) => m.role !== 'owner');
  return owns || !staffs;
}

export const ROLE_LABELS: Record<Membership['role'], string> = { owner: 'Owner', manager: 'Manager', staff: 'Staff' };

/** Reading the signed-in user's place in restaurants from GET /api/v1/me. */
import type { MeResponse, Membership } from '@shared/api';
import { activeMembership } from './active-restaurant';

/** Whether the person owns the restaurant they are working on now (the active one, ./active-restaurant). */
export function isOwner(me: MeResponse): boolean {
  return activeMembership(me)?.role === 'owner';
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

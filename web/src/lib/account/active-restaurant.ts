/**
 * The active restaurant: the membership the signed-in area works on. A person may own one restaurant and staff or
 * manage others; they choose in the header's switcher, and the choice is remembered per user in this browser
 * (localStorage, keyed by userId). Without a choice, or when the chosen one is no longer theirs, it is the owned
 * restaurant, else the first. A choice that disappeared (the member was removed) is reported once as `lost`, so the
 * person is told they no longer have access instead of finding a broken page.
 *
 * Each tab keeps the choice it read first: switching in one tab does not move the others under the person's hands.
 */
import { useSyncExternalStore } from 'react';
import type { MeResponse, Membership } from '@shared/api';
import { readLocalValue, removeLocalValue, writeLocalValue } from '../browser-storage';
import { useMe } from './get-me';

export interface RememberedRestaurant {
  restaurantId: string;
  restaurantName: string;
}

export interface ActiveChoice {
  membership: Membership | null;
  /** The remembered restaurant, when it is no longer among the memberships. */
  lost: RememberedRestaurant | null;
}

export const activeRestaurantKey = (userId: string) => `tabletap.activeRestaurant.${userId}`;

/** The remembered one while it is a membership; else the owned one, else the first. */
export function chooseActiveMembership(memberships: readonly Membership[], remembered: RememberedRestaurant | null): ActiveChoice {
  const kept = remembered ? memberships.find((m) => m.restaurantId === remembered.restaurantId) : undefined;
  if (kept) return { membership: kept, lost: null };
  const fallback = memberships.find((m) => m.role === 'owner') ?? memberships[0] ?? null;
  return { membership: fallback, lost: remembered };
}

/** Where a restaurant's work starts: its owner's dashboard for the owner, the staff dashboard for staff and managers. */
export function homePathOf(membership: Membership | null): string {
  return membership && membership.role !== 'owner' ? '/dashboard/staff' : '/owner/dashboard';
}

export function parseRemembered(value: string | null): RememberedRestaurant | null {
  if (!value) return null;
  try {
    const parsed = JSON.parse(value) as Partial<RememberedRestaurant> | null;
    if (typeof parsed?.restaurantId !== 'string' || typeof parsed.restaurantName !== 'string') return null;
    return { restaurantId: parsed.restaurantId, restaurantName: parsed.restaurantName };
  } catch {
    return null;
  }
}

// This tab's copy of each user's choice (read from localStorage once), and the "no longer have access" notice.
const chosen = new Map<string, string | null>();
let lostAccessNotice: string | null = null;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function storedChoice(userId: string): string | null {
  if (!chosen.has(userId)) chosen.set(userId, readLocalValue(activeRestaurantKey(userId)));
  return chosen.get(userId) ?? null;
}

/** Makes `membership` the user's active restaurant (null forgets the choice). */
export function rememberActive(userId: string, membership: Pick<Membership, 'restaurantId' | 'restaurantName'> | null): void {
  const value = membership ? JSON.stringify({ restaurantId: membership.restaurantId, restaurantName: membership.restaurantName }) : null;
  if (value) writeLocalValue(activeRestaurantKey(userId), value);
  else removeLocalValue(activeRestaurantKey(userId));
  chosen.set(userId, value);
  notify();
}

/** The active membership, for code outside React (the area's loader) and for one-off reads. */
export function activeMembership(me: MeResponse): Membership | null {
  return chooseActiveMembership(me.memberships, parseRemembered(storedChoice(me.userId))).membership;
}

export function activeChoice(me: MeResponse): ActiveChoice {
  return chooseActiveMembership(me.memberships, parseRemembered(storedChoice(me.userId)));
}

/** The signed-in user (useMe) and their active membership, re-rendered when the person switches. */
export function useActiveMembership() {
  const me = useMe();
  const userId = me.data?.userId ?? null;
  const stored = useSyncExternalStore(subscribe, () => (userId ? storedChoice(userId) : null));
  const remembered = parseRemembered(stored);
  const choice = me.data ? chooseActiveMembership(me.data.memberships, remembered) : { membership: null, lost: null };
  return { me, membership: choice.membership, lost: choice.lost, remembered, memberships: me.data?.memberships ?? [] };
}

/** "You no longer have access to <restaurant>": set when a membership is lost, shown by the header until dismissed. */
export function noticeLostAccess(restaurantName: string | null): void {
  lostAccessNotice = restaurantName;
  notify();
}

export function useLostAccessNotice(): string | null {
  return useSyncExternalStore(subscribe, () => lostAccessNotice);
}

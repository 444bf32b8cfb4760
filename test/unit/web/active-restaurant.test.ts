import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse, Membership } from '../../../shared/api';
import {
  activeChoice,
  activeRestaurantKey,
  chooseActiveMembership,
  homePathOf,
  parseRemembered,
  rememberActive,
} from '../../../web/src/lib/account/active-restaurant';
import { isOwner } from '../../../web/src/lib/account/memberships';

const owned: Membership = { restaurantId: 'mine', restaurantName: 'Mine', role: 'owner' };
const waiting: Membership = { restaurantId: 'bistro', restaurantName: 'Bistro', role: 'staff' };
const managing: Membership = { restaurantId: 'cafe', restaurantName: 'Cafe', role: 'manager' };
const remembered = (m: Membership) => ({ restaurantId: m.restaurantId, restaurantName: m.restaurantName });

describe('the active restaurant', () => {
  it('is the one the person chose while they still belong to it', () => {
    expect(chooseActiveMembership([owned, waiting, managing], remembered(waiting))).toEqual({ membership: waiting, lost: null });
    expect(chooseActiveMembership([owned, waiting, managing], remembered(managing))).toEqual({ membership: managing, lost: null });
  });

  it('falls back to the owned restaurant, then the first, when nothing was chosen', () => {
    expect(chooseActiveMembership([waiting, owned], null)).toEqual({ membership: owned, lost: null });
    expect(chooseActiveMembership([managing, waiting], null)).toEqual({ membership: managing, lost: null });
    expect(chooseActiveMembership([], null)).toEqual({ membership: null, lost: null });
  });

  it('reports a chosen restaurant that is no longer a membership as lost, with its name, and falls back', () => {
    expect(chooseActiveMembership([owned], remembered(waiting))).toEqual({ membership: owned, lost: remembered(waiting) });
    expect(chooseActiveMembership([], remembered(waiting))).toEqual({ membership: null, lost: remembered(waiting) });
  });

  it("lands an owner on the owner's dashboard and staff or a manager on the staff dashboard", () => {
    expect(homePathOf(owned)).toBe('/owner/dashboard');
    expect(homePathOf(waiting)).toBe('/dashboard/staff');
    expect(homePathOf(managing)).toBe('/dashboard/staff');
  });

  it('reads back only a well-formed remembered choice', () => {
    expect(parseRemembered(JSON.stringify(remembered(waiting)))).toEqual(remembered(waiting));
    expect(parseRemembered('not json')).toBeNull();
    expect(parseRemembered('{"restaurantId":1}')).toBeNull();
    expect(parseRemembered(null)).toBeNull();
  });
});

describe('remembering the choice per user', () => {
  afterEach(() => vi.unstubAllGlobals());

  function fakeLocalStorage(initial: Record<string, string> = {}) {
    const values = new Map(Object.entries(initial));
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => values.get(key) ?? null,
      setItem: (key: string, value: string) => values.set(key, value),
      removeItem: (key: string) => values.delete(key),
    });
    return values;
  }
  const me = (userId: string, memberships: Membership[]): MeResponse => ({ userId, email: `${userId}@x.io`, profile: null, memberships });

  it('keeps the choice in localStorage under the user, so another user of the browser is not affected', () => {
    const stored = fakeLocalStorage();
    rememberActive('rosa', waiting);
    expect(JSON.parse(stored.get(activeRestaurantKey('rosa'))!)).toEqual(remembered(waiting));
    expect(activeChoice(me('rosa', [owned, waiting])).membership).toEqual(waiting);
    expect(isOwner(me('rosa', [owned, waiting]))).toBe(false);
    expect(activeChoice(me('lee', [owned, waiting])).membership).toEqual(owned);
  });

  it("reads a choice made in an earlier visit (a reload), and tells when it is no longer the person's", () => {
    fakeLocalStorage({ [activeRestaurantKey('ana')]: JSON.stringify(remembered(managing)) });
    expect(activeChoice(me('ana', [owned, managing])).membership).toEqual(managing);
    expect(activeChoice(me('ana', [owned]))).toEqual({ membership: owned, lost: remembered(managing) });
  });
});

import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/api';
import { isOwner, shouldEnsureOwnRestaurant } from '../../../web/src/lib/account/memberships';
import { settingsBackLink } from '../../../web/src/features/owner/settings-navigation';

const me = (memberships: MeResponse['memberships']): MeResponse => ({ userId: 'u', email: 'e@x.io', profile: null, memberships });
const owned = { restaurantId: 'mine', restaurantName: 'Mine', role: 'owner' as const };
const staffed = { restaurantId: 'theirs', restaurantName: 'Theirs', role: 'manager' as const };

describe('settings back button', () => {
  it('goes to the dashboard from the settings root and to the settings root from a settings page', () => {
    expect(settingsBackLink('/owner/settings')).toEqual({ to: '/owner/dashboard', label: 'Back to Dashboard' });
    expect(settingsBackLink('/owner/settings/')).toEqual({ to: '/owner/dashboard', label: 'Back to Dashboard' });
    expect(settingsBackLink('/owner/settings/business/staff')).toEqual({ to: '/owner/settings', label: 'Back to Settings' });
  });
});

describe('memberships', () => {
  it('treats only owners of the active restaurant as owners (with no choice made, the owned one is active)', () => {
    expect(isOwner(me([owned]))).toBe(true);
    expect(isOwner(me([staffed]))).toBe(false);
    expect(isOwner(me([]))).toBe(false);
  });

  it('ensures an own restaurant for owners and newcomers, not for staff-only users', () => {
    expect(shouldEnsureOwnRestaurant(me([]))).toBe(true);
    expect(shouldEnsureOwnRestaurant(me([owned]))).toBe(true);
    expect(shouldEnsureOwnRestaurant(me([owned, staffed]))).toBe(true);
    expect(shouldEnsureOwnRestaurant(me([staffed]))).toBe(false);
  });
});

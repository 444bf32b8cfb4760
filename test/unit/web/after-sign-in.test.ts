import { describe, expect, it } from 'vitest';
import type { MeResponse } from '../../../shared/api';
import {
  INVITE_UNUSABLE_MESSAGE,
  inviteProblemMessage,
  runAfterSignIn,
  type AfterSignInApi,
} from '../../../web/src/features/auth/after-sign-in';
import { signInRedirectTarget } from '../../../web/src/features/auth/sign-in-redirect';
import { ApiError } from '../../../web/src/lib/api';
import { ownRestaurantName } from '../../../web/src/lib/restaurants/ensure-restaurant';

type Call = [string, unknown?];

function fakeApi(
  memberships: MeResponse['memberships'],
  failOn?: string,
  { created = false, savedName = null as string | null, opens = null as string | null } = {},
) {
  const calls: Call[] = [];
  const step = async <T>(name: string, result: T, body?: unknown): Promise<T> => {
    calls.push(body === undefined ? [name] : [name, body]);
    if (failOn === name) throw new Error(`${name} failed`);
    return result;
  };
  const api: AfterSignInApi = {
    attachStaff: (inviteToken) =>
      failOn === 'attachStaff'
        ? (calls.push(['attachStaff', inviteToken]), Promise.reject(new ApiError(404, 'invite_invalid', 'not valid or was already used')))
        : step('attachStaff', { attached: inviteToken ? 1 : 0, ...(opens ? { membership: { restaurantId: opens } } : {}) }, inviteToken),
    updateProfile: (body) => step('updateProfile', {}, body),
    getMe: () =>
      step('getMe', {
        userId: 'u1',
        email: 'rosa@example.com',
        profile: { id: 'u1', email: 'rosa@example.com', fullName: savedName },
        memberships,
      }),
    ensureRestaurant: (body) => step('ensureRestaurant', { created }, body),
    makeActive: (userId, membership) => void calls.push(['makeActive', { userId, restaurantId: membership.restaurantId }]),
  };
  return { api, calls };
}

const owner = { restaurantId: 'r1', restaurantName: 'Rosa Restaurant', role: 'owner' as const };
const waiter = { restaurantId: 'r2', restaurantName: 'Demo Bistro', role: 'staff' as const };

describe('after every sign-in', () => {
  it('attaches invitations and saves the profile before reading memberships, then ensures the restaurant', async () => {
    const { api, calls } = fakeApi([]);
    await runAfterSignIn(api, { fullName: ' Rosa Diaz ', isNewSignup: true });
    expect(calls.slice(0, 2)).toEqual(expect.arrayContaining([['attachStaff'], ['updateProfile', { fullName: 'Rosa Diaz' }]]));
    expect(calls.slice(2)).toEqual([
      ['getMe'],
      ['ensureRestaurant', { name: 'Rosa Diaz Restaurant', description: 'Welcome to our restaurant!', markOnboardingStarted: true }],
    ]);
  });

  it('omits the full name when this browser did not collect it, naming the restaurant from the saved profile', async () => {
    const { api, calls } = fakeApi([owner], undefined, { savedName: 'Rosa Diaz' });
    await runAfterSignIn(api, { isNewSignup: false });
    expect(calls).toContainEqual(['updateProfile', {}]);
    expect(calls).toContainEqual([
      'ensureRestaurant',
      { name: 'Rosa Diaz Restaurant', description: 'Welcome to our restaurant!', markOnboardingStarted: false },
    ]);
  });

  it("names a restaurant without anyone's name 'My Restaurant', and keeps a long name within 100 characters", () => {
    expect(ownRestaurantName(null)).toBe('My Restaurant');
    expect(ownRestaurantName('   ')).toBe('My Restaurant');
    const long = ownRestaurantName('A'.repeat(120));
    expect(long).toHaveLength(100);
    expect(long.endsWith(' Restaurant')).toBe(true);
  });

  it('reports a restaurant made by this sign-in (a new owner goes to the checklist) and an existing one', async () => {
    expect(await runAfterSignIn(fakeApi([], undefined, { created: true }).api, { isNewSignup: false })).toMatchObject({
      restaurantCreated: true,
      staffOnly: false,
    });
    expect(await runAfterSignIn(fakeApi([owner]).api, { isNewSignup: false })).toMatchObject({ restaurantCreated: false, staffOnly: false });
  });

  it('does not make an invited waiter the owner of a new restaurant, and sends them to the staff dashboard', async () => {
    const { api, calls } = fakeApi([waiter]);
    expect(await runAfterSignIn(api, { isNewSignup: false })).toEqual({
      restaurantCreated: false,
      staffOnly: true,
      inviteProblem: null,
      noRestaurant: false,
      joined: null,
    });
    expect(calls.map(([name]) => name)).not.toContain('ensureRestaurant');
  });

  it('makes the restaurant an accepted invitation opened the active one, and makes no restaurant for an invited sign-up', async () => {
    const { api, calls } = fakeApi([waiter], undefined, { opens: 'r2', created: true });
    const result = await runAfterSignIn(api, { isNewSignup: true, fullName: 'Rosa Diaz', inviteToken: 'tok' });
    expect(result).toMatchObject({ joined: waiter, staffOnly: true, restaurantCreated: false });
    expect(calls).toContainEqual(['makeActive', { userId: 'u1', restaurantId: 'r2' }]);
    expect(calls.map(([name]) => name)).not.toContain('ensureRestaurant');
    expect(signInRedirectTarget({ isNewSignup: true, ...result })).toBe('/dashboard/staff');
  });

  it('takes someone who already owns a restaurant to the inviting one, without making them another', async () => {
    const { api, calls } = fakeApi([owner, waiter], undefined, { opens: 'r2' });
    const result = await runAfterSignIn(api, { isNewSignup: false, inviteToken: 'tok' });
    expect(result).toMatchObject({ joined: waiter, restaurantCreated: false });
    expect(calls).toContainEqual(['makeActive', { userId: 'u1', restaurantId: 'r2' }]);
    expect(signInRedirectTarget({ isNewSignup: false, from: '/owner/settings', ...result })).toBe('/dashboard/staff');
  });

  it('still ensures the own restaurant of an owner who also works elsewhere', async () => {
    const { api, calls } = fakeApi([owner, waiter]);
    await runAfterSignIn(api, { isNewSignup: false });
    expect(calls.map(([name]) => name)).toContain('ensureRestaurant');
  });

  it("hands the invitation link's token to attachStaff, and reports a refused invitation without stopping the sign-in", async () => {
    const { api, calls } = fakeApi([owner], 'attachStaff');
    const result = await runAfterSignIn(api, { isNewSignup: false, inviteToken: 'tok' });
    expect(calls).toContainEqual(['attachStaff', 'tok']);
    expect(result).toMatchObject({ inviteProblem: INVITE_UNUSABLE_MESSAGE, noRestaurant: false });
    expect(calls.map(([name]) => name)).toContain('getMe');
  });

  it('does not make someone whose invitation link did not work the owner of a new restaurant', async () => {
    const { api, calls } = fakeApi([], 'attachStaff', { created: true });
    expect(await runAfterSignIn(api, { isNewSignup: true, inviteToken: 'tok' })).toEqual({
      restaurantCreated: false,
      staffOnly: false,
      inviteProblem: INVITE_UNUSABLE_MESSAGE,
      noRestaurant: true,
      joined: null,
    });
    expect(calls.map(([name]) => name)).not.toContain('ensureRestaurant');
  });

  it('says an expired or used link is so and to ask the owner for a new one; other refusals in their own words', () => {
    expect(inviteProblemMessage(new ApiError(410, 'invite_expired', 'This invitation has expired.'))).toBe(INVITE_UNUSABLE_MESSAGE);
    expect(inviteProblemMessage(new ApiError(404, 'invite_invalid', 'not valid'))).toBe(INVITE_UNUSABLE_MESSAGE);
    expect(INVITE_UNUSABLE_MESSAGE).toBe('This invitation link has expired or was already used. Ask the restaurant owner to send you a new one.');
    const mismatch = 'This invitation was sent to a different e-mail address. Sign in with the invited address to accept it.';
    expect(inviteProblemMessage(new ApiError(403, 'invite_email_mismatch', mismatch))).toBe(mismatch);
    expect(inviteProblemMessage(new Error('network'))).toBe('The invitation could not be accepted. Please try again.');
  });

  it('reports a failing step to the caller and goes no further', async () => {
    const { api, calls } = fakeApi([], 'getMe');
    await expect(runAfterSignIn(api, { isNewSignup: false })).rejects.toThrow('getMe failed');
    expect(calls.map(([name]) => name)).not.toContain('ensureRestaurant');
  });
});

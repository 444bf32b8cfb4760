import { describe, expect, it } from 'vitest';
import { signInRedirectTarget } from '../../../web/src/features/auth/sign-in-redirect';

describe('where a visitor lands after signing in', () => {
  it('goes to onboarding after a sign-up, whatever page it came from', () => {
    expect(signInRedirectTarget({ isNewSignup: true, from: { pathname: '/owner/settings/qr' } })).toBe('/owner/onboarding');
  });

  it('goes back to the page the auth guard stopped, with its query and hash', () => {
    const from = { pathname: '/owner/settings/branding', search: '?tab=logo', hash: '#preview', state: null, key: 'x' };
    expect(signInRedirectTarget({ isNewSignup: false, from })).toBe('/owner/settings/branding?tab=logo#preview');
  });

  it('goes to the owner dashboard otherwise', () => {
    expect(signInRedirectTarget({ isNewSignup: false })).toBe('/owner/dashboard');
    expect(signInRedirectTarget({ isNewSignup: false, from: null })).toBe('/owner/dashboard');
  });

  it('never sends the visitor off-site or back to /auth', () => {
    for (const pathname of ['//evil.example/x', '/\\evil.example', 'https://evil.example', '/auth', '/auth/callback']) {
      expect(signInRedirectTarget({ isNewSignup: false, from: { pathname } })).toBe('/owner/dashboard');
    }
    expect(signInRedirectTarget({ isNewSignup: false, from: { pathname: 42 } })).toBe('/owner/dashboard');
  });

  it('sends a new owner whose restaurant this sign-in made to the checklist', () => {
    expect(signInRedirectTarget({ isNewSignup: false, restaurantCreated: true, from: '/owner/settings' })).toBe('/owner/onboarding');
  });

  it('lands staff members on the staff dashboard unless they were going somewhere', () => {
    expect(signInRedirectTarget({ isNewSignup: false, staffOnly: true })).toBe('/dashboard/staff');
    expect(signInRedirectTarget({ isNewSignup: false, staffOnly: true, from: '/dashboard/orders' })).toBe('/dashboard/orders');
    expect(signInRedirectTarget({ isNewSignup: false, staffOnly: false })).toBe('/owner/dashboard');
  });

  it('lands an invited waiter who just signed up on the staff dashboard, not the owner onboarding', () => {
    expect(signInRedirectTarget({ isNewSignup: true, staffOnly: true })).toBe('/dashboard/staff');
  });

  it('sends someone in no restaurant (their invitation did not work) to the owner dashboard, which says how to join', () => {
    expect(signInRedirectTarget({ isNewSignup: true, noRestaurant: true })).toBe('/owner/dashboard');
  });

  it('accepts a plain path as well', () => {
    expect(signInRedirectTarget({ isNewSignup: false, from: '/dashboard/orders' })).toBe('/dashboard/orders');
  });
});

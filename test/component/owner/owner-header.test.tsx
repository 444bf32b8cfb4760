/**
 * The owner header as SPEC.md section 2 describes it (logo to the owner dashboard; badge 'Owner Dashboard' or
 * 'Staff Dashboard'; Settings for owners only; account menu with My Account, Dashboard and Settings, Home, Sign
 * out; initials from the full name or e-mail, at most two, else U), rendered for real with GET /me answered at fetch.
 */
import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { MeResponse } from '../../../shared/api';
import { OwnerHeader } from '../../../web/src/features/owner/components/owner-header';
import { activeRestaurantKey, rememberActive } from '../../../web/src/lib/account/active-restaurant';
import { me, mockOwnerApi, renderAt } from './owner-fixtures';

// Mocked at Amplify, not at lib/amplify/session: see settings-hub.test.tsx.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const SLOW = { timeout: 5000 };
const open = (user: MeResponse, path = '/owner/dashboard') => {
  mockOwnerApi({ me: user });
  return renderAt(path, <OwnerHeader />, '*');
};

describe('owner header', () => {
  it("for an owner: logo to the dashboard, 'Owner Dashboard', Settings, and the account menu (My Account; Dashboard, Settings, Home, Sign out)", async () => {
    const { user } = open(me('owner'));

    expect(await screen.findByText('Owner Dashboard', undefined, SLOW)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'TableTap dashboard' }).getAttribute('href')).toBe('/owner/dashboard');
    expect(screen.getByRole('link', { name: 'Settings' }).getAttribute('href')).toBe('/owner/settings');

    await user.click(screen.getByRole('button', { name: 'Account menu RD' }));
    expect(screen.getByText('My Account')).toBeTruthy();
    expect(screen.getByText('rosa@example.com')).toBeTruthy();
    const menu = screen.getByRole('menu', { name: 'Account' });
    expect(within(menu).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Settings', 'Home', 'Sign out']);
    expect(document.activeElement).toBe(within(menu).getByRole('menuitem', { name: 'Dashboard' }));

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Account menu RD' }));
  });

  it('marks the Settings button as the current page on a settings page', async () => {
    open(me('owner'), '/owner/settings/language');
    expect((await screen.findByRole('link', { name: 'Settings' }, SLOW)).getAttribute('aria-current')).toBe('page');
  });

  it("for a staff member: 'Staff Dashboard', no Settings anywhere", async () => {
    const { user } = open(me('staff'));

    expect(await screen.findByText('Staff Dashboard', undefined, SLOW)).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    await user.click(screen.getByRole('button', { name: /^Account menu/ }));
    expect(within(screen.getByRole('menu')).getAllByRole('menuitem').map((item) => item.textContent)).toEqual(['Dashboard', 'Home', 'Sign out']);
  });

  it('shows initials from the e-mail when there is no name (the U fallback: test/unit/web/initials.test.ts)', async () => {
    open({ ...me('owner'), email: 'mario.rossi@example.com', profile: null });
    expect(await screen.findByRole('button', { name: 'Account menu MR' }, SLOW)).toBeTruthy();
  });

  it('for someone in two restaurants: a switcher names the current one and role, lists the others, and switches by keyboard', async () => {
    const waiterToo: MeResponse = {
      ...me('owner'),
      memberships: [...me('owner').memberships, { restaurantId: 'r2', restaurantName: 'Demo Bistro', role: 'staff' }],
    };
    const { user } = open(waiterToo);
    const switcher = await screen.findByRole('button', { name: /Switch restaurant/ }, SLOW);
    expect(switcher.textContent).toContain('Rosa Diaz Restaurant');
    expect(switcher.textContent).toContain('Owner');
    expect(screen.queryByText('Owner Dashboard')).toBeNull();

    switcher.focus();
    await user.keyboard('{ArrowDown}');
    const menu = screen.getByRole('menu', { name: 'Your restaurants' });
    const choices = within(menu).getAllByRole('menuitemradio');
    expect(choices.map((c) => [c.getAttribute('aria-label'), c.getAttribute('aria-checked')])).toEqual([
      ['Rosa Diaz Restaurant, Owner', 'true'],
      ['Demo Bistro, Staff', 'false'],
    ]);
    expect(document.activeElement).toBe(choices[0]);
    await user.keyboard('{ArrowDown}{Enter}');

    expect(screen.queryByRole('menu')).toBeNull();
    expect(screen.getByRole('button', { name: /Switch restaurant/ }).textContent).toContain('Demo Bistro');
    expect(screen.queryByRole('link', { name: 'Settings' })).toBeNull();
    expect(JSON.parse(localStorage.getItem(activeRestaurantKey('u1'))!)).toEqual({ restaurantId: 'r2', restaurantName: 'Demo Bistro' });
    rememberActive('u1', null);
  });

  it('offers the owner of a restaurant who works at another one to leave and delete it, with a confirm', async () => {
    const { user } = open({ ...me('owner'), memberships: [...me('owner').memberships, { restaurantId: 'r2', restaurantName: 'Demo Bistro', role: 'manager' }] });
    await user.click(await screen.findByRole('button', { name: 'Account menu RD' }, SLOW));
    await user.click(screen.getByRole('menuitem', { name: 'Leave and delete this empty restaurant' }));
    const dialog = screen.getByRole('dialog', { name: 'Delete Rosa Diaz Restaurant?' });
    expect(dialog.textContent).toContain('You will go on at Demo Bistro.');
    expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Cancel' }));
  });
});

/**
 * The settings hub and its guard, rendered for real (SettingsGuard, SettingsLayout, SettingsHubPage, the
 * setup-progress card reading GET /setup through useSetupOverview) with the API answered at fetch.
 */
import { screen, within } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { SettingsGuard } from '../../../web/src/features/owner/components/settings-guard';
import { SettingsLayout } from '../../../web/src/features/owner/components/settings-layout';
import { SettingsHubPage } from '../../../web/src/features/owner/settings/settings-hub-page';
import { renderWithClient } from '../support/render';
import { me, mockOwnerApi, overview } from './owner-fixtures';

// The signed-in owner's token. Mocked at Amplify, not at lib/amplify/session: vitest 4.1 hands a second concurrent
// dynamic import of a vi.mock'ed module the real module, so two requests at once would see no session.
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

function openSettings(path = '/owner/settings') {
  const router = createMemoryRouter(
    [
      {
        path: '/owner/settings',
        element: (
          <SettingsGuard>
            <SettingsLayout />
          </SettingsGuard>
        ),
        children: [
          { index: true, element: <SettingsHubPage /> },
          { path: 'branding', element: <h1>Branding page</h1> },
          { path: 'qr', element: <h1>QR page</h1> },
        ],
      },
      { path: '/owner/dashboard', element: <h1>Dashboard page</h1> },
    ],
    { initialEntries: [path] },
  );
  return { ...renderWithClient(<RouterProvider router={router} />), router };
}

// The first render of a file loads the page's modules: more than findBy's default second on a busy machine.
const progressCard = async () => screen.findByRole('region', { name: 'Setup Progress' }, { timeout: 5000 });

describe('settings hub', () => {
  it('shows how many of the four steps are done and links the first one still to do', async () => {
    // Branding saved, no active items yet: the menu is next.
    mockOwnerApi({ overview: overview({ brandingExists: true, categoryCount: 1, activeItemCount: 0 }) });
    openSettings();

    const card = await progressCard();
    expect(await within(card).findByText('1 of 4 steps completed')).toBeTruthy();
    expect(within(card).getByText('25%')).toBeTruthy();
    expect(within(card).getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow')).toBe('25');
    const next = within(card).getByRole('link', { name: /Next step: Menu Builder/ });
    expect(next.getAttribute('href')).toBe('/owner/settings/menu-builder');
    expect(within(card).queryByText("You're ready to launch")).toBeNull();
  });

  it("says 'You're ready to launch' when branding, menu and payments are done, with no next step", async () => {
    mockOwnerApi({ overview: overview({ brandingExists: true, categoryCount: 2, activeItemCount: 5, chargesEnabled: true }) });
    openSettings();

    const card = await progressCard();
    expect(await within(card).findByText("You're ready to launch")).toBeTruthy();
    expect(within(card).getByText('4 of 4 steps completed')).toBeTruthy();
    expect(within(card).getByText('100%')).toBeTruthy();
    expect(within(card).queryByRole('link', { name: /Next step/ })).toBeNull();
  });

  it('shows every tile of the SPEC: the pages as links, Notifications and Security & Privacy as Coming Soon and disabled', async () => {
    mockOwnerApi();
    openSettings();
    await progressCard();

    const links: Record<string, string> = {
      'Restaurant Profile': '/owner/settings/profile',
      'Branding & Colors': '/owner/settings/branding',
      'Language Settings': '/owner/settings/language',
      'Customer Preview': '/owner/settings/customer-preview',
      'Menu Builder': '/owner/settings/menu-builder',
      'Payment Settings': '/owner/settings/payments',
      'Staff Management': '/owner/settings/business/staff',
      'QR Codes': '/owner/settings/qr',
    };
    const main = screen.getByRole('region', { name: 'Settings' });
    for (const [title, href] of Object.entries(links)) {
      expect(within(main).getByRole('link', { name: new RegExp(`^${title.replace('&', '\\&')}`) }).getAttribute('href')).toBe(href);
    }
    expect(within(screen.getByRole('region', { name: 'Appearance' })).getAllByRole('link')).toHaveLength(4);
    expect(within(screen.getByRole('region', { name: 'Business' })).getAllByRole('link')).toHaveLength(4);

    const preferences = screen.getByRole('region', { name: 'Preferences' });
    expect(within(preferences).queryAllByRole('link')).toHaveLength(0);
    for (const title of ['Notifications', 'Security & Privacy']) {
      const tile = within(preferences).getByRole('group', { name: `${title} (Coming Soon)` });
      expect(tile.getAttribute('aria-disabled')).toBe('true');
      expect(within(tile).getByText('Coming Soon')).toBeTruthy();
      expect(tile.querySelector('a, button, [tabindex]')).toBeNull();
    }
  });

  it('has the settings side menu with the current page marked, and a back button to the dashboard from the root', async () => {
    mockOwnerApi();
    const { user, router } = openSettings();
    await progressCard();

    const menu = screen.getByRole('navigation', { name: 'Settings' });
    expect(within(menu).getAllByRole('link').map((link) => link.textContent)).toEqual(['Profile', 'Branding', 'Menu Builder', 'Payments', 'QR Codes', 'Staff']);
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/owner/dashboard');

    await user.click(within(menu).getByRole('link', { name: 'Branding' }));
    expect(await screen.findByRole('heading', { name: 'Branding page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/settings/branding');
    expect(within(menu).getByRole('link', { name: 'Branding' }).getAttribute('aria-current')).toBe('page');
    expect(screen.getByRole('link', { name: /Back to Settings/ }).getAttribute('href')).toBe('/owner/settings');
  });

  it("keeps a staff member out: 'You don't have access to Settings.' and off to the dashboard", async () => {
    const api = mockOwnerApi({ me: me('staff') });
    const { router } = openSettings();

    expect(await screen.findByRole('heading', { name: 'Dashboard page' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/dashboard');
    expect(await screen.findByText("You don't have access to Settings.")).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Setup Progress' })).toBeNull();
    expect(api.calls.some((call) => call.path.endsWith('/setup'))).toBe(false);
  });

  it('lets a staff member open the QR codes of the restaurant they staff, without the owner-only menu', async () => {
    mockOwnerApi({ me: me('staff') });
    const { router } = openSettings('/owner/settings/qr');

    expect(await screen.findByRole('heading', { name: 'QR page' }, { timeout: 5000 })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/settings/qr');
    expect(screen.queryByRole('navigation', { name: 'Settings' })).toBeNull();
    expect(screen.getByRole('link', { name: /Back to Dashboard/ }).getAttribute('href')).toBe('/owner/dashboard');
    expect(screen.queryByText("You don't have access to Settings.")).toBeNull();
  });
});

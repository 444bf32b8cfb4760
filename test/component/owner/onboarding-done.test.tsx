/**
 * The routed wizard's last step (/owner/onboarding/done), rendered for real behind the onboarding guard (in
 * StrictMode, as the app runs, so effects run twice) with the API answered at fetch: it sets the onboarding-completed
 * timestamp once, shows its success instead of being sent away by the guard, and offers a retry when it fails.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { Restaurant } from '../../../shared/api';
import { DonePage } from '../../../web/src/features/owner/onboarding/done-page';
import { LegacyWizardPage } from '../../../web/src/features/owner/onboarding/legacy-wizard-page';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { me, overview, renderOwnerPage, restaurant, RESTAURANT_PATH } from './owner-fixtures';

// Amplify is not under test: mocked beneath lib/amplify/session (see onboarding-checklist.test.tsx for why).
vi.mock('../../../web/src/lib/amplify/configure', () => ({ ensureAmplifyConfigured: () => {} }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

const COMPLETED_AT = '2026-11-23T12:00:00.000Z';
let api: ApiMock;
let stored: Restaurant;

const patches = () => api.calls.filter((c) => c.method === 'PATCH' && c.path === RESTAURANT_PATH);

describe('onboarding done', () => {
  beforeEach(() => {
    stored = restaurant({ chargesEnabled: true, payoutsEnabled: true });
    api = mockApi({
      'GET /api/v1/me': () => ({ body: me() }),
      [`GET ${RESTAURANT_PATH}`]: () => ({ body: stored }),
      [`GET ${RESTAURANT_PATH}/setup`]: () => ({ body: overview({ onboardingCompletedAt: stored.onboardingCompletedAt }) }),
      [`PATCH ${RESTAURANT_PATH}`]: () => {
        stored = { ...stored, onboardingCompletedAt: stored.onboardingCompletedAt ?? COMPLETED_AT };
        return { body: stored };
      },
    });
  });

  it('completes onboarding once, then shows the success, the three hints and Go to Dashboard (not the redirect)', async () => {
    const { router } = renderOwnerPage('/owner/onboarding/done', <DonePage />);

    expect(await screen.findByText('Setup completed successfully!')).toBeTruthy();
    expect(screen.getByText("You're all set!")).toBeTruthy();
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    const hints = within(screen.getByRole('list', { name: 'Next steps' })).getAllByRole('link');
    expect(hints.map((link) => [link.querySelector('.ob-hint-card__title')!.textContent, link.getAttribute('href')])).toEqual([
      ['Update Branding', '/owner/settings/branding'],
      ['Build Full Menu', '/owner/settings/menu-builder'],
      ['Generate QR Codes', '/owner/settings/qr'],
    ]);
    expect(screen.getByRole('link', { name: 'Go to Dashboard' }).getAttribute('href')).toBe('/owner/dashboard');

    expect(patches()).toHaveLength(1);
    expect(patches()[0]!.body).toEqual({ onboardingCompleted: true });
    // Still here, although the restaurant now has the timestamp the guard redirects on.
    expect(router.state.location.pathname).toBe('/owner/onboarding/done');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(patches()).toHaveLength(1);
    expect(screen.queryByRole('heading', { name: 'Owner dashboard page' })).toBeNull();
  });

  it("does not say 'You're all set' while payments are not connected: connecting them comes first", async () => {
    stored = restaurant({ chargesEnabled: false });
    renderOwnerPage('/owner/onboarding/done', <DonePage />);
    expect(await screen.findByText('One step left: connect payments')).toBeTruthy();
    expect(screen.queryByText("You're all set!")).toBeNull();
    expect(screen.getByText(/guests can't pay for orders until payments are connected/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Set up payments' }).getAttribute('href')).toBe('/owner/settings/payments');
    expect(patches()).toHaveLength(1);
  });

  it('leaving the done page afterwards goes through the guard again: onboarding pages now redirect', async () => {
    const { router } = renderOwnerPage('/owner/onboarding/done', <DonePage />);
    await screen.findByText("You're all set!");
    await router.navigate('/owner/onboarding/done?again=1');
    // The same page may stay; another onboarding page may not.
    expect(screen.getByText("You're all set!")).toBeTruthy();
    await router.navigate('/owner/onboarding');
    expect(await screen.findByRole('heading', { name: 'Owner dashboard page' })).toBeTruthy();
  });

  it("says 'Failed to complete onboarding' when the save fails, and Try again completes it", async () => {
    let fail = true;
    api.on(`PATCH ${RESTAURANT_PATH}`, () => {
      if (fail) return { status: 500, body: { error: { code: 'internal', message: 'boom' } } };
      stored = { ...stored, onboardingCompletedAt: COMPLETED_AT };
      return { body: stored };
    });
    const { user } = renderOwnerPage('/owner/onboarding/done', <DonePage />);

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('Failed to complete onboarding');
    expect(patches()).toHaveLength(1);
    fail = false;
    await user.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText("You're all set!")).toBeTruthy();
    expect(patches()).toHaveLength(2);
  });

  it('an owner whose onboarding is already complete is sent to the dashboard, and nothing is saved', async () => {
    stored = restaurant({ onboardingCompletedAt: COMPLETED_AT });
    renderOwnerPage('/owner/onboarding/done', <DonePage />);
    expect(await screen.findByRole('heading', { name: 'Owner dashboard page' })).toBeTruthy();
    expect(patches()).toHaveLength(0);
  });
});

describe('legacy wizard', () => {
  beforeEach(() => {
    stored = restaurant({ chargesEnabled: true, payoutsEnabled: true });
    api = mockApi({
      'GET /api/v1/me': () => ({ body: me() }),
      [`GET ${RESTAURANT_PATH}`]: () => ({ body: stored }),
      [`GET ${RESTAURANT_PATH}/setup`]: () => ({ body: overview() }),
      [`GET ${RESTAURANT_PATH}/branding`]: () => ({
        body: { restaurantId: 'rest-1', primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E', logoUrl: null, saved: false },
      }),
      [`PATCH ${RESTAURANT_PATH}`]: () => {
        stored = { ...stored, onboardingCompletedAt: COMPLETED_AT };
        return { body: stored };
      },
    });
  });

  it('walks Welcome, Branding (skip says the defaults are used), Quick Menu Setup, Complete; Back lowers the step', async () => {
    const { user, router } = renderOwnerPage('/owner/onboarding/legacy', <LegacyWizardPage />);
    expect(await screen.findByText('Step 1 of 4')).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Welcome to TableTap' })).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    expect(screen.getByText('Step 2 of 4')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Branding' }));
    await user.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByText('Step 1 of 4')).toBeTruthy();

    await user.click(screen.getByRole('button', { name: 'Get Started' }));
    await user.click(await screen.findByRole('button', { name: 'Skip' }));
    expect(await screen.findByText('Using default branding colors')).toBeTruthy();
    expect(screen.getByText('Step 3 of 4')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: /Add items|Upload & analyze/ }).map((l) => l.getAttribute('href'))).toEqual([
      '/owner/onboarding/menu-quick',
      '/owner/onboarding/menu-quick',
    ]);

    await user.click(screen.getByRole('button', { name: 'Skip to done' }));
    expect(screen.getByText('Step 4 of 4')).toBeTruthy();
    expect(await screen.findByText("You're all set!")).toBeTruthy();
    expect(patches()).toHaveLength(1);
    expect(router.state.location.pathname).toBe('/owner/onboarding/legacy');
    expect(screen.queryByRole('button', { name: 'Back' })).toBeNull();
  });

  it('saving the branding goes to the menu step', async () => {
    api.on(`PUT ${RESTAURANT_PATH}/branding`, ({ body }) => ({ body: { restaurantId: 'rest-1', ...(body as object), logoUrl: null, saved: true } }));
    const { user } = renderOwnerPage('/owner/onboarding/legacy', <LegacyWizardPage />);
    await user.click(await screen.findByRole('button', { name: 'Get Started' }));
    const save = await screen.findByRole('button', { name: 'Save & Continue' });
    await waitFor(() => expect((save as HTMLButtonElement).disabled).toBe(false));
    await user.click(save);
    expect(await screen.findByText('Step 3 of 4')).toBeTruthy();
    expect(api.calls.filter((c) => c.method === 'PUT')).toHaveLength(1);
  });
});

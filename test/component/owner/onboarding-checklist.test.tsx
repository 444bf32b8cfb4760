/**
 * The onboarding checklist at /owner/onboarding, rendered for real behind the onboarding guard (ChecklistPage,
 * shared/setup-progress's onboardingChecklist, the restaurant and setup-overview queries, apiRequest) with the API
 * answered at fetch: the count, the percentage and bar, each step's badge and button, the Publish QR rule, the
 * Setup Complete card, the load failure with its retry, and the redirect once onboarding is complete.
 */
import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { SetupOverview } from '../../../shared/api';
import { ChecklistPage } from '../../../web/src/features/owner/onboarding/checklist-page';
import type { ApiMock } from '../support/fetch-mock';
import { me, mockOwnerApi, overview, renderOwnerPage, restaurant, RESTAURANT_PATH } from './owner-fixtures';

// The signed-in owner's token: Amplify itself is not under test here. Mocked beneath lib/amplify/session rather
// than the session module itself: api.ts loads that module with a dynamic import, and requests made at the same
// moment (the checklist's reads and its PATCH) got the real module despite a mock of it (vitest 4).
vi.mock('../../../web/src/lib/amplify/configure', () => ({ ensureAmplifyConfigured: () => {} }));
vi.mock('aws-amplify/auth', () => ({ fetchAuthSession: async () => ({ tokens: { idToken: { toString: () => 'test-id-token' } } }) }));

let api: ApiMock;
let setup: SetupOverview;

const step = (title: string) => screen.getByRole('heading', { name: new RegExp(`${title}$`) }).closest('li')!;

describe('onboarding checklist', () => {
  beforeEach(() => {
    setup = overview();
    api = mockOwnerApi({
      routes: {
        [`GET ${RESTAURANT_PATH}/setup`]: () => ({ body: setup }),
        [`PATCH ${RESTAURANT_PATH}`]: () => ({ body: restaurant() }),
      },
    });
  });

  it('starts at 0 of 4 with the restaurant named, described and identified, every step to set up', async () => {
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);

    expect(await screen.findByRole('heading', { name: 'Restaurant Setup', level: 1 })).toBeTruthy();
    expect(screen.getByText('0 of 4 steps completed')).toBeTruthy();
    expect(screen.getByText('0%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow')).toBe('0');
    expect(screen.getByText('Rosa Diaz Restaurant')).toBeTruthy();
    expect(screen.getByText('Welcome to our restaurant!')).toBeTruthy();
    expect(screen.getByText('rest-1')).toBeTruthy();

    const titles = within(screen.getByRole('list', { name: 'Setup steps' }))
      .getAllByRole('heading')
      .map((h) => h.textContent);
    expect(titles).toEqual(['Step 1: Connect Payments', 'Step 2: Set Branding', 'Step 3: Quick Menu Setup', 'Step 4: Publish QR']);
    expect(within(step('Connect Payments')).getByRole('link', { name: 'Set up Connect Payments' }).getAttribute('href')).toBe(
      '/owner/settings/payments',
    );
    expect(within(step('Quick Menu Setup')).getByRole('link', { name: 'Set up Quick Menu Setup' }).getAttribute('href')).toBe(
      '/owner/onboarding/menu-quick',
    );
    expect(screen.queryByText('Complete')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Setup Complete' })).toBeNull();
    // The guided wizard starts from here.
    expect(screen.getByRole('link', { name: 'Start guided setup' }).getAttribute('href')).toBe('/owner/onboarding/branding');
  });

  it('marks completed steps Complete with Review, and keeps Publish QR shut until payments, branding and menu are done', async () => {
    setup = overview({ brandingExists: true, categoryCount: 1 });
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);

    expect(await screen.findByText('2 of 4 steps completed')).toBeTruthy();
    expect(screen.getByText('50%')).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Setup progress' }).getAttribute('aria-valuenow')).toBe('50');
    for (const title of ['Set Branding', 'Quick Menu Setup']) {
      expect(within(step(title)).getByText('Complete')).toBeTruthy();
      expect(within(step(title)).getByRole('link', { name: `Review ${title}` })).toBeTruthy();
    }
    expect(within(step('Set Branding')).getByRole('link', { name: 'Review Set Branding' }).getAttribute('href')).toBe(
      '/owner/settings/branding',
    );
    expect(within(step('Connect Payments')).queryByText('Complete')).toBeNull();

    const qr = within(step('Publish QR')).getByRole('button', { name: 'Set up Publish QR' }) as HTMLButtonElement;
    expect(qr.disabled).toBe(true);
    expect(qr.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(step('Publish QR')).getByText('Available once payments, branding and menu are done.')).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Setup Complete' })).toBeNull();
  });

  it('counts payments only when both charges and payouts are enabled', async () => {
    setup = overview({ chargesEnabled: true, payoutsEnabled: false, brandingExists: true, categoryCount: 2 });
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);
    expect(await screen.findByText('2 of 4 steps completed')).toBeTruthy();
    expect(within(step('Connect Payments')).queryByText('Complete')).toBeNull();
  });

  it('opens Publish QR and shows the Setup Complete card once the other three are done', async () => {
    setup = overview({ chargesEnabled: true, payoutsEnabled: true, brandingExists: true, categoryCount: 1 });
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);

    expect(await screen.findByText('3 of 4 steps completed')).toBeTruthy();
    expect(screen.getByText('75%')).toBeTruthy();
    const qr = within(step('Publish QR')).getByRole('link', { name: 'Set up Publish QR' });
    expect(qr.getAttribute('href')).toBe('/owner/settings/qr');

    const card = screen.getByRole('region', { name: 'Setup Complete' });
    expect(within(card).getByRole('link', { name: 'Generate QR Codes' }).getAttribute('href')).toBe('/owner/settings/qr');
    expect(within(card).getByRole('link', { name: 'View Dashboard' }).getAttribute('href')).toBe('/owner/dashboard');
    expect(screen.queryByRole('link', { name: 'Start guided setup' })).toBeNull();
  });

  it("says 'Failed to load onboarding data' when the setup cannot be read, and Try again reads it again", async () => {
    let fail = true;
    api.on(`GET ${RESTAURANT_PATH}/setup`, () => (fail ? { status: 500, body: { error: { code: 'internal', message: 'boom' } } } : { body: setup }));
    const { user } = renderOwnerPage('/owner/onboarding', <ChecklistPage />);

    expect(await screen.findByText('Failed to load onboarding data')).toBeTruthy();
    fail = false;
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('0 of 4 steps completed')).toBeTruthy();
  });

  it('marks onboarding started the first time a restaurant without the mark opens it, and only then', async () => {
    api.on(`GET ${RESTAURANT_PATH}`, () => ({ body: restaurant({ onboardingStartedAt: null }) }));
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);
    await screen.findByText('0 of 4 steps completed');
    await waitFor(() => expect(api.calls.filter((c) => c.method === 'PATCH')).toHaveLength(1));
    expect(api.calls.find((c) => c.method === 'PATCH')!.body).toEqual({ onboardingStarted: true });
  });

  it('sends an owner whose onboarding is complete to the dashboard', async () => {
    api.on(`GET ${RESTAURANT_PATH}`, () => ({ body: restaurant({ onboardingCompletedAt: '2026-11-23T11:00:00.000Z' }) }));
    const { router } = renderOwnerPage('/owner/onboarding', <ChecklistPage />);
    expect(await screen.findByRole('heading', { name: 'Owner dashboard page' })).toBeTruthy();
    expect(router.state.location.pathname).toBe('/owner/dashboard');
  });

  it('sends a staff member to the dashboard: setup is the owner’s', async () => {
    api.on('GET /api/v1/me', () => ({ body: me('staff') }));
    renderOwnerPage('/owner/onboarding', <ChecklistPage />);
    expect(await screen.findByRole('heading', { name: 'Owner dashboard page' })).toBeTruthy();
  });
});

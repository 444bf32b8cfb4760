/**
 * The branding settings page: the owner's restaurant from GET /me and GET /restaurants/{id}, its title and the editor
 * with the restaurant's name in the preview; 'No Restaurant Found' for an owner without one.
 */
import { screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { MeResponse, Restaurant } from '../../../shared/api';
import { DEFAULT_BRANDING } from '../../../shared/constants';
import { BrandingPage } from '../../../web/src/features/owner/branding/branding-page';
import { mockApi, type ApiMock } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

vi.mock('../../../web/src/lib/amplify/session', () => ({ getIdToken: async () => 'test-id-token' }));

const RID = 'rest-1';
const me = (memberships: MeResponse['memberships']): MeResponse => ({ userId: 'u1', email: 'owner@example.com', profile: null, memberships });
const restaurant: Restaurant = {
  id: RID,
  ownerId: 'u1',
  name: 'Casa Verde',
  description: 'Tapas and wine',
  slug: null,
  address: null,
  phone: null,
  openingHours: [],
  currency: 'USD',
  taxRateBps: 800,
  taxIncluded: false,
  timeZone: 'UTC',
  onboardingStartedAt: null,
  onboardingCompletedAt: null,
  chargesEnabled: false,
  payoutsEnabled: false,
  defaultLanguage: 'en',
  enabledLanguages: ['en'],
  autoDetectLanguage: true,
  serviceRequestEnabled: true,
  tablePayment: 'pay_first',
  tabChargeAfterMinutes: 120,
  lateOrderMinutes: 5,
  escalateOrderMinutes: 15,
  createdAt: '2026-01-01T00:00:00.000Z',
};

const renderPage = () =>
  renderWithClient(
    <MemoryRouter>
      <BrandingPage />
    </MemoryRouter>,
  );

let api: ApiMock;

describe('branding page', () => {
  beforeEach(() => {
    api = mockApi({
      'GET /api/v1/me': () => ({ body: me([{ restaurantId: RID, restaurantName: 'Casa Verde', role: 'owner' }]) }),
      [`GET /api/v1/restaurants/${RID}`]: () => ({ body: restaurant }),
      [`GET /api/v1/restaurants/${RID}/branding`]: () => ({ body: { restaurantId: RID, ...DEFAULT_BRANDING, logoUrl: null, saved: true } }),
    });
  });

  it("edits the owner's restaurant, named in the preview", async () => {
    renderPage();

    expect(await screen.findByRole('heading', { level: 1, name: 'Restaurant Branding' })).toBeTruthy();
    const preview = await screen.findByRole('img', { name: "Preview of Casa Verde's menu in these colors" });
    expect(within(preview).getByText('Tapas and wine')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Save Changes' })).toBeTruthy();
  });

  it("says 'No Restaurant Found' to an owner without one", async () => {
    api.on('GET /api/v1/me', () => ({ body: me([]) }));
    renderPage();

    expect(await screen.findByRole('heading', { name: 'No Restaurant Found' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Changes' })).toBeNull();
  });
});

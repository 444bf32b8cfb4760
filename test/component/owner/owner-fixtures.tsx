/**
 * What the onboarding and owner dashboard tests share: a restaurant, its owner's `me`, a setup overview, and the
 * pages rendered inside a memory router at a path, the onboarding guard around the onboarding pages as in the app.
 */
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeResponse, Membership, Restaurant, SetupOverview } from '../../../shared/api';
import { OnboardingGuard } from '../../../web/src/features/owner/onboarding/onboarding-guard';
import { renderWithClient } from '../support/render';

export const RID = 'rest-1';
export const RESTAURANT_PATH = `/api/v1/restaurants/${RID}`;

export function restaurant(over: Partial<Restaurant> = {}): Restaurant {
  return {
    id: RID,
    ownerId: 'u1',
    name: 'Rosa Diaz Restaurant',
    description: 'Welcome to our restaurant!',
    slug: null,
    currency: 'USD',
    taxRateBps: 800,
    timeZone: 'UTC',
    onboardingStartedAt: '2026-11-23T10:00:00.000Z',
    onboardingCompletedAt: null,
    chargesEnabled: false,
    payoutsEnabled: false,
    defaultLanguage: 'en',
    enabledLanguages: ['en', 'es', 'nl'],
    autoDetectLanguage: true,
    serviceRequestEnabled: true,
    createdAt: '2026-11-23T10:00:00.000Z',
    ...over,
  };
}

export function me(role: Membership['role'] = 'owner'): MeResponse {
  return {
    userId: 'u1',
    email: 'rosa@example.com',
    profile: { id: 'u1', email: 'rosa@example.com', fullName: 'Rosa Diaz' },
    memberships: [{ restaurantId: RID, restaurantName: 'Rosa Diaz Restaurant', role }],
  };
}

export function overview(over: Partial<SetupOverview> = {}): SetupOverview {
  return {
    restaurantId: RID,
    chargesEnabled: false,
    payoutsEnabled: false,
    brandingExists: false,
    logoUrl: null,
    categoryCount: 0,
    activeItemCount: 0,
    slug: null,
    onboardingCompletedAt: null,
    ...over,
  };
}

/** A stand-in for a page outside the one under test, so a test can see where a redirect or link went. */
function Landmark({ name }: { name: string }) {
  return <h1>{name}</h1>;
}

/** Renders `page` at `path` under /owner/onboarding (behind the guard) or alone, inside StrictMode as the app runs. */
export function renderOwnerPage(path: string, page: ReactElement, { onboarding = true } = {}) {
  const pagePath = onboarding ? path.replace('/owner/onboarding', '').replace(/^\//, '') : path;
  const routes = [
    onboarding
      ? {
          path: '/owner/onboarding',
          element: <OnboardingGuard />,
          children: [pagePath ? { path: pagePath, element: page } : { index: true, element: page }],
        }
      : { path, element: page },
    ...(path === '/owner/dashboard' ? [] : [{ path: '/owner/dashboard', element: <Landmark name="Owner dashboard page" /> }]),
    { path: '*', element: <Landmark name="Somewhere else" /> },
  ];
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const rendered = renderWithClient(
    <StrictMode>
      <RouterProvider router={router} />
    </StrictMode>,
  );
  return { ...rendered, router };
}

/**
 * What the owner's component tests share (onboarding, dashboard, settings): a restaurant, its owner's (or staff's)
 * `me`, a setup overview, those three answered at fetch, and the page rendered inside a memory router at a path
 * (for onboarding, the onboarding guard around it as in the app), so links and redirects work as in the app.
 */
import { StrictMode, type ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeResponse, Membership, Restaurant, SetupOverview } from '../../../shared/api';
import { OnboardingGuard } from '../../../web/src/features/owner/onboarding/onboarding-guard';
import { mockApi, type ApiMock, type RouteHandler } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

export const RID = 'rest-1';
export const RESTAURANT_PATH = `/api/v1/restaurants/${RID}`;

export function restaurant(over: Partial<Restaurant> = {}): Restaurant {
  return {
    id: RID,
    ownerId: 'u1',
    name: 'Rosa Diaz Restaurant',
    description: 'Welcome to our restaurant!',
    slug: 'rosa-diaz-restaurant',
    address: null,
    phone: null,
    openingHours: [],
    currency: 'USD',
    taxRateBps: 800,
    taxIncluded: false,
    timeZone: 'UTC',
    onboardingStartedAt: '2026-11-23T10:00:00.000Z',
    onboardingCompletedAt: null,
    chargesEnabled: false,
    payoutsEnabled: false,
    defaultLanguage: 'en',
    enabledLanguages: ['en', 'es', 'nl'],
    autoDetectLanguage: true,
    serviceRequestEnabled: true,
    tablePayment: 'pay_first',
    tabChargeAfterMinutes: 120,
    lateOrderMinutes: 5,
    escalateOrderMinutes: 15,
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
    slug: 'rosa-diaz-restaurant',
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

interface Api {
  me?: MeResponse;
  restaurant?: Restaurant;
  overview?: SetupOverview;
  routes?: Record<string, RouteHandler>;
}

/** GET me, the restaurant and its setup overview answered (with `routes` added or put in their place). */
export function mockOwnerApi(api: Api = {}): ApiMock {
  return mockApi({
    'GET /api/v1/me': () => ({ body: api.me ?? me() }),
    [`GET ${RESTAURANT_PATH}`]: () => ({ body: api.restaurant ?? restaurant() }),
    [`GET ${RESTAURANT_PATH}/setup`]: () => ({ body: api.overview ?? overview() }),
    ...api.routes,
  });
}

/** The page at `path`, with a stand-in for every page it may send the owner to (their heading says which). */
export function renderAt(path: string, page: ReactElement, routePath = path) {
  const router = createMemoryRouter(
    [
      { path: routePath, element: page },
      { path: '*', element: <h1>Elsewhere</h1> },
    ],
    { initialEntries: [path] },
  );
  const rendered = renderWithClient(<RouterProvider router={router} />);
  return { ...rendered, router };
}

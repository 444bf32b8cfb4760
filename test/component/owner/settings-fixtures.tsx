/**
 * What the owner's settings pages read, answered at fetch: the signed-in user (owner or staff), their restaurant
 * and its setup overview; and a router around the page, so links and redirects work as in the app.
 */
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import type { MeResponse, Restaurant, SetupOverview } from '../../../shared/api';
import { mockApi, type ApiMock, type RouteHandler } from '../support/fetch-mock';
import { renderWithClient } from '../support/render';

export const RID = 'rest-1';
export const RESTAURANT_PATH = `/api/v1/restaurants/${RID}`;

export function restaurant(over: Partial<Restaurant> = {}): Restaurant {
  return {
    id: RID,
    ownerId: 'user-1',
    name: 'Luigi Restaurant',
    description: 'Welcome to our restaurant!',
    slug: 'luigi-restaurant',
    currency: 'USD',
    taxRateBps: 800,
    timeZone: 'UTC',
    onboardingStartedAt: '2026-11-01T10:00:00.000Z',
    onboardingCompletedAt: null,
    chargesEnabled: false,
    payoutsEnabled: false,
    defaultLanguage: 'en',
    enabledLanguages: ['en', 'es', 'nl'],
    autoDetectLanguage: true,
    serviceRequestEnabled: true,
    createdAt: '2026-11-01T10:00:00.000Z',
    ...over,
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
    slug: 'luigi-restaurant',
    onboardingCompletedAt: null,
    ...over,
  };
}

export function me(role: 'owner' | 'staff' = 'owner'): MeResponse {
  return {
    userId: 'user-1',
    email: 'luigi@example.com',
    profile: { id: 'user-1', email: 'luigi@example.com', fullName: 'Luigi Verdi' },
    memberships: [{ restaurantId: RID, restaurantName: 'Luigi Restaurant', role }],
  };
}

interface Api {
  me?: MeResponse;
  restaurant?: Restaurant;
  overview?: SetupOverview;
  routes?: Record<string, RouteHandler>;
}

export function mockSettingsApi(api: Api = {}): ApiMock {
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

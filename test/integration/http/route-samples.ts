/**
 * For every function of infra/routes.ts: a valid request, and (where the route takes input) requests with wrong
 * types, missing fields and unknown ids. The bad-input test fails when a route has no entry here, so a new route
 * cannot skip it. A sample may be built from the fixtures (restaurant ids, menu items, orders...).
 *
 * Keys are `fn` names, or `fn METHOD` when one function serves several routes.
 */
import type { Fixtures } from './fixtures';
import { connectRouteSamples } from './route-samples-connect';
import { dashboardRouteSamples } from './route-samples-dashboard';
import { menuImageRouteSamples } from './route-samples-menu-images';
import { menuOptionRouteSamples } from './route-samples-menu-options';
import { menuBuilderRouteSamples } from './route-samples-menu-builder';
import { paymentRouteSamples } from './route-samples-payments';
import { publicRouteSamples } from './route-samples-public';
import { setupRouteSamples } from './route-samples-setup';
import { staffRouteSamples } from './route-samples-staff';
import { tableVisitRouteSamples } from './route-samples-table-visits';
import { tableRouteSamples } from './route-samples-tables';
import { translationRouteSamples } from './route-samples-translations';

export interface RouteRequest {
  body?: unknown;
  /** A body sent exactly as given (not JSON-encoded), e.g. a signed webhook payload. */
  rawBody?: string;
  query?: Record<string, string>;
  /** Path parameters other than restaurantId (which the test fills from the fixtures). */
  path?: Record<string, string>;
  headers?: Record<string, string>;
}

export interface RouteSample extends RouteRequest {
  /** Status the valid sample must get; default any 2xx. */
  validStatus?: number;
  wrongTypes?: RouteRequest;
  missingFields?: RouteRequest;
  /** Refers to ids that do not exist: must answer 404. */
  unknownId?: RouteRequest;
  /** The route reads a raw (non-JSON) body, so JSON-shape checks do not apply. */
  rawBodyRoute?: boolean;
}

export type SampleFactory = RouteSample | ((f: Fixtures) => RouteSample | Promise<RouteSample>);

const colours = { primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E' };
const unknownUuid = '3f1c9d2e-0000-4000-8000-000000000000';

export const routeSamples: Record<string, SampleFactory> = {
  me: {},
  'profile-upsert': { body: { fullName: 'Ada Lovelace' }, wrongTypes: { body: { fullName: 42 } } },
  // Sent after every sign-in; an invitation token is checked elsewhere (test/integration/auth).
  'auth-attach-staff': { body: {}, wrongTypes: { body: { inviteToken: 42 } } },
  'restaurant-ensure': { body: {}, wrongTypes: { body: { name: ['x'], markOnboardingStarted: 'yes' } } },
  'restaurant-get': {},
  'restaurant-update': {
    body: { description: 'Fresh pasta daily' },
    wrongTypes: { body: { serviceRequestEnabled: 'yes', enabledLanguages: 'en' } },
    missingFields: { body: {} },
  },
  // Restaurant A has a team, so its owner is refused (409): the fixture restaurant is never deleted. The deletion
  // itself: test/integration/setup/restaurant-delete.test.ts.
  'restaurant-delete': { validStatus: 409 },
  'branding-get': {},
  'branding-put': {
    body: colours,
    wrongTypes: { body: { ...colours, primaryColor: 12, textColor: 'green' } },
    missingFields: { body: { primaryColor: '#000' } },
  },
  'staff-list': {},
  'orders-list': { query: { status: 'paid,ready' }, wrongTypes: { query: { status: 'eaten' } } },
  ...publicRouteSamples,
  ...paymentRouteSamples,
  ...connectRouteSamples,
  ...dashboardRouteSamples,
  ...menuBuilderRouteSamples,
  ...setupRouteSamples,
  ...staffRouteSamples,
  ...menuImageRouteSamples,
  ...menuOptionRouteSamples,
  ...translationRouteSamples,
  ...tableVisitRouteSamples,
  ...tableRouteSamples,
};

export { unknownUuid };

export async function sampleFor(key: string, f: Fixtures): Promise<RouteSample | undefined> {
  const factory = routeSamples[key];
  if (factory === undefined) return undefined;
  return typeof factory === 'function' ? factory(f) : factory;
}

/**
 * For every function of infra/routes.ts: a valid request, and (where the route takes input) requests with wrong
 * types and missing fields. The bad-input test fails when a route has no entry here, so a new route cannot skip it.
 */
export interface RouteSample {
  body?: unknown;
  query?: Record<string, string>;
  wrongTypes?: { body?: unknown; query?: Record<string, string> };
  missingFields?: { body?: unknown };
}

const colours = { primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E' };

export const routeSamples: Record<string, RouteSample> = {
  me: {},
  'profile-upsert': { body: { fullName: 'Ada Lovelace' }, wrongTypes: { body: { fullName: 42 } } },
  'auth-attach-staff': {},
  'restaurant-ensure': { body: {}, wrongTypes: { body: { name: ['x'], markOnboardingStarted: 'yes' } } },
  'restaurant-get': {},
  'restaurant-update': {
    body: { description: 'Fresh pasta daily' },
    wrongTypes: { body: { serviceRequestEnabled: 'yes', enabledLanguages: 'en' } },
    missingFields: { body: {} },
  },
  'branding-get': {},
  'branding-put': {
    body: colours,
    wrongTypes: { body: { ...colours, primaryColor: 12, textColor: 'green' } },
    missingFields: { body: { primaryColor: '#000' } },
  },
  'staff-list': {},
  'orders-list': { query: { status: 'paid,ready' }, wrongTypes: { query: { status: 'eaten' } } },
};

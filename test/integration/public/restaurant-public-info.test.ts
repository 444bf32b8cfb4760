import { beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { Branding, Restaurants } from '../../../functions/lib/composition';
import { publicRestaurantSchema, type Restaurant } from '../../../shared/api';
import { api } from '../../support/api';
import { restaurantWithoutMenu } from './support';

const PATH = '/functions/v1/restaurant-public-info';
const CACHED = 'public, max-age=30, s-maxage=60, stale-while-revalidate=600';
const BRIEFLY_CACHED = 'public, max-age=10, s-maxage=10';

let plain: Restaurant;
let branded: Restaurant;
let slug: string;

beforeAll(async () => {
  [plain, branded] = await Promise.all([restaurantWithoutMenu(), restaurantWithoutMenu()]);
  slug = `trattoria-${randomUUID().slice(0, 8)}`;
  await Restaurants.setSlug(branded.id, slug);
  await Branding.put(branded.id, { primaryColor: '#112233', accentColor: '#445566', backgroundColor: '#FAFAFA', textColor: '#101010' });
  await Restaurants.update(branded.id, { enabledLanguages: ['en', 'es', 'de'], defaultLanguage: 'es', serviceRequestEnabled: false });
});

describe('GET restaurant-public-info', () => {
  it('finds the id by slug (any letter case), cacheable', async () => {
    const res = await api(`GET`, `${PATH}?slug=${slug}`);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ id: branded.id });
    expect(res.headers.get('cache-control')).toBe(CACHED);
    expect((await api('GET', `${PATH}?slug=${slug.toUpperCase()}`)).body).toEqual({ id: branded.id });
  });

  it('gives the public restaurant by id with its saved branding and settings, nothing private', async () => {
    const res = await api<Record<string, unknown>>('GET', `${PATH}?restaurant_id=${branded.id}`);
    expect(res.status).toBe(200);
    expect(res.headers.get('cache-control')).toBe(CACHED);
    expect(publicRestaurantSchema.parse(res.body)).toEqual(res.body);
    expect(res.body).toEqual({
      id: branded.id,
      name: 'My Restaurant',
      description: 'Welcome to our restaurant!',
      slug,
      address: null,
      phone: null,
      openingHours: [],
      timeZone: 'America/New_York',
      currency: 'USD',
      taxRateBps: 800,
      taxIncluded: false,
      enabledLanguages: ['en', 'es', 'de'],
      defaultLanguage: 'es',
      autoDetectLanguage: true,
      chargesEnabled: false,
      serviceRequestEnabled: false,
      // When a table pays (issue 29): never set, so pay first with 2 hours.
      tablePayment: 'pay_first',
      tabChargeAfterMinutes: 120,
      branding: { primaryColor: '#112233', accentColor: '#445566', backgroundColor: '#FAFAFA', textColor: '#101010', logoUrl: null },
    });
  });

  it('shows the default colours for a restaurant that saved none', async () => {
    const res = await api<{ branding: unknown }>('GET', `${PATH}?restaurant_id=${plain.id}`);
    expect(res.status).toBe(200);
    expect(res.body.branding).toEqual({ primaryColor: '#0B3D2E', accentColor: '#FF7A00', backgroundColor: '#FFFFFF', textColor: '#0B3D2E', logoUrl: null });
  });

  it("answers 404 'Restaurant not found' for an unknown slug or id, cached only briefly", async () => {
    for (const query of ['slug=no-such-place', `restaurant_id=${randomUUID()}`]) {
      const res = await api('GET', `${PATH}?${query}`);
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: { code: 'not_found', message: 'Restaurant not found' } });
      expect(res.headers.get('cache-control')).toBe(BRIEFLY_CACHED);
    }
  });

  it("answers 400 'Restaurant ID is required' with neither or both parameters (blank counts as absent)", async () => {
    for (const query of ['', '?restaurant_id=', '?slug=%20', `?slug=${slug}&restaurant_id=${branded.id}`]) {
      const res = await api('GET', `${PATH}${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body).toEqual({ error: { code: 'restaurant_id_required', message: 'Restaurant ID is required' } });
    }
  });

  it('refuses a malformed id with 400', async () => {
    const res = await api<{ error: { fields: Record<string, string> } }>('GET', `${PATH}?restaurant_id=${encodeURIComponent('a b')}`);
    expect(res.status).toBe(400);
    expect(res.body.error.fields).toEqual({ restaurant_id: 'is not a valid id' });
  });
});

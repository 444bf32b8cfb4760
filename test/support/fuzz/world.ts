/**
 * The fuzz's world, made against the running local stack: restaurants of its own, in the integration fixtures'
 * shape (owner A's restaurant with the fixture menu, orders pending and paid, sandbox checkout sessions, open service
 * requests; restaurant B for cross-restaurant ids), which the fuzz may change freely; each route's valid sample
 * (route-samples.ts) to mutate; and the seeded demo owner, signed in, whose restaurant only ever gets reads or
 * refused writes (requests.ts).
 *
 * Needs the stack's environment (TABLETAP_API_URL, the Cognito and table variables, TABLETAP_DEMO_*) before it is
 * imported: the domain modules read it when they load.
 */
import { httpRoutes } from '../../../infra/routes';
import type { Restaurant } from '../../../shared/api';
import type { Fixtures } from '../../integration/http/fixtures';
import { makeMenu } from '../../integration/http/menu-fixture';
import { sampleFor } from '../../integration/http/route-samples';
import { paidOrder, pendingOrder, serviceRequest } from '../../integration/dashboard/support';
import { api } from '../api';
import { createUser, signIn, uniqueEmail, type TestUser } from '../users';
import { routeKey, type FuzzWorld, type SampleRequest } from './model';

function required(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: the route fuzz runs against the local stack with its seeded demo (npm test / npm run fuzz)`);
  return value;
}

async function ownerWithRestaurant(name: string): Promise<{ owner: TestUser; restaurant: Restaurant }> {
  const owner = await createUser({ email: uniqueEmail('fuzz-owner') });
  const res = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: { name } });
  if (res.status !== 201) throw new Error(`restaurant-ensure answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { owner, restaurant: res.body.restaurant };
}

/**
 * The integration fixtures' shape (route-samples.ts builds its samples from it), made here without the staff sign-ups:
 * the samples do not use them, and the owner, who outranks both, stands in.
 */
async function fixtures(): Promise<Fixtures> {
  const [a, b] = await Promise.all([ownerWithRestaurant('Fuzz Kitchen'), ownerWithRestaurant('Fuzz Other')]);
  const [menuA, menuB] = await Promise.all([makeMenu(a.restaurant.id), makeMenu(b.restaurant.id)]);
  return { ownerA: a.owner, ownerB: b.owner, staffA: a.owner, managerA: a.owner, restaurantA: a.restaurant, restaurantB: b.restaurant, menuA, menuB };
}

export async function makeFuzzWorld(): Promise<FuzzWorld> {
  const demoRestaurantId = required('TABLETAP_DEMO_RESTAURANT_ID');
  const demoToken = await signIn(required('TABLETAP_DEMO_EMAIL'), required('TABLETAP_DEMO_PASSWORD'));

  const f = await fixtures();
  const restaurantId = f.restaurantA.id;
  const cart = [{ itemId: f.menuA.plainItemId, qty: 1 }];
  const pending = await Promise.all([pendingOrder(restaurantId, cart), pendingOrder(restaurantId, cart, '9')]);
  const paid = await Promise.all([paidOrder(restaurantId, cart), paidOrder(restaurantId, cart, '2')]);
  const requests = await Promise.all([serviceRequest(restaurantId), serviceRequest(restaurantId, '8', null)]);

  // The same keys as the bad-input test: `fn`, or `fn METHOD` when one function serves several routes.
  const samples: Record<string, SampleRequest> = {};
  for (const route of httpRoutes) {
    const key = httpRoutes.filter((r) => r.fn === route.fn).length > 1 ? `${route.fn} ${route.method}` : route.fn;
    // Samples only help the fuzz reach the handlers; one that cannot be built is the bad-input test's finding.
    const sample = await sampleFor(key, f).catch((err: Error) => void console.warn(`Route fuzz: no sample for ${key}: ${err.message}`));
    if (sample) samples[routeKey(route)] = { body: sample.body, rawBody: sample.rawBody, query: sample.query, path: sample.path };
  }

  const [header, payload] = f.ownerA.idToken.split('.');
  return {
    own: { token: f.ownerA.idToken, restaurantId },
    demo: { token: demoToken, restaurantId: demoRestaurantId },
    knownIds: [
      restaurantId,
      demoRestaurantId,
      f.restaurantB.id,
      ...Object.values(f.menuA),
      f.menuB.plainItemId,
      f.menuB.largeOptionId,
      ...pending.flatMap((p) => [p.orderId, p.sessionId]),
      ...paid.map((o) => o.id),
      ...requests.map((r) => r.id),
    ],
    forgedToken: `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`,
    webhookSecret: process.env.STRIPE_WEBHOOK_SECRET?.split(',')[0]?.trim() || undefined,
    siteOrigin: process.env.SITE_ORIGIN?.split(',')[0]?.trim() || undefined,
    samples,
  };
}

/** What the demo owner sees of the demo restaurant: the fuzz must leave it exactly as it found it. */
export async function demoSnapshot(world: FuzzWorld): Promise<Record<string, unknown>> {
  const base = `/api/v1/restaurants/${world.demo.restaurantId}`;
  const paths = ['/api/v1/me', base, `${base}/branding`, `${base}/menu`, `${base}/staff`];
  const answers = await Promise.all(paths.map((p) => api('GET', p, { token: world.demo.token })));
  return Object.fromEntries(paths.map((p, i) => [p, { status: answers[i]!.status, body: answers[i]!.body }]));
}

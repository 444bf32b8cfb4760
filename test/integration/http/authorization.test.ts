import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '../../../infra/routes';
import { roleRank } from '../../../shared/roles';
import { api } from '../../support/api';
import { makeFixtures, pathFor, type Fixtures } from './fixtures';
import { sampleFor } from './route-samples';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

async function request(route: (typeof httpRoutes)[number], restaurantId: string, token?: string) {
  const sample = (await sampleFor(route.fn, f)) ?? {};
  const qs = sample.query ? `?${new URLSearchParams(sample.query)}` : '';
  let path = pathFor(route.path, restaurantId);
  for (const [name, value] of Object.entries(sample.path ?? {})) path = path.replace(`{${name}}`, encodeURIComponent(value));
  // The answer and the sample it was made with: a sample that builds an order is built once per request.
  return Object.assign(await api(route.method, path + qs, { token, body: sample.body }), { sample });
}

const signedInRoutes = httpRoutes.filter((r) => r.auth !== 'public');
const scopedRoutes = httpRoutes.filter((r) => r.auth === 'staff' || r.auth === 'manager' || r.auth === 'owner');

describe.each(signedInRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('%s', (_name, route) => {
  it('without a token gives 401', async () => {
    const res = await request(route, f.restaurantA.id);
    expect(res.status).toBe(401);
  });

  it('with a forged token gives 401', async () => {
    const [header, payload] = f.ownerA.idToken.split('.');
    const forged = `${header}.${payload}.${Buffer.from('not-the-signature').toString('base64url')}`;
    const res = await request(route, f.restaurantA.id, forged);
    expect(res.status).toBe(401);
  });
});

describe.each(scopedRoutes.map((r) => [`${r.method} ${r.path} (${r.auth})`, r] as const))('%s', (_name, route) => {
  it("a member of restaurant B asking for A's data gets 404", async () => {
    const res = await request(route, f.restaurantA.id, f.ownerB.idToken);
    expect(res.status, JSON.stringify(res.body)).toBe(404);
    expect((res.body as { error: { code: string } }).error.code).toBe('not_found');
  });

  it('the owner of A is allowed', async () => {
    const res = await request(route, f.restaurantA.id, f.ownerA.idToken);
    // A sample may expect a refusal past the role check (deleting restaurant A, which has a team, is a 409).
    const expected = res.sample.validStatus;
    if (expected) expect(res.status, JSON.stringify(res.body)).toBe(expected);
    else expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });

  for (const member of ['staffA', 'managerA'] as const) {
    const role = member === 'staffA' ? 'staff' : 'manager';
    const allowed = roleRank[role] >= roleRank[route.auth as 'staff' | 'manager' | 'owner'];
    it(`${role} of A is ${allowed ? 'allowed' : 'refused with 403'}`, async () => {
      const res = await request(route, f.restaurantA.id, f[member].idToken);
      if (allowed) expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
      else {
        expect(res.status, JSON.stringify(res.body)).toBe(403);
        expect((res.body as { error: { code: string } }).error.code).toBe('forbidden');
      }
    });
  }
});

describe('who am I', () => {
  it('lists the owned restaurant for the owner and the staffed one with its role for staff', async () => {
    const owner = await api<{ memberships: { restaurantId: string; role: string }[] }>('GET', '/api/v1/me', { token: f.ownerA.idToken });
    expect(owner.body.memberships).toEqual([expect.objectContaining({ restaurantId: f.restaurantA.id, role: 'owner' })]);
    const staff = await api<{ memberships: { restaurantId: string; role: string }[] }>('GET', '/api/v1/me', { token: f.staffA.idToken });
    expect(staff.body.memberships).toEqual([expect.objectContaining({ restaurantId: f.restaurantA.id, role: 'staff' })]);
  });

  it('one restaurant per owner: ensuring twice returns the same restaurant', async () => {
    const res = await api<{ restaurant: { id: string }; created: boolean }>('POST', '/api/v1/restaurants', { token: f.ownerA.idToken, body: {} });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ created: false, restaurant: { id: f.restaurantA.id } });
  });
});

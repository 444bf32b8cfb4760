import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '../../../infra/routes';
import { api, type ApiResponse } from '../../support/api';
import { makeFixtures, pathFor, type Fixtures } from './fixtures';
import { routeSamples } from './route-samples';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

/** A 4xx in the one error shape: `{ error: { code, message } }`, never a 500. */
function expectClientError(res: ApiResponse, status?: number) {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (status) expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  expect((body.error!.message as string).length).toBeGreaterThan(3);
}

function call(route: HttpRoute, opts: { body?: unknown; rawBody?: string; query?: Record<string, string>; restaurantId?: string } = {}) {
  const qs = opts.query ? `?${new URLSearchParams(opts.query)}` : '';
  return api(route.method, pathFor(route.path, opts.restaurantId ?? f.restaurantA.id) + qs, {
    token: f.ownerA.idToken,
    body: opts.body,
    rawBody: opts.rawBody,
  });
}

const routes = httpRoutes.filter((r) => r.auth !== 'public');

describe('every route has a request sample', () => {
  it.each(httpRoutes.map((r) => [r.fn]))('%s', (fn) => {
    expect(routeSamples[fn], `add ${fn} to test/integration/http/route-samples.ts`).toBeDefined();
  });
});

describe.each(routes.map((r) => [`${r.method} ${r.path}`, r] as const))('bad input: %s', (_name, route) => {
  const sample = routeSamples[route.fn] ?? {};
  const takesBody = sample.body !== undefined;

  it('accepts the valid sample', async () => {
    const res = await call(route, { body: sample.body, query: sample.query });
    expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });

  it('malformed JSON gives 400', async () => {
    const res = await call(route, { rawBody: '{"name": "Pasta", ' });
    expectClientError(res, 400);
  });

  it('an oversized body gives 413', async () => {
    const res = await call(route, { rawBody: JSON.stringify({ name: 'x'.repeat(70 * 1024) }) });
    expectClientError(res, 413);
  });

  it('an unknown query parameter gives 400', async () => {
    const res = await call(route, { body: sample.body, query: { ...sample.query, surprise: '1' } });
    expectClientError(res, 400);
  });

  if (takesBody) {
    it('a body that is not an object gives 400', async () => {
      expectClientError(await call(route, { rawBody: '[1,2,3]' }), 400);
    });
    it('an unknown field gives 400', async () => {
      expectClientError(await call(route, { body: { ...(sample.body as object), isAdmin: true } }), 400);
    });
    it('no body at all gives 400', async () => {
      expectClientError(await call(route, {}), 400);
    });
  }

  if (sample.wrongTypes) {
    it('wrong types give 400 naming the fields', async () => {
      const res = await call(route, { body: sample.wrongTypes!.body, query: sample.wrongTypes!.query });
      expectClientError(res, 400);
    });
  }

  if (sample.missingFields) {
    it('missing fields give 400', async () => {
      expectClientError(await call(route, { body: sample.missingFields!.body }), 400);
    });
  }

  if (route.path.includes('{restaurantId}')) {
    it('an unknown restaurant id gives 404', async () => {
      const res = await call(route, { body: sample.body, query: sample.query, restaurantId: '3f1c9d2e-0000-4000-8000-000000000000' });
      expectClientError(res, 404);
    });
    it('a malformed restaurant id gives 400', async () => {
      const res = await call(route, { body: sample.body, query: sample.query, restaurantId: 'not%20an%20id!' });
      expectClientError(res, 400);
    });
  }
});

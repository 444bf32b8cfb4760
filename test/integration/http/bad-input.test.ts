import { beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes, type HttpRoute } from '../../../infra/routes';
import { api, type ApiResponse } from '../../support/api';
import { makeFixtures, pathFor, type Fixtures } from './fixtures';
import { routeSamples, sampleFor, unknownUuid, type RouteRequest, type RouteSample } from './route-samples';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
});

/** One function may serve several routes: its samples are keyed `fn METHOD` then. */
function sampleKey(route: HttpRoute): string {
  const shared = httpRoutes.filter((r) => r.fn === route.fn).length > 1;
  return shared ? `${route.fn} ${route.method}` : route.fn;
}

/** A 4xx in the one error shape: `{ error: { code, message } }`, never a 500. */
function expectClientError(res: ApiResponse, status?: number) {
  expect(res.status, JSON.stringify(res.body)).toBeGreaterThanOrEqual(400);
  expect(res.status, JSON.stringify(res.body)).toBeLessThan(500);
  if (status) expect(res.status, JSON.stringify(res.body)).toBe(status);
  const body = res.body as { error?: { code?: unknown; message?: unknown } };
  expect(typeof body.error?.code, JSON.stringify(res.body)).toBe('string');
  expect(typeof body.error?.message).toBe('string');
  expect((body.error!.message as string).length).toBeGreaterThan(3);
}

function call(route: HttpRoute, req: RouteRequest & { restaurantId?: string }) {
  let path = pathFor(route.path, req.restaurantId ?? f.restaurantA.id);
  for (const [name, value] of Object.entries(req.path ?? {})) path = path.replace(`{${name}}`, encodeURIComponent(value));
  const qs = req.query ? `?${new URLSearchParams(req.query)}` : '';
  return api(route.method, path + qs, {
    token: route.auth === 'public' ? undefined : f.ownerA.idToken,
    body: req.body,
    rawBody: req.rawBody,
    headers: req.headers,
  });
}

/** The valid sample's request with some parts replaced. */
function variant(sample: RouteSample, change: RouteRequest): RouteRequest {
  return {
    path: sample.path,
    query: sample.query,
    headers: sample.headers,
    ...(change.body !== undefined || change.rawBody !== undefined ? {} : { body: sample.body, rawBody: sample.rawBody }),
    ...change,
  };
}

describe('every route has a request sample', () => {
  it.each(httpRoutes.map((r) => [sampleKey(r)]))('%s', (key) => {
    expect(routeSamples[key], `add '${key}' to test/integration/http/route-samples.ts`).toBeDefined();
  });
});

describe.each(httpRoutes.map((r) => [`${r.method} ${r.path}`, r] as const))('bad input: %s', (_name, route) => {
  let sample: RouteSample;
  beforeAll(async () => {
    sample = (await sampleFor(sampleKey(route), f)) ?? {};
  });
  const takesJsonBody = () => (sample.body !== undefined || sample.missingFields?.body !== undefined) && !sample.rawBodyRoute;

  it('accepts the valid sample', async () => {
    const res = await call(route, sample);
    if (sample.validStatus) expect(res.status, JSON.stringify(res.body)).toBe(sample.validStatus);
    else expect(res.status, JSON.stringify(res.body)).toBeLessThan(300);
  });

  it('malformed JSON gives 400', async () => {
    expectClientError(await call(route, variant(sample, { rawBody: '{"name": "Pasta", ' })), 400);
  });

  it('an oversized body gives 413', async () => {
    expectClientError(await call(route, variant(sample, { rawBody: JSON.stringify({ name: 'x'.repeat(2 * 1024 * 1024) }) })), 413);
  });

  // One test for the checks that depend on the route, so that no test ever runs without asserting.
  it('an unknown query parameter, and each bad variant the route has, give a 4xx', async () => {
    expectClientError(await call(route, variant(sample, { query: { ...sample.query, surprise: '1' } })), 400);
    if (takesJsonBody()) {
      expectClientError(await call(route, variant(sample, { rawBody: '[1,2,3]' })), 400);
      expectClientError(await call(route, variant(sample, { body: { ...(sample.body as object), isAdmin: true } })), 400);
      expectClientError(await call(route, { path: sample.path, query: sample.query, headers: sample.headers }), 400);
    }
    if (sample.wrongTypes) expectClientError(await call(route, variant(sample, sample.wrongTypes)), 400);
    if (sample.missingFields) expectClientError(await call(route, variant(sample, sample.missingFields)), 400);
    if (route.path.includes('{restaurantId}')) {
      expectClientError(await call(route, { ...variant(sample, {}), restaurantId: unknownUuid }), 404);
      expectClientError(await call(route, { ...variant(sample, {}), restaurantId: 'not an id!' }), 400);
    }
    if (sample.unknownId) expectClientError(await call(route, variant(sample, sample.unknownId)), 404);
  });
});

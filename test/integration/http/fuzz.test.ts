/**
 * Property-based fuzz of every route of infra/routes.ts (fast-check), generated from the route table and the zod
 * schemas each function declares through defineRoute, so a new route joins without any change here.
 *
 * For every request: an answer within the time limit, never a 5xx, `{ error: { code, message } }` on every 4xx
 * (API Gateway's own 401/404 and the sandbox's hosted HTML pages aside), and never a 2xx/3xx for a request the
 * route's schemas or auth rule refuse (unknown fields on strict bodies, bad ids, no token, another restaurant...).
 *
 * Bounded here (FUZZ_RUNS requests in all, default 600); `npm run fuzz` is the long run. A failure prints the seed:
 * replay it with FUZZ_SEED=<seed> npm test -- --no-e2e test/integration/http/fuzz.test.ts
 */
import type { Context } from 'aws-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { httpRoutes } from '../../../infra/routes';
import { defineRoute } from '../../../functions/lib/http/route';
import { apiUrl } from '../../support/api';
import { baseSeed, fuzzRoute, FuzzStats, loadRoute, routeSeed } from '../../support/fuzz/fuzz-route';
import { routeKey, wireRequest, type FuzzRoute, type FuzzWorld } from '../../support/fuzz/model';
import { KNOWN_ISSUES, knownIssueOf } from '../../support/fuzz/oracle';
import { httpTransport, inProcessTransport } from '../../support/fuzz/transport';
import { demoSnapshot, makeFuzzWorld } from '../../support/fuzz/world';

const TOTAL_RUNS = Number(process.env.FUZZ_RUNS ?? 600);
const RUNS_PER_ROUTE = Math.max(1, Math.ceil(TOTAL_RUNS / httpRoutes.length));
const REQUEST_TIMEOUT_MS = 10_000;
const seed = baseSeed();
const stats = new FuzzStats();
const replay = `Replay: FUZZ_SEED=${seed} npm test -- --no-e2e test/integration/http/fuzz.test.ts`;

let world: FuzzWorld;
let demoBefore: Record<string, unknown>;
beforeAll(async () => {
  world = await makeFuzzWorld();
  demoBefore = await demoSnapshot(world);
}, 120_000);

afterAll(() => {
  if (stats.requests) console.log(`Route fuzz, FUZZ_SEED=${seed}: ${stats.summary()}`);
});

describe.each(httpRoutes.map((r) => [routeKey(r), r] as const))('fuzz %s', (_name, route) => {
  it(`${RUNS_PER_ROUTE} generated requests: no 5xx or hang, errors in shape, refused input refused`, async () => {
    const fr = await loadRoute(route);
    const failure = await fuzzRoute({
      fr,
      world,
      send: httpTransport(apiUrl(), REQUEST_TIMEOUT_MS),
      numRuns: RUNS_PER_ROUTE,
      seed: routeSeed(seed, route),
      stats,
    });
    expect(failure, `${failure}\n${replay}`).toBeNull();
  }, 180_000);
});

// Only while KNOWN_ISSUES lists something (each entry must still show its 5xx, so a fixed one gets deleted).
if (KNOWN_ISSUES.length > 0) describe.each(KNOWN_ISSUES.map((k) => [k.id, k] as const))('known issue %s', (_id, issue) => {
  it('still answers 5xx (once fixed, delete its entry from KNOWN_ISSUES in test/support/fuzz/oracle.ts)', async () => {
    const route = httpRoutes.find((r) => routeKey(r) === issue.routeKey);
    expect(route, `${issue.routeKey} is no longer in infra/routes.ts`).toBeDefined();
    const fr = await loadRoute(route!);
    const req = issue.example(world);
    expect(issue.matches(req)).toBe(true);
    const res = await httpTransport(apiUrl(), REQUEST_TIMEOUT_MS)(wireRequest(route!, req));
    expect(res.status, `${issue.description}\nNow answers ${res.status}: ${res.text}`).toBeGreaterThanOrEqual(500);
    expect(knownIssueOf(fr, req, res)).toBe(issue);
  });
});

describe('the shared demo restaurant', () => {
  it('is as the fuzz found it (settings, branding, menu and stock, staff, the owner\'s profile)', async () => {
    expect(stats.requests, 'the fuzz sent nothing').toBeGreaterThan(0);
    expect(await demoSnapshot(world)).toEqual(demoBefore);
  });
});

/**
 * Controls: the same generator and property against deliberately broken handlers of a real route (create-payment:
 * public, strict body), in process. Each must make the property fail, or the fuzz could be passing blind.
 */
describe('the fuzz harness catches broken routes', () => {
  const route = httpRoutes.find((r) => r.fn === 'create-payment')!;
  let fr: FuzzRoute;
  beforeAll(async () => {
    fr = await loadRoute(route);
  });

  const run = (handler: (event: never, context: Context) => unknown, timeoutMs = 2_000) =>
    fuzzRoute({ fr, world, send: inProcessTransport(route, handler, timeoutMs), numRuns: 300, seed: routeSeed(seed, route), shrink: false });

  it('a route whose function does not declare its spec fails with a clear message', async () => {
    // ws-connect is a real function built without defineRoute (a WebSocket route), here as if infra/routes.ts named it.
    const undeclared = { method: 'GET', path: '/functions/v1/ws-connect', fn: 'ws-connect', auth: 'public' } as const;
    await expect(loadRoute(undeclared)).rejects.toThrow(/functions\/ws-connect\.ts does not declare its route spec.*defineRoute/s);
  });

  it('a handler that throws: a 5xx', async () => {
    // Through the real middy stack: validation passes valid bodies through, then the handler fails (and its error
    // middleware logs one "Unhandled error" line: expected here). defineRoute records this declaration for
    // 'create-payment' in place of the real one, with the same schema, after the route's own fuzz above has run.
    const broken = defineRoute('create-payment', { body: fr.declared.spec.body! }, async () => {
      throw new Error('deliberately broken');
    });
    expect(await run(broken as never)).toMatch(/server error 500/);
  });

  it('a handler that skips validation: a 2xx for input the strict schema refuses', async () => {
    const lax = async () => ({ statusCode: 200, headers: { 'content-type': 'application/json' }, body: '{"ok":true}' });
    expect(await run(lax)).toMatch(/200 for a request that must be refused/);
  });

  it('an error outside the error shape', async () => {
    const shapeless = async () => ({ statusCode: 400, headers: { 'content-type': 'application/json' }, body: '{"message":"bad"}' });
    expect(await run(shapeless)).toMatch(/400 without the error shape/);
  });

  it('a handler that never answers: a hang', async () => {
    expect(await run(() => new Promise(() => {}), 50)).toMatch(/no answer within 50 ms/);
  });
});

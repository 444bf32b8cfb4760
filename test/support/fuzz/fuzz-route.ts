/**
 * Runs the property for one route: fast-check draws requests (requests.ts), each is sent, and every answer must
 * satisfy oracle.ts. Seeded per route from one base seed (FUZZ_SEED), so a failure can be replayed exactly.
 */
import fc from 'fast-check';
import { httpRoutes, type HttpRoute } from '../../../infra/routes';
import { declaredRoute } from '../../../functions/lib/http/route';
import { routeKey, wireRequest, type FuzzRequest, type FuzzResponse, type FuzzRoute, type FuzzWorld, type Transport } from './model';
import { knownIssueOf, responseProblems } from './oracle';
import { requestArbitrary } from './requests';

/** FUZZ_SEED when set (replay), else a fresh one (printed with any failure). */
export function baseSeed(): number {
  const fromEnv = process.env.FUZZ_SEED;
  if (fromEnv !== undefined && fromEnv !== '') {
    const seed = Number(fromEnv);
    if (!Number.isInteger(seed)) throw new Error(`FUZZ_SEED must be an integer, got '${fromEnv}'`);
    return seed;
  }
  return Math.floor(Math.random() * 2 ** 31);
}

/** One seed per route, stable when routes are added or reordered. */
export function routeSeed(base: number, route: HttpRoute): number {
  let h = base | 0;
  for (const c of routeKey(route)) h = (Math.imul(h ^ c.charCodeAt(0), 0x01000193) + 0x9e3779b9) | 0;
  return h;
}

/** Imports `functions/{fn}.ts` of every route and reads what it declared through defineRoute. */
export async function loadRoutes(routes: readonly HttpRoute[] = httpRoutes): Promise<{ routes: FuzzRoute[]; missing: string[] }> {
  const out: FuzzRoute[] = [];
  const missing: string[] = [];
  for (const route of routes) {
    const problem = await loadRoute(route).then(
      (fr) => (out.push(fr), null),
      (err: Error) => err.message,
    );
    if (problem) missing.push(problem);
  }
  return { routes: out, missing };
}

export async function loadRoute(route: HttpRoute): Promise<FuzzRoute> {
  const mod = (await import(`../../../functions/${route.fn}.ts`)) as { handler?: unknown };
  const declared = declaredRoute(route.fn);
  if (typeof mod.handler !== 'function' || !declared) {
    throw new Error(
      `${routeKey(route)}: functions/${route.fn}.ts does not declare its route spec. Build its handler with defineRoute ` +
        `(functions/lib/http/route.ts), which records the auth rule and zod schemas the route fuzz test generates requests from.`,
    );
  }
  return { route, declared };
}

export class FuzzStats {
  requests = 0;
  byStatus: Record<string, number> = {};
  byRoute: Record<string, { requests: number; byStatus: Record<string, number> }> = {};
  serverErrors: { route: string; status: number; url: string; body: string }[] = [];
  /** 5xx answers that match a reported, not yet fixed issue (oracle.ts KNOWN_ISSUES), by issue id. */
  known: Record<string, number> = {};
  slowestMs = 0;
  totalMs = 0;

  record(route: HttpRoute, res: FuzzResponse, url: string, knownIssue?: string) {
    const status = res.status === 0 ? 'no answer' : String(res.status);
    if (knownIssue) {
      this.known[knownIssue] = (this.known[knownIssue] ?? 0) + 1;
      return void this.count(route, `${status} (known)`, res);
    }
    this.count(route, status, res);
    if (res.status >= 500 || res.status === 0) this.serverErrors.push({ route: routeKey(route), status: res.status, url, body: res.text.slice(0, 300) });
  }

  private count(route: HttpRoute, status: string, res: FuzzResponse) {
    this.requests++;
    this.totalMs += res.ms;
    this.slowestMs = Math.max(this.slowestMs, res.ms);
    this.byStatus[status] = (this.byStatus[status] ?? 0) + 1;
    const perRoute = (this.byRoute[routeKey(route)] ??= { requests: 0, byStatus: {} });
    perRoute.requests++;
    perRoute.byStatus[status] = (perRoute.byStatus[status] ?? 0) + 1;
  }

  /** One line: totals and the count per status. */
  summary(): string {
    const statuses = Object.entries(this.byStatus).sort(([a], [b]) => a.localeCompare(b));
    const known = Object.entries(this.known).map(([id, n]) => `${id}: ${n}`);
    return (
      `${this.requests} requests over ${Object.keys(this.byRoute).length} routes, ${this.serverErrors.length} server errors or hangs` +
      `${known.length ? ` (known issues: ${known.join(', ')})` : ''}; ${statuses.map(([s, n]) => `${s}: ${n}`).join(', ')}`
    );
  }

  /** Markdown: totals, one row per status, one row per route. */
  table(): string {
    const statuses = Object.keys(this.byStatus).sort();
    const lines = [
      `${this.requests} requests, ${this.serverErrors.length} server errors or hangs (5xx, no answer)` +
        `${Object.keys(this.known).length ? ` besides known issues (${Object.entries(this.known).map(([id, n]) => `${id}: ${n}`).join(', ')})` : ''}; ` +
        `mean ${(this.totalMs / Math.max(1, this.requests)).toFixed(0)} ms, slowest ${this.slowestMs} ms.`,
      '',
      '| status | requests |',
      '|---|---:|',
      ...statuses.map((s) => `| ${s} | ${this.byStatus[s]} |`),
      '',
      `| route | requests | ${statuses.join(' | ')} |`,
      `|---|---:|${statuses.map(() => '---:').join('|')}|`,
      ...Object.entries(this.byRoute).map(
        ([route, r]) => `| ${route} | ${r.requests} | ${statuses.map((s) => r.byStatus[s] ?? '').join(' | ')} |`,
      ),
    ];
    return lines.join('\n');
  }
}

export interface FuzzRouteOptions {
  fr: FuzzRoute;
  world: FuzzWorld;
  send: Transport;
  numRuns: number;
  seed: number;
  stats?: FuzzStats;
  /** Shrink a failure to a smaller request (default true; each step is one more request). */
  shrink?: boolean;
}

/** Tokens shown by name in failure reports. */
function redact(text: string, world: FuzzWorld): string {
  return text
    .split(world.own.token).join('<fuzz owner token>')
    .split(world.demo.token).join('<demo owner token>')
    .split(world.forgedToken).join('<forged token>');
}

const clip = (text: string, max = 600) => (text.length > max ? `${text.slice(0, max)}... (${text.length} chars)` : text);

export function describeRequest(fr: FuzzRoute, req: FuzzRequest, world: FuzzWorld): string {
  const wire = wireRequest(fr.route, req);
  const shown = (text: string, max?: number) => clip(redact(text, world), max);
  const headers = Object.entries(wire.headers).map(([k, v]) => `  ${k}: ${shown(v, 200)}`);
  return [`${wire.method} ${shown(wire.url, 400)}`, ...headers, ...(wire.body === undefined ? [] : ['', shown(wire.body)])].join('\n');
}

class PropertyFailure extends Error {}

/** Runs the property; returns null when it held, else a report naming the seed that replays it. */
export async function fuzzRoute(o: FuzzRouteOptions): Promise<string | null> {
  const property = fc.asyncProperty(requestArbitrary(o.fr, o.world), async (req) => {
    const wire = wireRequest(o.fr.route, req);
    const res = await o.send(wire);
    o.stats?.record(o.fr.route, res, redact(wire.url, o.world), knownIssueOf(o.fr, req, res)?.id);
    const problems = responseProblems(o.fr, req, res, o.world);
    if (problems.length) {
      throw new PropertyFailure(
        `${problems.join('; ')}\n--- request\n${describeRequest(o.fr, req, o.world)}\n--- answer ${res.status} (${res.ms} ms)\n` +
          `${res.headers['content-type'] ?? ''}\n${clip(redact(res.text, o.world))}`,
      );
    }
  });
  const details = await fc.check(property, { seed: o.seed, numRuns: o.numRuns, endOnFailure: o.shrink === false });
  if (!details.failed) return null;
  const error = details.errorInstance instanceof Error ? details.errorInstance.message : String(details.errorInstance);
  return (
    `${routeKey(o.fr.route)}: the property failed after ${details.numRuns} request(s)` +
    `${details.numShrinks ? `, shrunk ${details.numShrinks} time(s)` : ''} (route seed ${details.seed}, path ${details.counterexamplePath}).\n${error}`
  );
}

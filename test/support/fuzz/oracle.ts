/**
 * The property every answer must have, and what a request must be refused for.
 *
 * Refusals are worked out here from the route's own declaration (the zod schemas it validates with, whether it
 * takes a body or query parameters, its auth rule) and from the tokens the fuzz holds, the same way the middy stack
 * reads the request. A 2xx/3xx for a request with a refusal reason is a failure: a strict schema let something in.
 */
import * as z from '../../../shared/zod';
import { idSchema } from '../../../shared/api';
import { decodeSegment, queryParameters, type FuzzRequest, type FuzzResponse, type FuzzRoute, type FuzzWorld } from './model';

/** Functions that answer a browser with HTML pages (the sandbox gateway's hosted checkout and onboarding look-alikes). */
export const HTML_PAGE_FUNCTIONS: ReadonlySet<string> = new Set(['sandbox-checkout', 'sandbox-connect-onboarding']);

/**
 * 5xx answers the fuzz found and reported, not yet fixed: each is counted apart (FuzzStats.known) instead of failing
 * the property, so the bounded run in `npm test` stays green for everyone meanwhile. Narrow on purpose: any other
 * 5xx still fails. Delete an entry with its fix (the fuzz then checks that route fully again).
 */
export interface KnownIssue {
  id: string;
  routeKey: string;
  description: string;
  matches(req: FuzzRequest): boolean;
  /** A request that shows it (the fuzz test checks it still does, so a fixed issue's entry gets deleted). */
  example(world: FuzzWorld): FuzzRequest;
}

/** None open: the two webhook 500s the fuzz found (a signed event whose data.object was null, or had no id) are
 * fixed and now answer 400 (test/integration/payments/webhook.test.ts keeps them fixed). */
export const KNOWN_ISSUES: readonly KnownIssue[] = [];

export function knownIssueOf(fr: FuzzRoute, req: FuzzRequest, res: FuzzResponse): KnownIssue | undefined {
  if (res.status < 500) return undefined;
  return KNOWN_ISSUES.find((k) => k.routeKey === `${fr.route.method} ${fr.route.path}` && k.matches(req));
}

const scoped = (auth: string) => auth === 'staff' || auth === 'manager' || auth === 'owner';

function firstIssue(schema: z.core.$ZodType, value: unknown): string | null {
  const result = z.safeParse(schema, value);
  if (result.success) return null;
  const issue = result.error.issues[0];
  return issue ? `${issue.path.join('.') || '(root)'}: ${issue.message}` : 'refused';
}

function bodyRefusal({ declared }: FuzzRoute, req: FuzzRequest): string | null {
  const { spec } = declared;
  const text = req.body ?? '';
  if (spec.rawBody) return null;
  if (!spec.body) return text.trim() === '' || text.trim() === '{}' ? null : 'a body on a route that takes none';
  if (text === '') return 'no body';
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return 'body is not JSON';
  }
  const issue = firstIssue(spec.body, parsed);
  return issue && `body ${issue}`;
}

function queryRefusal({ declared }: FuzzRoute, req: FuzzRequest): string | null {
  const params = queryParameters(req.query);
  if (!declared.spec.query) return Object.keys(params).length ? 'query parameters on a route that takes none' : null;
  const issue = firstIssue(declared.spec.query, params);
  return issue && `query ${issue}`;
}

function pathRefusal({ route, declared }: FuzzRoute, req: FuzzRequest): string | null {
  const names = [...route.path.matchAll(/\{([A-Za-z0-9_]+)\}/g)].map((m) => m[1]!);
  if (names.some((name) => !req.pathParams[name])) return 'an empty path segment (no route matches)';
  const params = Object.fromEntries(names.map((name) => [name, decodeSegment(req.pathParams[name]!)]));
  if (scoped(route.auth)) {
    const issue = firstIssue(idSchema, params.restaurantId);
    if (issue) return `restaurantId ${issue}`;
  }
  if (!declared.spec.params) return null;
  const issue = firstIssue(declared.spec.params, params);
  return issue && `path ${issue}`;
}

/** Reasons the schemas and the route's declaration refuse this request (the handler would never run). */
export function inputRefusals(fr: FuzzRoute, req: FuzzRequest): string[] {
  return [pathRefusal(fr, req), queryRefusal(fr, req), bodyRefusal(fr, req)].filter((r): r is string => r !== null);
}

/** The token the functions read: `Bearer <token>`, nothing else around it. */
export function bearerOf(headers: Record<string, string>): string | null {
  const value = Object.entries(headers).find(([name]) => name.toLowerCase() === 'authorization')?.[1];
  return value ? (/^Bearer\s+(\S+)$/i.exec(value.trim())?.[1] ?? null) : null;
}

/** Reasons the auth rule refuses this request. */
export function authRefusals({ route }: FuzzRoute, req: FuzzRequest, world: FuzzWorld): string[] {
  if (route.auth === 'public') return [];
  const token = bearerOf(req.headers);
  const actor = [world.own, world.demo].find((a) => a.token === token);
  if (!actor) return ['no valid token'];
  if (scoped(route.auth) && decodeSegment(req.pathParams.restaurantId ?? '') !== actor.restaurantId) {
    return ['the signed-in owner has no role in that restaurant'];
  }
  return [];
}

function header(res: FuzzResponse, name: string): string {
  return res.headers[name] ?? '';
}

function jsonOf(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function hasErrorShape(body: unknown): boolean {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | undefined)?.error;
  return typeof error?.code === 'string' && error.code !== '' && typeof error.message === 'string' && error.message !== '';
}

/** API Gateway's own answers (`{ "message": ... }`): its JWT authorizer's 401 and "no route" 404. */
function isGatewayAnswer(fr: FuzzRoute, req: FuzzRequest, res: FuzzResponse, world: FuzzWorld, body: unknown): boolean {
  if (typeof (body as { message?: unknown } | undefined)?.message !== 'string') return false;
  if (res.status === 401) return authRefusals(fr, req, world).includes('no valid token');
  if (res.status === 404) return pathRefusal(fr, req)?.startsWith('an empty path segment') ?? false;
  return false;
}

/** Everything wrong with this answer to this request; empty when the property holds. */
export function responseProblems(fr: FuzzRoute, req: FuzzRequest, res: FuzzResponse, world: FuzzWorld): string[] {
  const { status } = res;
  if (status === 0) return [`no answer: ${res.failure ?? 'unknown'}`];
  if (status >= 500) return knownIssueOf(fr, req, res) ? [] : [`server error ${status}`];
  const problems: string[] = [];
  const contentType = header(res, 'content-type').toLowerCase();
  const isHtml = contentType.startsWith('text/html');
  if (isHtml && !HTML_PAGE_FUNCTIONS.has(fr.route.fn)) problems.push(`an HTML answer (${status}) from a JSON route`);
  if (isHtml && !/<html/i.test(res.text)) problems.push('a text/html answer that is not a page');

  if (status >= 400 && !isHtml) {
    const body = jsonOf(res.text);
    if (!hasErrorShape(body) && !isGatewayAnswer(fr, req, res, world, body)) {
      problems.push(`${status} without the error shape { error: { code, message } }`);
    }
  }
  if (status < 400) {
    const reasons = [...inputRefusals(fr, req), ...authRefusals(fr, req, world)];
    if (reasons.length) problems.push(`${status} for a request that must be refused (${reasons.join('; ')})`);
    if (status >= 300 && status < 400 && !header(res, 'location')) problems.push(`${status} without a Location`);
    if (status < 300 && contentType.includes('json') && res.text !== '' && jsonOf(res.text) === undefined) {
      problems.push(`${status} with a JSON content type and a body that is not JSON`);
    }
  }
  return problems;
}

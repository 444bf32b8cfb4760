/**
 * The middy stack every HTTP function uses (DESIGN.md section 3):
 * normalize -> body size limit -> authenticate (ID token) -> path params -> authorize against the restaurant
 * -> JSON body parse -> zod validation -> handler -> JSON response; one error middleware for every failure,
 * plus CORS for the site origin, security headers, structured logs, X-Ray tracing and business metrics
 * (functions/lib/observability.ts; a refused webhook signature is counted here, whichever route refuses it).
 *
 * The auth rule of a function is read from infra/routes.ts, so the route table stays the one source of truth: at
 * run time (which checks run) and at compile time (the caller type the handler gets, inferred from the function's
 * name).
 */
import middy from '@middy/core';
import httpHeaderNormalizer from '@middy/http-header-normalizer';
import httpEventNormalizer from '@middy/http-event-normalizer';
import httpJsonBodyParser from '@middy/http-json-body-parser';
import httpCors from '@middy/http-cors';
import httpSecurityHeaders from '@middy/http-security-headers';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2, Context } from 'aws-lambda';
import * as z from '../../../shared/zod';
import { httpRoutes, type AuthRule, type AuthRuleOf, type HttpFunctionName, type HttpRoute } from '../../../infra/routes';
import { idSchema } from '../../../shared/api';
import { MAX_JSON_BODY_BYTES } from '../../../shared/constants';
import { config } from '../config';
import { AppError, PayloadTooLargeError, UnauthorizedError, BadRequestError } from '../errors';
import { bearerToken } from '../auth/verify-token';
import { tokenVerifier } from '../auth/token-verifier';
import { authorizeMember } from '../composition';
import type { Caller, MemberCaller, SignedInCaller } from './caller';
import { describeFields, toErrorResponse, zodFields } from './error-response';
import { logger } from '../logger';
import { BusinessMetric, countMetric, observability } from '../observability';

type AnySchema = z.core.$ZodType;
type Infer<S> = S extends AnySchema ? z.infer<S> : undefined;

/**
 * What a handler may return: a body (200 JSON), or a status with a body and headers. A `text` result (an HTML page,
 * say) is sent as it is with its own content type instead of as JSON.
 */
export type RouteResult = { status: number; body?: unknown; text?: string; headers?: Record<string, string> };

export type CallerFor<R extends AuthRule> = R extends 'public' ? Caller : R extends 'user' ? SignedInCaller : MemberCaller;

export interface RouteInput<B, Q, P, C> {
  body: B;
  /** The body as received, decoded from base64 when needed; '' when there is none. */
  rawBody: string;
  query: Q;
  params: P;
  caller: C;
  event: APIGatewayProxyEventV2;
  context: Context;
}

export interface RouteSpec<B extends AnySchema | undefined, Q extends AnySchema | undefined, P extends AnySchema | undefined> {
  body?: B;
  /**
   * Hand the body to the handler as the exact string received (no JSON parsing), e.g. for a webhook whose signature
   * covers the raw bytes. The handler then gets it as `rawBody`.
   */
  rawBody?: boolean;
  /** Largest body accepted (default MAX_JSON_BODY_BYTES); larger ones get 413 before any parsing. */
  maxBodyBytes?: number;
  query?: Q;
  /** Path parameters besides restaurantId (which is checked for every restaurant-scoped route). */
  params?: P;
}

export const ok = (body: unknown, headers?: Record<string, string>): RouteResult => ({ status: 200, body, headers });
export const created = (body: unknown): RouteResult => ({ status: 201, body });
export const noContent = (): RouteResult => ({ status: 204 });
export const html = (page: string, status = 200): RouteResult => ({
  status,
  text: page,
  headers: { 'content-type': 'text/html; charset=utf-8' },
});

function ruleFor<F extends HttpFunctionName>(fn: F): AuthRuleOf<F> {
  const routes: readonly HttpRoute[] = httpRoutes;
  const rules = new Set(routes.filter((r) => r.fn === fn).map((r) => r.auth));
  if (rules.size !== 1) throw new Error(`Function '${fn}' must appear in infra/routes.ts with one auth rule`);
  return [...rules][0] as AuthRuleOf<F>;
}

/**
 * The caller as the rule guarantees it (authorize() made it so): checked once more here, so the handler's caller
 * type is a fact, not a cast.
 */
function callerFor<R extends AuthRule>(caller: Caller, rule: R): CallerFor<R> {
  const fits = rule === 'public' || (rule === 'user' ? caller.type !== 'anonymous' : caller.type === 'member');
  if (!fits) throw new UnauthorizedError();
  return caller as CallerFor<R>;
}

/** A value read with an optional schema: the parsed value when the spec declares one, undefined otherwise. */
function parseOptional<S extends AnySchema | undefined>(schema: S | undefined, value: () => unknown, where: string): Infer<S> {
  return (schema ? parseWith(schema, value(), where) : undefined) as Infer<S>;
}

interface TapEvent extends APIGatewayProxyEventV2 {
  tap?: { caller: Caller };
}

function parseWith<S extends AnySchema>(schema: S, value: unknown, where: string): z.infer<S> {
  const result = z.safeParse(schema, value);
  if (result.success) return result.data;
  const fields = zodFields(result.error);
  const prefixed = Object.fromEntries(Object.entries(fields).map(([k, v]) => [k === '_' ? where : k, v]));
  throw new BadRequestError(describeFields(prefixed), prefixed, 'validation_failed');
}

const restaurantParams = z.looseObject({ restaurantId: idSchema });

/** What a function declared through defineRoute: its auth rule (from infra/routes.ts) and its input schemas. */
export interface DeclaredRoute {
  fn: string;
  auth: AuthRule;
  spec: RouteSpec<AnySchema | undefined, AnySchema | undefined, AnySchema | undefined>;
}

const declaredRoutes = new Map<string, DeclaredRoute>();

/**
 * The route a loaded function file declared (by function name), for tools that work from the schemas, such as the
 * route fuzz test (test/integration/http/fuzz.test.ts). Undefined until `functions/{fn}.ts` has been imported.
 */
export function declaredRoute(fn: string): DeclaredRoute | undefined {
  return declaredRoutes.get(fn);
}

/**
 * One HTTP function: `fn` names its entry in infra/routes.ts, which gives the auth rule and so the caller's type
 * (a 'manager' route's handler gets a MemberCaller); body, query and params are the zod-checked values of `spec`.
 */
export function defineRoute<
  F extends HttpFunctionName,
  B extends AnySchema | undefined = undefined,
  Q extends AnySchema | undefined = undefined,
  P extends AnySchema | undefined = undefined,
>(
  fn: F,
  spec: RouteSpec<B, Q, P>,
  handler: (input: RouteInput<Infer<B>, Infer<Q>, Infer<P>, CallerFor<AuthRuleOf<F>>>) => Promise<RouteResult | object>,
) {
  const rule = ruleFor(fn);
  declaredRoutes.set(fn, { fn, auth: rule, spec });

  const core = async (event: TapEvent, context: Context): Promise<APIGatewayProxyStructuredResultV2> => {
    if (!spec.query) refuseQuery(event);
    const input: RouteInput<Infer<B>, Infer<Q>, Infer<P>, CallerFor<AuthRuleOf<F>>> = {
      body: parseOptional<B>(spec.body, () => event.body, 'body'),
      rawBody: rawBodyOf(event),
      query: parseOptional<Q>(spec.query, () => event.queryStringParameters ?? {}, 'query'),
      params: parseOptional<P>(spec.params, () => event.pathParameters ?? {}, 'path'),
      caller: callerFor(event.tap?.caller ?? { type: 'anonymous' }, rule),
      event,
      context,
    };
    const result = await handler(input);
    const { status, body, text, headers } = isRouteResult(result)
      ? result
      : { status: 200, body: result, text: undefined, headers: undefined };
    return {
      statusCode: status,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': rule === 'public' ? 'no-cache' : 'no-store',
        ...headers,
      },
      body: text ?? (body === undefined ? '' : JSON.stringify(body)),
    };
  };

  const stack = middy<TapEvent, APIGatewayProxyStructuredResultV2, Error, Context>(core)
    .use(observability())
    .use(httpCors({ origins: config.siteOrigins, headers: 'authorization,content-type', maxAge: 600 }))
    .use(httpSecurityHeaders())
    .use({
      onError: async (request) => {
        if (request.error instanceof AppError && request.error.code === 'invalid_signature') countMetric(BusinessMetric.WebhookSignatureFailures);
        request.response = toErrorResponse(request.error);
      },
    })
    .use(injectLambdaContext(logger, { resetKeys: true }))
    .use(httpHeaderNormalizer())
    .use(httpEventNormalizer())
    .use({ before: async (request) => checkBodySize(request.event, spec.maxBodyBytes ?? MAX_JSON_BODY_BYTES) })
    .use({ before: async (request) => void (request.event.tap = { caller: await authenticate(request.event, rule) }) })
    .use({ before: async (request) => void (request.event.tap = { caller: await authorize(request.event, rule) }) });
  if (spec.rawBody) {
    // The handler reads `rawBody` itself.
  } else if (spec.body) {
    stack.use({ before: async (request) => requireBody(request.event) }).use(httpJsonBodyParser());
  } else {
    stack.use({ before: async (request) => refuseBody(request.event) });
  }
  return stack;
}

function isRouteResult(value: unknown): value is RouteResult {
  return typeof value === 'object' && value !== null && 'status' in value && typeof (value as RouteResult).status === 'number';
}

function checkBodySize(event: APIGatewayProxyEventV2, limit: number) {
  if (!event.body) return;
  const bytes = event.isBase64Encoded ? Math.floor((event.body.length * 3) / 4) : Buffer.byteLength(event.body);
  if (bytes > limit) throw new PayloadTooLargeError(`Request body is too large (limit ${Math.floor(limit / 1024)} KB)`);
}

function requireBody(event: APIGatewayProxyEventV2) {
  if (event.body === undefined || event.body === null || event.body === '') {
    throw new BadRequestError('Request body is required', undefined, 'body_required');
  }
  // A JSON body without a declared type is still JSON to us: browsers' fetch with a string body sends text/plain.
  if (!event.headers['content-type']) event.headers['content-type'] = 'application/json';
}

function rawBodyOf(event: APIGatewayProxyEventV2): string {
  if (typeof event.body !== 'string') return '';
  return event.isBase64Encoded ? Buffer.from(event.body, 'base64').toString('utf8') : event.body;
}

/** A route that takes no query parameters says so, rather than ignoring a misspelt one. */
function refuseQuery(event: APIGatewayProxyEventV2): undefined {
  const names = Object.keys(event.queryStringParameters ?? {});
  if (names.length) throw new BadRequestError(`Unknown query parameter: ${names.join(', ')}`, undefined, 'unknown_query_parameter');
  return undefined;
}

/** A route that takes no body says so instead of silently ignoring one (an empty JSON object is tolerated). */
function refuseBody(event: APIGatewayProxyEventV2) {
  const body = event.isBase64Encoded && event.body ? Buffer.from(event.body, 'base64').toString() : event.body;
  if (body && body.trim() !== '' && body.trim() !== '{}') {
    throw new BadRequestError('This endpoint does not take a request body', undefined, 'unexpected_body');
  }
}

async function authenticate(event: APIGatewayProxyEventV2, rule: AuthRule): Promise<Caller> {
  const token = bearerToken(event.headers.authorization);
  if (!token) {
    if (rule === 'public') return { type: 'anonymous' };
    throw new UnauthorizedError();
  }
  const user = await tokenVerifier().verify(token);
  if (!user) {
    if (rule === 'public') return { type: 'anonymous' };
    throw new UnauthorizedError('Your session has expired. Please sign in again.');
  }
  return { type: 'user', userId: user.userId, email: user.email, emailVerified: user.emailVerified };
}

async function authorize(event: TapEvent, rule: AuthRule): Promise<Caller> {
  const caller = event.tap?.caller ?? { type: 'anonymous' };
  if (rule === 'public' || rule === 'user') return caller;
  if (caller.type !== 'user') throw new UnauthorizedError();
  const { restaurantId } = parseWith(restaurantParams, event.pathParameters ?? {}, 'path');
  return authorizeMember(caller, restaurantId, rule);
}

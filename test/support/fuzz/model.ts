/** What the route fuzz sends and receives, and the world it runs in. */
import type { HttpRoute } from '../../../infra/routes';
import type { DeclaredRoute } from '../../../functions/lib/http/route';

export interface FuzzRequest {
  /** Path segments exactly as sent (percent-encoded, or deliberately not), by parameter name. */
  pathParams: Record<string, string>;
  /** The raw query string without '?'; null: no '?' at all. */
  query: string | null;
  headers: Record<string, string>;
  /** The body as sent; undefined: none. */
  body?: string;
}

export interface FuzzResponse {
  /** 0 when there was no answer (timeout or connection error). */
  status: number;
  headers: Record<string, string>;
  text: string;
  ms: number;
  /** Why there was no answer. */
  failure?: string;
}

export interface WireRequest {
  method: string;
  /** Path and query string as sent. */
  url: string;
  headers: Record<string, string>;
  body?: string;
}

export type Transport = (request: WireRequest) => Promise<FuzzResponse>;

export interface Actor {
  token: string;
  /** The restaurant this person owns. */
  restaurantId: string;
}

/**
 * The data the fuzz works with. `own` is a restaurant the fuzz made for itself (mutations go there); `demo` is the
 * seeded demo restaurant that other tests rely on, which only ever gets requests the schemas refuse when they
 * would change something.
 */
/** A known-good request for a route (test/integration/http/route-samples.ts), to start mutations from. */
export interface SampleRequest {
  body?: unknown;
  rawBody?: string;
  query?: Record<string, string>;
  path?: Record<string, string>;
}

export interface FuzzWorld {
  own: Actor;
  demo: Actor;
  /** Real ids (restaurants, items, options, orders, checkout sessions, service requests) to draw from. */
  knownIds: string[];
  /** A token of `own` with a broken signature. */
  forgedToken: string;
  /** When set, webhook bodies are sometimes signed with it (so verified events with odd content get through). */
  webhookSecret?: string;
  /** An origin the API allows (CORS). */
  siteOrigin?: string;
  /** Valid requests by route key (`METHOD /path`), where there are some: drawn beside the schema-generated ones. */
  samples?: Record<string, SampleRequest>;
}

export interface FuzzRoute {
  route: HttpRoute;
  declared: DeclaredRoute;
}

export const routeKey = (route: HttpRoute) => `${route.method} ${route.path}`;

/** Percent-encodes every byte outside the unreserved set (lone surrogates become U+FFFD, as on the wire). */
export function percentEncode(value: string): string {
  let out = '';
  for (const byte of Buffer.from(value, 'utf8')) {
    const c = String.fromCharCode(byte);
    out += /[A-Za-z0-9\-._~]/.test(c) ? c : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
  }
  return out;
}

/** What API Gateway makes of a path segment. */
export function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
}

/**
 * The query parameters as the function gets them from the local API Gateway (infra/local/http-event.ts readQuery):
 * repeated names joined with commas, into a plain object. So, as there, `__proto__` is dropped and names such as
 * `constructor` start from Object.prototype's value; AWS passes those names through as they are. Both ways the
 * functions must refuse them, which is what the fuzz checks; the gateway's difference is its own matter.
 */
export function queryParameters(query: string | null): Record<string, string> {
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(query ?? '')) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return params;
}

/** The text as it goes over the wire (UTF-8): lone surrogates become U+FFFD. */
export function wireText(text: string): string {
  return Buffer.from(text, 'utf8').toString('utf8');
}

export function wireRequest(route: HttpRoute, req: FuzzRequest): WireRequest {
  const path = route.path.replace(/\{([A-Za-z0-9_]+)\}/g, (_, name: string) => req.pathParams[name] ?? '');
  return {
    method: route.method,
    url: req.query === null ? path : `${path}?${req.query}`,
    headers: req.headers,
    body: req.body,
  };
}

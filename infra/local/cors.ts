/**
 * CORS as HTTP API's CORS configuration does it: the gateway itself answers preflight requests for every path,
 * and on other responses it sets the CORS headers and ignores any the function returned.
 */
export interface HttpCorsPolicy {
  allowOrigins: readonly string[];
  allowMethods: readonly string[];
  allowHeaders: readonly string[];
  maxAgeSeconds: number;
}

/** Mirrors the middy http-cors settings in functions/lib/http/route.ts, so both layers agree. */
export function httpCorsPolicy(siteOrigins: readonly string[]): HttpCorsPolicy {
  return {
    allowOrigins: siteOrigins,
    allowMethods: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
    allowHeaders: ['authorization', 'content-type'],
    maxAgeSeconds: 600,
  };
}

export function isPreflight(method: string, headers: { origin?: string; 'access-control-request-method'?: string }): boolean {
  return method === 'OPTIONS' && !!headers.origin && !!headers['access-control-request-method'];
}

export function preflightHeaders(policy: HttpCorsPolicy, origin: string): Record<string, string> {
  if (!policy.allowOrigins.includes(origin)) return {};
  return {
    'access-control-allow-origin': origin,
    'access-control-allow-methods': policy.allowMethods.join(','),
    'access-control-allow-headers': policy.allowHeaders.join(','),
    'access-control-max-age': String(policy.maxAgeSeconds),
    vary: 'origin',
  };
}

/** The response headers with the function's own CORS headers replaced by the gateway's. */
export function withCorsHeaders(policy: HttpCorsPolicy, origin: string | undefined, headers: Record<string, string>): Record<string, string> {
  const result: Record<string, string> = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!name.startsWith('access-control-')) result[name] = value;
  }
  if (origin && policy.allowOrigins.includes(origin)) {
    result['access-control-allow-origin'] = origin;
    if (!/\borigin\b/i.test(result.vary ?? '')) result.vary = result.vary ? `${result.vary}, origin` : 'origin';
  }
  return result;
}

/**
 * How long the public reads may be cached (DESIGN.md 10): browsers 30 s, the CDN 60 s, and a stale copy is served for
 * up to 10 minutes while a fresh one is fetched, so a menu edit shows within about a minute and a busy restaurant's
 * menu rarely reaches DynamoDB. Misses are cached briefly: a restaurant that is being set up appears soon.
 */
import type { RouteResult } from '../../http/route';
import { errorBody } from '../../http/error-response';

export const PUBLIC_READ_CACHE_CONTROL = 'public, max-age=30, s-maxage=60, stale-while-revalidate=600';
export const PUBLIC_MISS_CACHE_CONTROL = 'public, max-age=10, s-maxage=10';

export function cacheable(body: unknown): RouteResult {
  return { status: 200, body, headers: { 'cache-control': PUBLIC_READ_CACHE_CONTROL } };
}

/** A 404 in the one error shape, cacheable for a few seconds. */
export function cacheableNotFound(message: string): RouteResult {
  return { status: 404, text: errorBody('not_found', message), headers: { 'cache-control': PUBLIC_MISS_CACHE_CONTROL } };
}

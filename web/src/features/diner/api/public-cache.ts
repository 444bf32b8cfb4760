/**
 * Public GETs shared by whoever asks first: main.tsx starts the menu request before React renders, and the page
 * that renders later receives the same promise instead of asking again. The responses are public and CDN-cached
 * anyway; a minute keeps sold-out flags fresh enough (create-payment checks them again).
 */
import { apiFetch } from '@/lib/api-fetch';

const FRESH_FOR_MS = 60_000;
const entries = new Map<string, { promise: Promise<unknown>; at: number; value?: unknown }>();

export function cachedGet<T>(path: string): Promise<T> {
  const hit = entries.get(path);
  if (hit && Date.now() - hit.at < FRESH_FOR_MS) return hit.promise as Promise<T>;
  const promise = apiFetch<T>(path);
  const entry: { promise: Promise<unknown>; at: number; value?: unknown } = { promise, at: Date.now() };
  entries.set(path, entry);
  promise.then((value) => (entry.value = value), () => {});
  // A failure is not kept: "Try again" must really ask again.
  promise.catch(() => {
    if (entries.get(path)?.promise === promise) entries.delete(path);
  });
  return promise;
}

/** The answer already received for `path`, if any: lets a page render its data on its very first render. */
export function settledGet<T>(path: string): T | undefined {
  const hit = entries.get(path);
  return hit && Date.now() - hit.at < FRESH_FOR_MS ? (hit.value as T | undefined) : undefined;
}

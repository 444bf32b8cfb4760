/**
 * Where the visitor was going, kept across the Google round trip: router location state does not survive a
 * full-page redirect to another site and back.
 */
import { readSessionValue, removeSessionValue, writeSessionValue } from '@/lib/browser-storage';
import { rememberedPath } from './sign-in-redirect';

const KEY = 'tabletap.returnPath';

export function keepReturnPathForRedirect(from: unknown): void {
  const path = rememberedPath(from);
  if (path) writeSessionValue(KEY, path);
  else removeSessionValue(KEY);
}

export function forgetReturnPath(): void {
  removeSessionValue(KEY);
}

export function takeReturnPathFromRedirect(): string | null {
  const path = readSessionValue(KEY);
  removeSessionValue(KEY);
  return path;
}

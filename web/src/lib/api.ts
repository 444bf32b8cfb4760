/**
 * The one HTTP client for the TableTap API: apiFetch (base URL, JSON, ApiError) plus the signed-in user's ID token
 * as a bearer.
 */
import { ApiError } from './api-error';
import { apiFetch, type ApiFetchOptions } from './api-fetch';

export { ApiError } from './api-error';

export interface ApiRequestOptions<T> extends Omit<ApiFetchOptions<T>, 'headers'> {
  /** Send the signed-in user's ID token. Default true; public calls pass false. */
  auth?: boolean;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { auth = true, ...rest } = options;
  const headers: Record<string, string> = auth ? { Authorization: `Bearer ${await requireIdToken()}` } : {};
  return apiFetch(path, { ...rest, headers });
}

/** Loaded on first use, never at the top: Amplify is big and only signed-in pages need it. One import for all callers. */
let session: Promise<typeof import('./amplify/session')> | undefined;

async function requireIdToken(): Promise<string> {
  session ??= import('./amplify/session').catch((error: unknown) => {
    session = undefined; // a failed chunk load (a deploy in between) is tried again next time
    throw error;
  });
  const { getIdToken } = await session;
  const token = await getIdToken().catch(() => null);
  if (!token) throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  return token;
}

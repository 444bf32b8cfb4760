/**
 * The one HTTP client for the TableTap API: base URL from the runtime config, JSON in and out, the signed-in
 * user's ID token as a bearer, and every failure as an ApiError.
 */
import { getRuntimeConfig } from '../config/runtime-config';
import { ApiError, toApiError } from './api-error';

export { ApiError } from './api-error';

/** Anything with zod's `parse` (the response schemas in shared/api.ts). */
interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface ApiRequestOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  /** Send the signed-in user's ID token. Default true; the diner's public calls pass false. */
  auth?: boolean;
  /** Checks the response, so a contract drift fails here with a clear error rather than deep in a component. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

export async function apiRequest<T = unknown>(path: string, options: ApiRequestOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, auth = true, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json' };
  if (body !== undefined) headers['Content-Type'] = 'application/json';
  if (auth) headers.Authorization = `Bearer ${await requireIdToken()}`;

  let response: Response;
  try {
    response = await fetch(`${getRuntimeConfig().apiUrl}${path}`, {
      method,
      headers,
      body: body === undefined ? undefined : JSON.stringify(body),
      signal,
    });
  } catch (error) {
    if (signal?.aborted) throw error;
    throw new ApiError(0, 'network_error', 'Could not reach the server. Check your connection and try again.');
  }

  const payload = await readJson(response);
  if (!response.ok) throw toApiError(response.status, payload);
  if (!schema) return payload as T;
  try {
    return schema.parse(payload);
  } catch (error) {
    console.error(`Unexpected response from ${method} ${path}`, error);
    throw new ApiError(response.status, 'invalid_response', 'The server sent an unexpected response');
  }
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text();
  if (text === '') return undefined;
  try {
    return JSON.parse(text);
  } catch {
    return text;
  }
}

async function requireIdToken(): Promise<string> {
  // Loaded on first use, never at the top: the diner's pages use this client too and must not download Amplify.
  const { getIdToken } = await import('./amplify/session');
  const token = await getIdToken().catch(() => null);
  if (!token) throw new ApiError(401, 'unauthenticated', 'Not authenticated');
  return token;
}

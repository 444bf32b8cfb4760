/**
 * The transport under every API call: base URL from the runtime config, JSON in and out, every failure as an
 * ApiError. No sign-in here, so the diner's public pages use it without downloading anything of auth.
 */
import { getRuntimeConfig } from '@/config/runtime-config';
import { ApiError, toApiError } from './api-error';

/** Anything with zod's `parse` (the response schemas in shared/api.ts). */
export interface ResponseSchema<T> {
  parse(value: unknown): T;
}

export interface ApiFetchOptions<T> {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  body?: unknown;
  headers?: Record<string, string>;
  /** Checks the response, so a contract drift fails here with a clear error rather than deep in a component. */
  schema?: ResponseSchema<T>;
  signal?: AbortSignal;
}

export async function apiFetch<T = unknown>(path: string, options: ApiFetchOptions<T> = {}): Promise<T> {
  const { method = 'GET', body, schema, signal } = options;
  const headers: Record<string, string> = { Accept: 'application/json', ...options.headers };
  if (body !== undefined) headers['Content-Type'] = 'application/json';

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

/**
 * A small client for the few Stripe REST calls the Stripe adapter makes (./stripe-gateway), in place of the `stripe`
 * package (issue 13, lean functions). The package's client constructor references every API resource, so esbuild
 * cannot drop any of them: about 240 KB of each payment function's bundle for six calls.
 *
 * It does what the package does for those calls: form-encoded bodies (`a[b][0][c]=...`, brackets unescaped), the
 * API version pinned (the one the installed `stripe` package's types describe), an idempotency key on every POST (the
 * caller's, or a fresh one so a retry cannot double-create), a timeout, and retries with jittered exponential backoff
 * on a network error, 409, 429 and 5xx (unless Stripe answers `Stripe-Should-Retry: false`).
 * Stripe's answers are typed with the package's own types (type-only imports: nothing of it is bundled).
 */
import { randomUUID } from 'node:crypto';
import { noteCall } from '../call-watch';

/** The API version of the installed `stripe` package (node_modules/stripe/esm/apiVersion.js); its types describe it. */
export const STRIPE_API_VERSION = '2026-10-28.endive';

/** Stripe's answer to a failed call: its HTTP status and its error object's type and code. */
export class StripeApiError extends Error {
  constructor(
    message: string,
    readonly statusCode: number,
    readonly type: string | undefined,
    readonly code: string | undefined,
    readonly requestId: string | undefined,
    /**
     * Stripe's whole error object, for the answers that carry more than a code: a card error names the PaymentIntent
     * it left (`payment_intent`, with its status) and the `decline_code`.
     */
    readonly detail?: Readonly<Record<string, unknown>>,
  ) {
    super(message);
    this.name = 'StripeApiError';
  }
}

/**
 * Stripe's form encoding: nested objects as `a[b]`, arrays as `a[0]`, undefined left out, null as an empty value
 * (Stripe's way to unset), brackets left readable.
 */
export function formEncode(params: object): string {
  const pairs: string[] = [];
  const add = (key: string, value: unknown) => {
    if (value === undefined) return;
    if (Array.isArray(value)) value.forEach((item, index) => add(`${key}[${index}]`, item));
    else if (value instanceof Date) add(key, Math.floor(value.getTime() / 1000));
    else if (value !== null && typeof value === 'object') for (const [k, v] of Object.entries(value)) add(`${key}[${k}]`, v);
    else pairs.push(`${encode(key)}=${encode(value === null ? '' : String(value as string | number | boolean))}`);
  };
  for (const [key, value] of Object.entries(params)) add(key, value);
  return pairs.join('&');
}

const encode = (value: string) =>
  encodeURIComponent(value)
    .replace(/[!'()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`)
    .replace(/%5B/g, '[')
    .replace(/%5D/g, ']');

export interface StripeApiOptions {
  secretKey: string;
  /** Default https://api.stripe.com (tests point it at a local stand-in). */
  baseUrl?: string;
  /** Per attempt. */
  timeoutMs?: number;
  /** Retries after the first attempt. */
  maxNetworkRetries?: number;
  /** Base of the exponential backoff (Stripe's: 500 ms, at most 5 s, jittered between half and all of it). */
  retryDelayMs?: number;
}

export interface StripeApi {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, params: object, options?: { idempotencyKey?: string }): Promise<T>;
}

const MAX_RETRY_DELAY_MS = 5_000;

export function createStripeApi(options: StripeApiOptions): StripeApi {
  const baseUrl = (options.baseUrl ?? 'https://api.stripe.com').replace(/\/$/, '');
  const timeoutMs = options.timeoutMs ?? 80_000;
  const maxRetries = options.maxNetworkRetries ?? 1;
  const retryDelayMs = options.retryDelayMs ?? 500;

  const delay = (retry: number) => {
    const full = Math.min(retryDelayMs * 2 ** (retry - 1), MAX_RETRY_DELAY_MS);
    return Math.max(retryDelayMs, full * 0.5 * (1 + Math.random()));
  };

  async function call<T>(method: 'GET' | 'POST', path: string, body: string | undefined, idempotencyKey: string | undefined): Promise<T> {
    const headers: Record<string, string> = {
      Accept: 'application/json',
      Authorization: `Bearer ${options.secretKey}`,
      'Stripe-Version': STRIPE_API_VERSION,
      'User-Agent': 'TableTap (stripe-api.ts)',
    };
    if (method === 'POST') {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      headers['Idempotency-Key'] = idempotencyKey ?? `tabletap-retry-${randomUUID()}`;
    }
    const started = performance.now();
    const watched = (attempts: number, error?: string, status?: number) =>
      noteCall({ service: 'Stripe', operation: `${method} ${path.split("?")[0]}`, ms: performance.now() - started, attempts, error, status });
    for (let attempt = 0; ; attempt++) {
      let response: Response;
      try {
        response = await fetch(`${baseUrl}${path}`, { method, headers, body, signal: AbortSignal.timeout(timeoutMs) });
      } catch (error) {
        if (attempt < maxRetries) {
          await sleep(delay(attempt + 1));
          continue;
        }
        watched(attempt + 1, 'api_connection_error');
        throw new StripeApiError(`Stripe ${method} ${path} failed: ${(error as Error).message}`, 0, 'api_connection_error', undefined, undefined);
      }
      const requestId = response.headers.get('request-id') ?? undefined;
      const text = await response.text();
      if (response.ok) {
        watched(attempt + 1);
        return JSON.parse(text) as T;
      }
      if (attempt < maxRetries && shouldRetry(response)) {
        await sleep(delay(attempt + 1));
        continue;
      }
      const error = parseError(text);
      watched(attempt + 1, error?.type ?? 'api_error', response.status);
      throw new StripeApiError(
        error?.message ?? `Stripe ${method} ${path} answered ${response.status}`,
        response.status,
        error?.type,
        error?.code,
        requestId,
        error?.detail,
      );
    }
  }

  return {
    get: (path) => call('GET', path, undefined, undefined),
    post: (path, params, postOptions) => call('POST', path, formEncode(params), postOptions?.idempotencyKey),
  };
}

function shouldRetry(response: Response): boolean {
  const advice = response.headers.get('stripe-should-retry');
  if (advice === 'false') return false;
  if (advice === 'true') return true;
  return response.status === 409 || response.status === 429 || response.status >= 500;
}

function parseError(text: string): { message?: string; type?: string; code?: string; detail?: Record<string, unknown> } | null {
  try {
    const body = JSON.parse(text) as { error?: { message?: unknown; type?: unknown; code?: unknown } };
    const error = body.error;
    if (!error || typeof error !== 'object') return null;
    const str = (value: unknown) => (typeof value === 'string' ? value : undefined);
    return { message: str(error.message), type: str(error.type), code: str(error.code), detail: error as Record<string, unknown> };
  } catch {
    return null;
  }
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** A path segment (an id) as Stripe expects it in a URL. */
export const segment = (id: string) => encodeURIComponent(id);

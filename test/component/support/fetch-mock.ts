/**
 * The API mocked at the fetch level: the components, their hooks, the api modules and apiFetch all run as in the
 * browser; only the network answer is made up. Each route is 'METHOD /path' (query string ignored); a request no
 * route answers fails the test loudly rather than hanging a spinner.
 */
import { vi } from 'vitest';
import type { WebConfig } from '../../../shared/api';

export const TEST_CONFIG: WebConfig = {
  apiUrl: 'http://api.test',
  wsUrl: 'ws://ws.test',
  region: 'us-east-1',
  userPoolId: 'us-east-1_test',
  userPoolClientId: 'test-client',
  userPoolEndpoint: null,
  oauth: null,
  mediaUrl: 'http://media.test',
  stage: 'test',
};

export interface MockRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | Promise<{ status?: number; body: unknown }>;
export type RouteHandler = (request: MockRequest) => Answer;

export interface ApiMock {
  /** Every request made, in order. */
  calls: MockRequest[];
  /** Adds or replaces a route. */
  on(route: string, handler: RouteHandler): void;
}

export function mockApi(routes: Record<string, RouteHandler>): ApiMock {
  const table = new Map(Object.entries(routes));
  const calls: MockRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' || input instanceof URL ? input.toString() : input.url);
    const method = (init?.method ?? 'GET').toUpperCase();
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
    const request: MockRequest = { method, path: url.pathname, query: url.searchParams, body };
    calls.push(request);
    const handler = table.get(`${method} ${url.pathname}`);
    if (!handler) throw new Error(`No mocked answer for ${method} ${url.pathname}`);
    const answer = await handler(request);
    return Response.json(answer.body, { status: answer.status ?? 200 });
  });
  vi.stubGlobal('fetch', fetchMock);
  return { calls, on: (route, handler) => void table.set(route, handler) };
}

import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import * as z from '../../../shared/zod';
import { loadRuntimeConfig } from '../../../web/src/config/runtime-config';
import { apiRequest, ApiError } from '../../../web/src/lib/api';
import { toApiError } from '../../../web/src/lib/api-error';

beforeAll(async () => {
  const config = {
    apiUrl: 'https://api.test/',
    wsUrl: 'wss://ws.test',
    region: 'us-east-1',
    userPoolId: 'us-east-1_x',
    userPoolClientId: 'c',
    userPoolEndpoint: null,
    oauth: null,
    mediaUrl: 'https://media.test',
    stage: 'test',
  };
  await loadRuntimeConfig((async () => new Response(JSON.stringify(config))) as typeof fetch);
});

afterEach(() => vi.unstubAllGlobals());

function stubFetch(response: () => Response) {
  const fetchMock = vi.fn(async (_url: string, _init?: RequestInit) => response());
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

describe('API errors', () => {
  it('reads the documented error body', () => {
    const error = toApiError(400, {
      error: { code: 'validation_failed', message: 'name: Name is required', fields: { name: 'Name is required', n: 3 } },
    });
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'validation_failed', message: 'name: Name is required' });
    expect(error.fields).toEqual({ name: 'Name is required' });
  });

  it('gives a generic message for bodies of another shape', () => {
    expect(toApiError(502, '<html>Bad gateway</html>')).toMatchObject({
      status: 502,
      code: 'http_502',
      message: 'An unexpected error occurred',
      fields: {},
    });
  });
});

describe('apiRequest', () => {
  it('sends JSON to the configured API and returns the checked response', async () => {
    const fetchMock = stubFetch(() => new Response(JSON.stringify({ attached: 2 }), { status: 200 }));
    const result = await apiRequest('/functions/v1/auth-attach-staff', {
      method: 'POST',
      body: {},
      auth: false,
      schema: z.object({ attached: z.number() }),
    });
    expect(result).toEqual({ attached: 2 });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(url).toBe('https://api.test/functions/v1/auth-attach-staff');
    expect(init).toMatchObject({ method: 'POST', body: '{}' });
    expect(init?.headers).toMatchObject({ 'Content-Type': 'application/json' });
    expect(init?.headers).not.toHaveProperty('Authorization');
  });

  it('turns an error response into an ApiError with the server message', async () => {
    stubFetch(() => new Response(JSON.stringify({ error: { code: 'forbidden', message: 'Owner only' } }), { status: 403 }));
    await expect(apiRequest('/api/v1/restaurants/r1', { auth: false })).rejects.toMatchObject({
      status: 403,
      code: 'forbidden',
      message: 'Owner only',
    });
  });

  it('says so when the server answers with an unexpected shape', async () => {
    stubFetch(() => new Response(JSON.stringify({ attached: 'two' }), { status: 200 }));
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(
      apiRequest('/x', { auth: false, schema: z.object({ attached: z.number() }) }),
    ).rejects.toMatchObject({ code: 'invalid_response' });
  });

  it('reports an unreachable server as a network error', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))));
    await expect(apiRequest('/x', { auth: false })).rejects.toMatchObject({ status: 0, code: 'network_error' });
  });
});

/** The REST client the Stripe adapter uses instead of the `stripe` package: encoding, headers, retries, errors. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { STRIPE_API_VERSION, StripeApiError, createStripeApi, formEncode } from '../../../functions/lib/payments/stripe-api';

interface Seen {
  method: string;
  url: string;
  headers: http.IncomingHttpHeaders;
  body: string;
}

let server: http.Server;
let baseUrl = '';
let seen: Seen[] = [];
/** The answers to give, in order: status, body, headers. */
let answers: { status: number; body?: unknown; headers?: Record<string, string> }[] = [];

beforeAll(async () => {
  server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (chunk: Buffer) => (body += chunk.toString()));
    req.on('end', () => {
      seen.push({ method: req.method!, url: req.url!, headers: req.headers, body });
      const answer = answers.shift() ?? { status: 200, body: { id: 'ok' } };
      res.writeHead(answer.status, { 'content-type': 'application/json', 'request-id': 'req_1', ...answer.headers });
      res.end(JSON.stringify(answer.body ?? {}));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
});

beforeEach(() => {
  seen = [];
  answers = [];
});

const api = (maxNetworkRetries = 1) => createStripeApi({ secretKey: 'sk_test_x', baseUrl, maxNetworkRetries, retryDelayMs: 1, timeoutMs: 2_000 });

describe('formEncode', () => {
  it("encodes nested objects and arrays as Stripe's qs does, leaving undefined out and null empty", () => {
    expect(
      formEncode({
        mode: 'payment',
        line_items: [{ quantity: 2, price_data: { currency: 'usd', unit_amount: 1900, product_data: { name: 'Fish & Chips (large)' } } }],
        metadata: { orderId: 'o-1', note: undefined, cleared: null },
        enabled: true,
        expires_at: new Date(1_800_000_000_000),
      }),
    ).toBe(
      'mode=payment&line_items[0][quantity]=2&line_items[0][price_data][currency]=usd&line_items[0][price_data][unit_amount]=1900' +
        '&line_items[0][price_data][product_data][name]=Fish%20%26%20Chips%20%28large%29&metadata[orderId]=o-1&metadata[cleared]=' +
        '&enabled=true&expires_at=1800000000',
    );
  });
});

describe('createStripeApi', () => {
  it('sends the key, the pinned version, a form body and the given idempotency key', async () => {
    answers = [{ status: 200, body: { id: 'cs_1' } }];
    await expect(api().post('/v1/checkout/sessions', { mode: 'payment' }, { idempotencyKey: 'checkout-1' })).resolves.toEqual({ id: 'cs_1' });
    expect(seen[0]).toMatchObject({ method: 'POST', url: '/v1/checkout/sessions', body: 'mode=payment' });
    expect(seen[0]!.headers).toMatchObject({
      authorization: 'Bearer sk_test_x',
      'stripe-version': STRIPE_API_VERSION,
      'content-type': 'application/x-www-form-urlencoded',
      'idempotency-key': 'checkout-1',
    });
  });

  it('keys every POST, and retries on 429 and 5xx with the same key', async () => {
    answers = [{ status: 429, body: { error: { type: 'rate_limit_error' } } }, { status: 503 }, { status: 200, body: { id: 'acct_1' } }];
    await expect(api(2).post('/v1/accounts', { type: 'express' })).resolves.toEqual({ id: 'acct_1' });
    expect(seen).toHaveLength(3);
    const keys = new Set(seen.map((s) => s.headers['idempotency-key']));
    expect(keys.size).toBe(1);
    expect([...keys][0]).toMatch(/^tabletap-retry-/);
  });

  it('gives up after maxNetworkRetries and throws the last error with its status, type and code', async () => {
    answers = [{ status: 500 }, { status: 500, body: { error: { type: 'api_error', message: 'Boom' } } }];
    const error = await api(1).get('/v1/checkout/sessions/cs_1').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StripeApiError);
    expect(error).toMatchObject({ statusCode: 500, type: 'api_error', message: 'Boom', requestId: 'req_1' });
    expect(seen).toHaveLength(2);
  });

  it('does not retry a 4xx, nor when Stripe says not to', async () => {
    answers = [{ status: 404, body: { error: { type: 'invalid_request_error', code: 'resource_missing', message: 'No such checkout.session' } } }];
    await expect(api().get('/v1/checkout/sessions/cs_x')).rejects.toMatchObject({ statusCode: 404, code: 'resource_missing' });
    answers = [{ status: 500, headers: { 'stripe-should-retry': 'false' } }];
    await expect(api().get('/v1/checkout/sessions/cs_y')).rejects.toMatchObject({ statusCode: 500 });
    expect(seen).toHaveLength(2);
  });

  it('retries a connection failure, then reports it', async () => {
    const down = createStripeApi({ secretKey: 'sk', baseUrl: 'http://127.0.0.1:1', maxNetworkRetries: 1, retryDelayMs: 1 });
    await expect(down.get('/v1/accounts/acct_1')).rejects.toMatchObject({ statusCode: 0, type: 'api_connection_error' });
  });
});

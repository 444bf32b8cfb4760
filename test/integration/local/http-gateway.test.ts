/**
 * The local API Gateway against a real cognito-local: protected routes get API Gateway's JWT-authorizer behaviour
 * and HTTP API v2 events; the gateway's own answers (401, 404, 413, 500, CORS) match API Gateway's, and a request
 * Node refuses before routing (431) still gets a JSON error.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  AdminConfirmSignUpCommand,
  CreateUserPoolClientCommand,
  InitiateAuthCommand,
  SignUpCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import type { HttpRoute } from '../../../infra/routes';
import { cognitoClient, ensureUserPool, startCognitoLocal, type CognitoLocal } from '../../../infra/local/cognito';
import { httpCorsPolicy } from '../../../infra/local/cors';
import { startHttpGateway, type HttpGateway } from '../../../infra/local/http-gateway';
import type { HttpApiEvent } from '../../../infra/local/http-event';
import { createJwtAuthorizer } from '../../../infra/local/jwt-authorizer';
import { handlersFrom, recordingLog, testPorts } from './support';

const siteOrigin = 'http://localhost:5173';
const routes: HttpRoute[] = [
  { method: 'GET', path: '/things/{thingId}', fn: 'thing-get', auth: 'user' },
  { method: 'POST', path: '/things/{thingId}/photos', fn: 'photo-upload', auth: 'staff' },
  { method: 'GET', path: '/public/{slug}', fn: 'public-get', auth: 'public' },
  { method: 'GET', path: '/public/featured', fn: 'public-featured', auth: 'public' },
  { method: 'GET', path: '/broken', fn: 'broken', auth: 'public' },
];

let cognito: CognitoLocal;
let gateway: HttpGateway;
let cognitoDir: string;
let idToken: string;
let userSub: string;
let clientId: string;
let foreignToken: string;
const events: { fn: string; event: HttpApiEvent }[] = [];
const log = recordingLog();

async function signUpAndSignIn(appClientId: string, userPoolId: string, email: string): Promise<{ token: string; sub: string }> {
  const client = cognitoClient(cognito.endpoint);
  const { UserSub } = await client.send(new SignUpCommand({ ClientId: appClientId, Username: email, Password: 'secret-pass-1' }));
  await client.send(new AdminConfirmSignUpCommand({ UserPoolId: userPoolId, Username: email }));
  const auth = await client.send(
    new InitiateAuthCommand({ ClientId: appClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: 'secret-pass-1' } }),
  );
  client.destroy();
  return { token: auth.AuthenticationResult!.IdToken!, sub: UserSub! };
}

beforeAll(async () => {
  cognitoDir = mkdtempSync(path.join(tmpdir(), 'tabletap-gateway-test-'));
  cognito = await startCognitoLocal({ port: testPorts.cognito, dataDir: cognitoDir });
  const pool = await ensureUserPool(cognito.endpoint);
  clientId = pool.userPoolClientId;
  ({ token: idToken, sub: userSub } = await signUpAndSignIn(clientId, pool.userPoolId, 'diner@test.tabletap.local'));

  // Same pool, another app client: its tokens must not open this API.
  const client = cognitoClient(cognito.endpoint);
  const other = await client.send(new CreateUserPoolClientCommand({ UserPoolId: pool.userPoolId, ClientName: 'someone-else' }));
  client.destroy();
  ({ token: foreignToken } = await signUpAndSignIn(other.UserPoolClient!.ClientId!, pool.userPoolId, 'other@test.tabletap.local'));

  const record = (fn: string, result: unknown) => async (event: HttpApiEvent) => {
    events.push({ fn, event });
    return result;
  };
  gateway = await startHttpGateway({
    port: testPorts.httpGateway,
    routes,
    loadHandler: handlersFrom({
      'thing-get': record('thing-get', { thing: 'lamp' }),
      'photo-upload': record('photo-upload', { statusCode: 201, body: '', headers: { 'access-control-allow-origin': '*' } }),
      'public-get': record('public-get', {
        statusCode: 200,
        headers: { 'content-type': 'text/plain', 'x-answer': 42 },
        cookies: ['a=1; Path=/', 'b=2; Path=/'],
        body: 'hello',
      }),
      'public-featured': record('public-featured', { featured: true }),
      broken: async () => {
        throw new Error('kaboom');
      },
    }),
    authorizer: createJwtAuthorizer({
      issuer: `${cognito.issuerBase}/${pool.userPoolId}`,
      audience: clientId,
      jwksUri: `http://127.0.0.1:${testPorts.cognito}/${pool.userPoolId}/.well-known/jwks.json`,
    }),
    cors: httpCorsPolicy([siteOrigin]),
    log,
    logRequests: true,
  });
});

afterAll(async () => {
  await gateway?.stop();
  await cognito?.stop();
  rmSync(cognitoDir, { recursive: true, force: true });
});

beforeEach(() => {
  events.length = 0;
});

const url = (p: string) => `${gateway.url}${p}`;

describe('protected routes', () => {
  it('answers 401 without a token and never invokes the function', async () => {
    const res = await fetch(url('/things/42'));
    expect(res.status).toBe(401);
    expect(await res.json()).toEqual({ message: 'Unauthorized' });
    expect(events).toEqual([]);
  });

  it('answers 401 for a tampered token and for a token of another app client', async () => {
    const tampered = `${idToken.slice(0, -4)}AAAA`;
    for (const token of [tampered, foreignToken, 'not-a-jwt']) {
      const res = await fetch(url('/things/42'), { headers: { authorization: `Bearer ${token}` } });
      expect(res.status).toBe(401);
    }
    expect(events).toEqual([]);
  });

  it('invokes the function with an HTTP API v2 event carrying the verified claims', async () => {
    const res = await fetch(url('/things/a%20b?color=red&size=s&size=m'), {
      headers: { authorization: `Bearer ${idToken}`, 'X-Custom': 'One', cookie: 'theme=dark; lang=en', 'user-agent': 'vitest' },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ thing: 'lamp' });

    expect(events).toHaveLength(1);
    const { event } = events[0]!;
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'GET /things/{thingId}',
      rawPath: '/things/a%20b',
      rawQueryString: 'color=red&size=s&size=m',
      cookies: ['theme=dark', 'lang=en'],
      queryStringParameters: { color: 'red', size: 's,m' },
      pathParameters: { thingId: 'a b' },
      isBase64Encoded: false,
      requestContext: {
        routeKey: 'GET /things/{thingId}',
        stage: '$default',
        domainName: `localhost:${testPorts.httpGateway}`,
        http: { method: 'GET', path: '/things/a%20b', protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'vitest' },
      },
    });
    expect(event.headers['x-custom']).toBe('One');
    expect(event.headers.authorization).toBe(`Bearer ${idToken}`);
    expect(event.headers.cookie).toBeUndefined();
    expect(event.body).toBeUndefined();
    expect(typeof event.requestContext.requestId).toBe('string');
    expect(event.requestContext.timeEpoch).toBeGreaterThan(Date.now() - 60_000);

    const jwt = event.requestContext.authorizer!.jwt;
    expect(jwt.scopes).toBeNull();
    expect(jwt.claims).toMatchObject({
      sub: userSub,
      email: 'diner@test.tabletap.local',
      aud: clientId,
      token_use: 'id',
      iss: `${cognito.issuerBase}/${(await ensureUserPool(cognito.endpoint)).userPoolId}`,
    });
    // API Gateway hands every claim over as a string.
    expect(Object.values(jwt.claims).every((v) => typeof v === 'string')).toBe(true);
    expect(jwt.claims.exp).toMatch(/^\d+$/);
  });

  it('passes JSON bodies as text and binary bodies base64-encoded', async () => {
    const json = JSON.stringify({ caption: 'Crème brûlée' });
    await fetch(url('/things/7/photos'), {
      method: 'POST',
      headers: { authorization: idToken, 'content-type': 'application/json' }, // API Gateway accepts the bare token too
      body: json,
    });
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x00, 0xff]);
    const res = await fetch(url('/things/7/photos'), {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'image/png', origin: siteOrigin },
      body: png,
    });
    expect(res.status).toBe(201);
    // The function's own CORS header is replaced by the gateway's, as with an HTTP API CORS configuration.
    expect(res.headers.get('access-control-allow-origin')).toBe(siteOrigin);

    expect(events.map((e) => [e.event.body, e.event.isBase64Encoded])).toEqual([
      [json, false],
      [png.toString('base64'), true],
    ]);
  });

  it('refuses bodies over 10 MB with 413 before invoking', async () => {
    const res = await fetch(url('/things/7/photos'), {
      method: 'POST',
      headers: { authorization: `Bearer ${idToken}`, 'content-type': 'application/octet-stream' },
      body: Buffer.alloc(10 * 1024 * 1024 + 1),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'Request Entity Too Large' });
    expect(events).toEqual([]);
  });
});

describe('public routes and gateway answers', () => {
  it('invokes public routes without an authorizer context and returns the structured result', async () => {
    const res = await fetch(url('/public/demo-bistro'));
    expect(res.status).toBe(200);
    expect(await res.text()).toBe('hello');
    expect(res.headers.get('content-type')).toBe('text/plain');
    expect(res.headers.get('x-answer')).toBe('42');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(events[0]!.event.requestContext.authorizer).toBeUndefined();
    expect(events[0]!.event.pathParameters).toEqual({ slug: 'demo-bistro' });
  });

  it('prefers the literal path over a path parameter, as HTTP API does', async () => {
    await fetch(url('/public/featured'));
    expect(events.map((e) => e.fn)).toEqual(['public-featured']);
  });

  it('answers 404 for an unknown path or method', async () => {
    for (const [method, p] of [['GET', '/nope'], ['DELETE', '/public/x']] as const) {
      const res = await fetch(url(p), { method });
      expect(res.status).toBe(404);
      expect(await res.json()).toEqual({ message: 'Not Found' });
    }
  });

  it('answers 500 when the function throws, and logs the error', async () => {
    const res = await fetch(url('/broken'));
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: 'Internal Server Error' });
    expect(log.lines.some((l) => l.includes('broken failed') && l.includes('kaboom'))).toBe(true);
    expect(log.lines.some((l) => /^GET \/broken 500 \d+ms$/.test(l))).toBe(true);
  });

  it('answers a URL over 16 KB with 431 and an error in the API shape, without invoking anything', async () => {
    const res = await fetch(url(`/public/featured?q=${'x'.repeat(20 * 1024)}`));
    expect(res.status).toBe(431);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe('request_header_too_large');
    expect(body.error.message).toMatch(/too large.*16 KB/);
    expect(events).toEqual([]);

    // The connection it closed does not affect the next request.
    expect((await fetch(url('/public/featured'))).status).toBe(200);
  });

  it('answers CORS preflights itself for the site origin only', async () => {
    const preflight = (origin: string) =>
      fetch(url('/things/1'), { method: 'OPTIONS', headers: { origin, 'access-control-request-method': 'GET', 'access-control-request-headers': 'authorization' } });
    const allowed = await preflight(siteOrigin);
    expect(allowed.status).toBe(204);
    expect(allowed.headers.get('access-control-allow-origin')).toBe(siteOrigin);
    expect(allowed.headers.get('access-control-allow-headers')).toContain('authorization');
    expect(allowed.headers.get('access-control-allow-methods')).toContain('PATCH');

    const foreign = await preflight('http://evil.example');
    expect(foreign.status).toBe(204);
    expect(foreign.headers.get('access-control-allow-origin')).toBeNull();
    expect(events).toEqual([]);
  });
});

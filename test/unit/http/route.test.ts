import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

process.env.TABLE_NAME ??= 'unit-table';
process.env.JWT_ISSUER ??= 'http://localhost:9229/local_unit';
process.env.USER_POOL_CLIENT_ID ??= 'unit-client';
process.env.SITE_ORIGIN = 'https://app.example.com';
process.env.LOG_LEVEL = 'SILENT';

const verify = vi.fn();
vi.mock('../../../functions/lib/auth/token-verifier', () => ({ tokenVerifier: () => ({ verify }) }));
const resolve = vi.fn();
vi.mock('../../../functions/lib/domain/roles', () => ({ createRoles: () => ({ resolve: (...a: unknown[]) => resolve(...a) }) }));

const { defineRoute, created } = await import('../../../functions/lib/http/route');
const { ConflictError } = await import('../../../functions/lib/errors');
const { z } = await import('zod');

const context = { functionName: 'unit', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 1000 } as unknown as Context;

function event(partial: Partial<APIGatewayProxyEventV2> & { headers?: Record<string, string> }): APIGatewayProxyEventV2 {
  return {
    version: '2.0',
    routeKey: 'GET /x',
    rawPath: '/x',
    rawQueryString: '',
    headers: {},
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path: '/x' } } as APIGatewayProxyEventV2['requestContext'],
    ...partial,
  } as APIGatewayProxyEventV2;
}

/** HTTP header names are case-insensitive; middy writes some capitalised. */
function header(res: { headers?: Record<string, unknown> }, name: string): unknown {
  const entry = Object.entries(res.headers ?? {}).find(([key]) => key.toLowerCase() === name);
  return entry?.[1];
}

const user = { userId: 'user-1', email: 'ann@example.com', claims: {} };

beforeEach(() => {
  verify.mockReset();
  resolve.mockReset();
});

describe('defineRoute', () => {
  const bodySchema = z.strictObject({ name: z.string().min(1, 'Name is required') });
  const ensure = defineRoute('restaurant-ensure', { body: bodySchema }, async ({ body, caller }) =>
    created({ name: body.name, owner: caller.userId }),
  );
  const update = defineRoute('restaurant-update', {}, async ({ caller }) => ({ id: caller.restaurantId, role: caller.role }));

  it('runs the handler with the parsed body and the verified caller', async () => {
    verify.mockResolvedValue(user);
    const res = await ensure(
      event({ headers: { Authorization: 'Bearer good', 'Content-Type': 'application/json', Origin: 'https://app.example.com' }, body: '{"name":"Pasta"}' }),
      context,
    );
    expect(res.statusCode).toBe(201);
    expect(JSON.parse(res.body!)).toEqual({ name: 'Pasta', owner: 'user-1' });
    expect(header(res, 'access-control-allow-origin')).toBe('https://app.example.com');
    expect(header(res, 'cache-control')).toBe('no-store');
    expect(header(res, 'x-content-type-options')).toBe('nosniff');
  });

  it('answers 401 in the error shape without a token, before reading the body', async () => {
    const res = await ensure(event({ body: '{oops' }), context);
    expect(res.statusCode).toBe(401);
    expect(JSON.parse(res.body!)).toEqual({ error: { code: 'unauthorized', message: 'Not authenticated' } });
    expect(verify).not.toHaveBeenCalled();
  });

  it('answers 400 with the failing fields', async () => {
    verify.mockResolvedValue(user);
    const res = await ensure(event({ headers: { authorization: 'Bearer good', 'content-type': 'application/json' }, body: '{"name":""}' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error).toMatchObject({ code: 'validation_failed', fields: { name: 'Name is required' } });
  });

  it('answers 400 invalid_json for malformed JSON', async () => {
    verify.mockResolvedValue(user);
    const res = await ensure(event({ headers: { authorization: 'Bearer good', 'content-type': 'application/json' }, body: '{"name":' }), context);
    expect(res.statusCode).toBe(400);
    expect(JSON.parse(res.body!).error.code).toBe('invalid_json');
  });

  it('resolves the role against the restaurant in the path: none is 404, too low is 403', async () => {
    verify.mockResolvedValue(user);
    const call = () => update(event({ headers: { authorization: 'Bearer good' }, pathParameters: { restaurantId: 'r-1' } }), context);
    resolve.mockResolvedValue('none');
    expect((await call()).statusCode).toBe(404);
    resolve.mockResolvedValue('manager');
    const forbidden = await call();
    expect(forbidden.statusCode).toBe(403);
    expect(JSON.parse(forbidden.body!).error.message).toBe('Only the restaurant owner can do that.');
    resolve.mockResolvedValue('owner');
    const allowed = await call();
    expect(allowed.statusCode).toBe(200);
    expect(JSON.parse(allowed.body!)).toEqual({ id: 'r-1', role: 'owner' });
    expect(resolve).toHaveBeenLastCalledWith('user-1', 'r-1');
  });

  it('turns a domain conflict into 409 carrying the current state', async () => {
    verify.mockResolvedValue(user);
    const conflicting = defineRoute('me', {}, async () => {
      throw new ConflictError('Order already moved on', 'status_conflict', { status: 'ready' });
    });
    const res = await conflicting(event({ headers: { authorization: 'Bearer good' } }), context);
    expect(res.statusCode).toBe(409);
    expect(JSON.parse(res.body!).error).toEqual({ code: 'status_conflict', message: 'Order already moved on', status: 'ready' });
  });

  it('never leaks an unexpected error: 500 with a generic message', async () => {
    verify.mockResolvedValue(user);
    const broken = defineRoute('me', {}, async () => {
      throw new Error('secret table name in stack trace');
    });
    const res = await broken(event({ headers: { authorization: 'Bearer good' } }), context);
    expect(res.statusCode).toBe(500);
    expect(res.body).not.toContain('secret');
  });

  it('refuses to define a route that is not in infra/routes.ts', () => {
    // @ts-expect-error: the compiler refuses it first; this checks the run-time guard behind it.
    expect(() => defineRoute('no-such-function', {}, async () => ({}))).toThrow(/infra\/routes\.ts/);
  });
});

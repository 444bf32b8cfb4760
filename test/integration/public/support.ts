/**
 * Shared bits of the public (diner) API tests: a restaurant with the fixture menu, made through the domain (no
 * signed-in owner is needed to read a public menu), and an in-process invocation of a handler for the tests that
 * count the DynamoDB calls a request makes (the local API runs handlers in another process).
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayProxyEventV2, APIGatewayProxyStructuredResultV2 } from 'aws-lambda';
import { createLambdaContext } from '../../../infra/local/lambda-context';
import { Restaurants } from '../../../functions/lib/composition';
import type { Restaurant } from '../../../shared/api';
import { makeMenu, type MenuFixture } from '../http/menu-fixture';

export async function restaurantWithMenu(): Promise<{ restaurant: Restaurant; menu: MenuFixture }> {
  const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name: 'Trattoria Test', description: 'Fresh pasta daily' });
  return { restaurant, menu: await makeMenu(restaurant.id) };
}

export async function restaurantWithoutMenu(): Promise<Restaurant> {
  return (await Restaurants.ensureForOwner(`owner-${randomUUID()}`)).restaurant;
}

type Handler = (event: APIGatewayProxyEventV2, context: ReturnType<typeof createLambdaContext>) => Promise<APIGatewayProxyStructuredResultV2>;

/** A GET as API Gateway (HTTP API, payload 2.0) hands it to the function. */
export async function invokeGet(handler: Handler, fn: string, path: string, query: Record<string, string>) {
  const rawQueryString = new URLSearchParams(query).toString();
  const event = {
    version: '2.0',
    routeKey: `GET ${path}`,
    rawPath: path,
    rawQueryString,
    headers: { host: 'localhost' },
    queryStringParameters: query,
    isBase64Encoded: false,
    requestContext: { http: { method: 'GET', path, protocol: 'HTTP/1.1', sourceIp: '127.0.0.1', userAgent: 'test' } },
  } as unknown as APIGatewayProxyEventV2;
  const result = await handler(event, createLambdaContext(fn, 10_000));
  return { status: result.statusCode, body: JSON.parse(result.body ?? 'null') as unknown };
}

/**
 * HTTP API payload format 2.0, both ways: the event a Lambda receives for a request, and what API Gateway makes
 * of the value the Lambda returns (https://docs.aws.amazon.com/apigateway/latest/developerguide/http-api-develop-integrations-lambda.html).
 */
import { randomUUID } from 'node:crypto';
import type { APIGatewayEventRequestContextV2, APIGatewayProxyEventV2WithRequestContext } from 'aws-lambda';
import type { JwtAuthorization } from './jwt-authorizer';
import { LOCAL_ACCOUNT_ID } from './lambda-context';
import type { RouteMatch } from './http-routes';

export const LOCAL_API_ID = 'local';

/** The v2 event; `authorizer` is there only on routes behind the JWT authorizer, as in AWS. */
export type HttpApiEvent = APIGatewayProxyEventV2WithRequestContext<
  APIGatewayEventRequestContextV2 & { authorizer?: { jwt: JwtAuthorization } }
>;

/** What the gateway read off the socket. */
export interface IncomingRequest {
  method: string;
  /** Path and query string exactly as sent. */
  url: string;
  /** Node's flat [name, value, name, value, ...] list, to keep repeated headers apart. */
  rawHeaders: string[];
  body: Buffer;
  sourceIp: string;
  httpVersion: string;
  localPort: number;
}

/** HTTP API passes these bodies as text; every other content type (and any encoded body) arrives base64. */
function isTextBody(contentType: string | undefined, contentEncoding: string | undefined): boolean {
  if (contentEncoding) return false;
  const type = (contentType ?? '').split(';')[0]!.trim().toLowerCase();
  return (
    type.startsWith('text/') ||
    /^application\/(json|xml|javascript|[\w.+-]+\+json|[\w.+-]+\+xml)$/.test(type)
  );
}

/** "12/Mar/2020:19:03:58 +0000", API Gateway's requestContext time format. */
export function requestTime(date: Date): string {
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${pad(date.getUTCDate())}/${months[date.getUTCMonth()]}/${date.getUTCFullYear()}:${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}:${pad(date.getUTCSeconds())} +0000`;
}

/** Header names lowercased, repeated headers joined with commas; cookies split out into their own list. */
function readHeaders(rawHeaders: string[]): { headers: Record<string, string>; cookies: string[] } {
  const headers: Record<string, string> = {};
  const cookies: string[] = [];
  for (let i = 0; i < rawHeaders.length; i += 2) {
    const name = rawHeaders[i]!.toLowerCase();
    const value = rawHeaders[i + 1]!;
    if (name === 'cookie') cookies.push(...value.split(';').map((c) => c.trim()).filter(Boolean));
    else headers[name] = name in headers ? `${headers[name]},${value}` : value;
  }
  return { headers, cookies };
}

function readQuery(rawQueryString: string): Record<string, string> | undefined {
  if (!rawQueryString) return undefined;
  const params: Record<string, string> = {};
  for (const [name, value] of new URLSearchParams(rawQueryString)) {
    params[name] = name in params ? `${params[name]},${value}` : value;
  }
  return params;
}

export function buildHttpApiEvent(
  request: IncomingRequest,
  match: RouteMatch,
  authorization: JwtAuthorization | null,
): HttpApiEvent {
  const queryStart = request.url.indexOf('?');
  const rawPath = queryStart === -1 ? request.url : request.url.slice(0, queryStart);
  const rawQueryString = queryStart === -1 ? '' : request.url.slice(queryStart + 1);
  const { headers, cookies } = readHeaders(request.rawHeaders);
  // What API Gateway adds in front of every integration.
  headers['x-forwarded-for'] = headers['x-forwarded-for'] ? `${headers['x-forwarded-for']}, ${request.sourceIp}` : request.sourceIp;
  headers['x-forwarded-port'] = String(request.localPort);
  headers['x-forwarded-proto'] = 'http';

  const routeKey = `${match.route.method} ${match.route.path}`;
  const domainName = headers.host ?? `localhost:${request.localPort}`;
  const now = new Date();
  const text = isTextBody(headers['content-type'], headers['content-encoding']);
  const hasBody = request.body.length > 0;

  const event: HttpApiEvent = {
    version: '2.0',
    routeKey,
    rawPath,
    rawQueryString,
    headers,
    requestContext: {
      accountId: LOCAL_ACCOUNT_ID,
      apiId: LOCAL_API_ID,
      domainName,
      domainPrefix: domainName.split('.')[0]!.split(':')[0]!,
      http: {
        method: request.method,
        path: rawPath,
        protocol: `HTTP/${request.httpVersion}`,
        sourceIp: request.sourceIp,
        userAgent: headers['user-agent'] ?? '',
      },
      requestId: randomUUID(),
      routeKey,
      stage: '$default',
      time: requestTime(now),
      timeEpoch: now.getTime(),
    },
    isBase64Encoded: hasBody && !text,
  };
  if (authorization) event.requestContext.authorizer = { jwt: authorization };
  if (cookies.length > 0) event.cookies = cookies;
  const queryStringParameters = readQuery(rawQueryString);
  if (queryStringParameters) event.queryStringParameters = queryStringParameters;
  if (Object.keys(match.pathParameters).length > 0) event.pathParameters = match.pathParameters;
  if (hasBody) event.body = text ? request.body.toString('utf8') : request.body.toString('base64');
  return event;
}

export interface GatewayResponse {
  statusCode: number;
  headers: Record<string, string>;
  cookies: string[];
  body: Buffer;
}

export class InvalidLambdaResponseError extends Error {}

/** A structured result (`statusCode` present) is taken as is; any other value becomes a 200 JSON body. */
export function toGatewayResponse(result: unknown): GatewayResponse {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) {
    return {
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
      cookies: [],
      body: Buffer.from(typeof result === 'string' ? result : (JSON.stringify(result) ?? ''), 'utf8'),
    };
  }
  const structured = result as { statusCode: unknown; headers?: unknown; cookies?: unknown; body?: unknown; isBase64Encoded?: unknown };
  const { statusCode, body } = structured;
  if (typeof statusCode !== 'number' || !Number.isInteger(statusCode) || statusCode < 100 || statusCode > 599) {
    throw new InvalidLambdaResponseError(`statusCode must be an HTTP status, got ${JSON.stringify(statusCode)}`);
  }
  if (body !== undefined && body !== null && typeof body !== 'string') {
    throw new InvalidLambdaResponseError(`body must be a string (JSON.stringify it), got ${typeof body}`);
  }
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries((structured.headers as Record<string, unknown> | undefined) ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  const cookies = Array.isArray(structured.cookies) ? structured.cookies.map(String) : [];
  const text = body ?? '';
  return {
    statusCode,
    headers,
    cookies,
    body: structured.isBase64Encoded === true ? Buffer.from(text, 'base64') : Buffer.from(text, 'utf8'),
  };
}

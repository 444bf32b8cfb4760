/**
 * The local API Gateway (HTTP API): serves infra/routes.ts, authorizes protected routes like the JWT authorizer,
 * answers CORS preflights, and invokes `functions/{fn}.ts` with payload-format-2.0 events.
 * Its own answers use API Gateway's bodies and statuses, so the web app sees the same failures it would in AWS.
 * Requests Node refuses before routing (headers or URL over 16 KB: 431) get a JSON body in the API's error shape.
 */
import http from 'node:http';
import { randomUUID } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import type { HttpRoute } from '../routes';
import { answerClientErrors } from './client-errors';
import { isPreflight, preflightHeaders, withCorsHeaders, type HttpCorsPolicy } from './cors';
import { MissingFunctionError, type HandlerLoader } from './handler-loader';
import { buildHttpApiEvent, toGatewayResponse, type GatewayResponse } from './http-event';
import { createRouteMatcher } from './http-routes';
import type { JwtAuthorizer } from './jwt-authorizer';
import { invocationScope } from './invocation-scope';
import { createLambdaContext } from './lambda-context';
import type { LocalLog } from './log';

/** HTTP API's payload limit and integration timeout. */
export const MAX_REQUEST_BYTES = 10 * 1024 * 1024;
export const INTEGRATION_TIMEOUT_MS = 30_000;

export interface HttpGatewayOptions {
  port: number;
  routes: readonly HttpRoute[];
  loadHandler: HandlerLoader;
  authorizer: JwtAuthorizer;
  cors: HttpCorsPolicy;
  log: LocalLog;
  /** One line per request (method path status ms). */
  logRequests: boolean;
  timeoutMs?: number;
}

export interface HttpGateway {
  url: string;
  stop(): Promise<void>;
}

const gatewayAnswer = (statusCode: number, message: string): GatewayResponse => ({
  statusCode,
  headers: { 'content-type': 'application/json' },
  cookies: [],
  body: Buffer.from(JSON.stringify({ message })),
});

class RequestTooLargeError extends Error {}
class IntegrationTimeoutError extends Error {}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    req.on('data', (chunk: Buffer) => {
      size += chunk.length;
      if (size > MAX_REQUEST_BYTES) {
        req.removeAllListeners('data');
        req.resume(); // discard the rest; the answer is already decided
        reject(new RequestTooLargeError());
      } else chunks.push(chunk);
    });
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new IntegrationTimeoutError()), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export async function startHttpGateway(opts: HttpGatewayOptions): Promise<HttpGateway> {
  const matchRoute = createRouteMatcher(opts.routes);
  const timeoutMs = opts.timeoutMs ?? INTEGRATION_TIMEOUT_MS;

  /** Preflights are the gateway's own; every other answer gets the gateway's CORS headers, not the function's. */
  async function answer(req: http.IncomingMessage, port: number): Promise<GatewayResponse> {
    if (isPreflight(req.method ?? '', req.headers as Record<string, string>)) {
      return { statusCode: 204, headers: preflightHeaders(opts.cors, req.headers.origin!), cookies: [], body: Buffer.alloc(0) };
    }
    const response = await route(req, port).catch((err: unknown) => {
      opts.log.error('Local API Gateway failed:', err);
      return gatewayAnswer(500, 'Internal Server Error');
    });
    return { ...response, headers: withCorsHeaders(opts.cors, req.headers.origin, response.headers) };
  }

  async function route(req: http.IncomingMessage, port: number): Promise<GatewayResponse> {
    const method = req.method ?? 'GET';
    const path = (req.url ?? '/').split('?')[0]!;
    const match = matchRoute(method, path);
    if (!match) {
      req.resume();
      return gatewayAnswer(404, 'Not Found');
    }
    let body: Buffer;
    try {
      body = await readBody(req);
    } catch (err) {
      if (err instanceof RequestTooLargeError) return gatewayAnswer(413, 'Request Entity Too Large');
      throw err;
    }
    const authorization = match.route.auth === 'public' ? null : await opts.authorizer(req.headers.authorization);
    if (match.route.auth !== 'public' && !authorization) return gatewayAnswer(401, 'Unauthorized');

    const event = buildHttpApiEvent(
      {
        method,
        url: req.url ?? '/',
        rawHeaders: req.rawHeaders,
        body,
        sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
        httpVersion: req.httpVersion,
        localPort: port,
      },
      match,
      authorization,
    );
    const fn = match.route.fn;
    try {
      const handler = await opts.loadHandler(fn);
      // In the function's own scope, so what it does can be told from the stream's and the sweeps' work (bench).
      const invoked = invocationScope.run({ fn, source: 'http' }, () => Promise.resolve(handler(event as never, createLambdaContext(fn, timeoutMs))));
      const result = await withTimeout(invoked, timeoutMs);
      return toGatewayResponse(result);
    } catch (err) {
      if (err instanceof IntegrationTimeoutError) {
        opts.log.error(`${fn}: no response within ${timeoutMs / 1000} s (API Gateway answers 503)`);
        return gatewayAnswer(503, 'Service Unavailable');
      }
      if (err instanceof MissingFunctionError) opts.log.error(`${event.routeKey}: ${err.message}`);
      else opts.log.error(`${fn} failed (${event.routeKey}):`, err);
      return gatewayAnswer(500, 'Internal Server Error');
    }
  }

  const server = http.createServer((req, res) => {
    const started = Date.now();
    const port = (server.address() as AddressInfo).port;
    void answer(req, port).then((response) => {
      res.writeHead(response.statusCode, {
        ...response.headers,
        'apigw-requestid': randomUUID(),
        'content-length': String(response.body.length),
        ...(response.cookies.length ? { 'set-cookie': response.cookies } : {}),
      });
      res.end(response.body);
      if (opts.logRequests) opts.log.info(`${req.method} ${(req.url ?? '/').split('?')[0]} ${response.statusCode} ${Date.now() - started}ms`);
    });
  });

  answerClientErrors(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `http://localhost:${port}`,
    stop: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

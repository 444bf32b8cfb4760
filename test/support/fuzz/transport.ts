/**
 * How fuzz requests are sent: over HTTP to the local API Gateway (the real thing), or in process to a handler
 * (the controls that prove the property can fail). Both give up after `timeoutMs`: a hang is a finding.
 */
import http from 'node:http';
import type { Context } from 'aws-lambda';
import type { HttpRoute } from '../../../infra/routes';
import { buildHttpApiEvent, toGatewayResponse } from '../../../infra/local/http-event';
import { createRouteMatcher } from '../../../infra/local/http-routes';
import { createLambdaContext } from '../../../infra/local/lambda-context';
import type { FuzzResponse, Transport, WireRequest } from './model';

export function httpTransport(baseUrl: string, timeoutMs: number): Transport {
  const base = new URL(baseUrl);
  const agent = new http.Agent({ keepAlive: true, maxSockets: 8 });
  return (request) =>
    new Promise<FuzzResponse>((resolve) => {
      const started = Date.now();
      const body = request.body === undefined ? undefined : Buffer.from(request.body, 'utf8');
      let settled = false;
      const done = (response: Omit<FuzzResponse, 'ms'>) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        resolve({ ...response, ms: Date.now() - started });
      };
      const req = http.request(
        {
          host: base.hostname,
          port: base.port,
          method: request.method,
          path: request.url,
          agent,
          headers: { ...request.headers, ...(body ? { 'content-length': String(body.length) } : {}) },
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => {
            const headers: Record<string, string> = {};
            for (const [name, value] of Object.entries(res.headers)) if (value !== undefined) headers[name] = String(value);
            done({ status: res.statusCode ?? 0, headers, text: Buffer.concat(chunks).toString('utf8') });
          });
          res.on('error', (err) => done({ status: 0, headers: {}, text: '', failure: `response error: ${err.message}` }));
        },
      );
      const timer = setTimeout(() => {
        done({ status: 0, headers: {}, text: '', failure: `no answer within ${timeoutMs} ms` });
        req.destroy();
      }, timeoutMs);
      req.on('error', (err) => done({ status: 0, headers: {}, text: '', failure: `request error: ${err.message}` }));
      req.end(body);
    });
}

type AnyHandler = (event: never, context: Context) => unknown;

/**
 * Calls `handler` the way the local API Gateway would for `route` (same event builder and response reading), for
 * public routes. Throws become a 500 as in API Gateway.
 */
export function inProcessTransport(route: HttpRoute, handler: AnyHandler, timeoutMs: number): Transport {
  const match = createRouteMatcher([route]);
  return async (request: WireRequest) => {
    const started = Date.now();
    const answer = (status: number, text: string, headers: Record<string, string> = { 'content-type': 'application/json' }) => ({
      status,
      headers,
      text,
      ms: Date.now() - started,
    });
    const matched = match(request.method, request.url.split('?')[0]!);
    if (!matched) return answer(404, JSON.stringify({ message: 'Not Found' }));
    const rawHeaders = Object.entries(request.headers).flat();
    const event = buildHttpApiEvent(
      {
        method: request.method,
        url: request.url,
        rawHeaders,
        body: Buffer.from(request.body ?? '', 'utf8'),
        sourceIp: '127.0.0.1',
        httpVersion: '1.1',
        localPort: 0,
      },
      matched,
      null,
    );
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<'timeout'>((resolve) => (timer = setTimeout(() => resolve('timeout'), timeoutMs)));
    try {
      const result = await Promise.race([Promise.resolve(handler(event as never, createLambdaContext(route.fn, timeoutMs))), timeout]);
      if (result === 'timeout') return { ...answer(0, ''), failure: `no answer within ${timeoutMs} ms` };
      const response = toGatewayResponse(result);
      return answer(response.statusCode, response.body.toString('utf8'), response.headers);
    } catch {
      return answer(500, JSON.stringify({ message: 'Internal Server Error' }));
    } finally {
      clearTimeout(timer);
    }
  };
}

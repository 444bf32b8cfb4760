/**
 * The local WebSocket API: `$connect` (a non-2xx answer refuses the upgrade), one invocation per message routed by
 * `$request.body.action` (else `$default`), `$disconnect` on close, and the `@connections` management endpoint on the
 * same port, so ApiGatewayManagementApiClient({ endpoint: WS_MANAGEMENT_ENDPOINT }) works unchanged.
 */
import http, { STATUS_CODES } from 'node:http';
import type { AddressInfo } from 'node:net';
import { WebSocketServer, type WebSocket } from 'ws';
import type { HandlerLoader } from './handler-loader';
import { createLambdaContext } from './lambda-context';
import type { LocalLog } from './log';
import { connectEvent, disconnectEvent, messageEvent, newConnectionId, type WsConnectionInfo } from './ws-events';

export interface WsGatewayOptions {
  port: number;
  stage: string;
  routes: readonly { routeKey: string; fn: string }[];
  loadHandler: HandlerLoader;
  log: LocalLog;
  logRequests: boolean;
}

export interface WsGateway {
  /** What browsers connect to. */
  url: string;
  /** WS_MANAGEMENT_ENDPOINT for ApiGatewayManagementApiClient. */
  managementEndpoint: string;
  connectionIds(): string[];
  stop(): Promise<void>;
}

interface Connection {
  info: WsConnectionInfo;
  socket: WebSocket;
  lastActiveAt: number;
  /** Messages (then $disconnect) reach the functions one at a time, in the order they arrived. */
  queue: Promise<void>;
}

/** Lambda's WebSocket integration timeout. */
const WS_TIMEOUT_MS = 29_000;

function readHeaders(rawHeaders: string[]) {
  const headers: Record<string, string> = {};
  const multiValueHeaders: Record<string, string[]> = {};
  for (let i = 0; i < rawHeaders.length; i += 2) {
    // API Gateway keeps the client's header casing in WebSocket events.
    const name = rawHeaders[i]!;
    const value = rawHeaders[i + 1]!;
    headers[name] = value;
    (multiValueHeaders[name] ??= []).push(value);
  }
  return { headers, multiValueHeaders };
}

function isSuccess(result: unknown): boolean {
  if (typeof result !== 'object' || result === null || !('statusCode' in result)) return true;
  const status = Number((result as { statusCode: unknown }).statusCode);
  return status >= 200 && status < 300;
}

function statusOf(result: unknown): number {
  const status = Number((result as { statusCode?: unknown }).statusCode);
  return Number.isInteger(status) && status >= 400 && status < 600 ? status : 500;
}

function readBody(req: http.IncomingMessage): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks)));
    req.on('error', reject);
  });
}

export async function startWsGateway(opts: WsGatewayOptions): Promise<WsGateway> {
  const connections = new Map<string, Connection>();
  const routeFn = new Map(opts.routes.map((r) => [r.routeKey, r.fn]));
  const wss = new WebSocketServer({ noServer: true });
  let stopping = false;

  async function invoke(routeKey: string, event: unknown): Promise<unknown> {
    const fn = routeFn.get(routeKey);
    if (!fn) return undefined; // no integration for this route: API Gateway simply accepts
    const handler = await opts.loadHandler(fn);
    return handler(event as never, createLambdaContext(fn, WS_TIMEOUT_MS));
  }

  function selectRoute(data: Buffer, isBinary: boolean): string {
    if (isBinary) return '$default';
    try {
      const action = (JSON.parse(data.toString('utf8')) as { action?: unknown }).action;
      if (typeof action === 'string' && routeFn.has(action)) return action;
    } catch {
      // not JSON: $default
    }
    return '$default';
  }

  function accept(connection: Connection): void {
    const { socket, info } = connection;
    connections.set(info.connectionId, connection);
    socket.on('message', (data: Buffer, isBinary: boolean) => {
      connection.lastActiveAt = Date.now();
      const routeKey = selectRoute(data, isBinary);
      const event = messageEvent(info, routeKey, data, isBinary);
      connection.queue = connection.queue.then(async () => {
        try {
          await invoke(routeKey, event);
        } catch (err) {
          opts.log.error(`WebSocket ${routeKey} failed (connection ${info.connectionId}):`, err);
          // What API Gateway tells the client when the integration fails.
          const reply = { message: 'Internal server error', connectionId: info.connectionId, requestId: event.requestContext.requestId };
          if (socket.readyState === socket.OPEN) socket.send(JSON.stringify(reply));
        }
      });
    });
    socket.on('close', (code: number, reason: Buffer) => {
      connections.delete(info.connectionId);
      if (opts.logRequests) opts.log.info(`WS disconnect ${info.connectionId} (${code})`);
      if (stopping) return;
      connection.queue = connection.queue.then(async () => {
        try {
          await invoke('$disconnect', disconnectEvent(info, code, reason.toString() || 'Client closed the connection'));
        } catch (err) {
          opts.log.error(`WebSocket $disconnect failed (connection ${info.connectionId}):`, err);
        }
      });
    });
  }

  async function onUpgrade(req: http.IncomingMessage, socket: import('node:stream').Duplex, head: Buffer, port: number) {
    const url = new URL(req.url ?? '/', 'http://localhost');
    const { headers, multiValueHeaders } = readHeaders(req.rawHeaders);
    const info: WsConnectionInfo = {
      connectionId: newConnectionId(),
      connectedAt: Date.now(),
      domainName: req.headers.host ?? `localhost:${port}`,
      stage: opts.stage,
      sourceIp: (req.socket.remoteAddress ?? '127.0.0.1').replace(/^::ffff:/, ''),
      userAgent: req.headers['user-agent'] ?? '',
      headers,
      multiValueHeaders,
    };
    let status = 200;
    try {
      const result = await invoke('$connect', connectEvent(info, url.searchParams));
      if (!isSuccess(result)) status = statusOf(result);
    } catch (err) {
      opts.log.error('WebSocket $connect failed:', err);
      status = 500;
    }
    if (opts.logRequests) opts.log.info(`WS connect ${url.pathname} ${status === 200 ? 101 : status} ${info.connectionId}`);
    if (status !== 200) {
      socket.end(`HTTP/1.1 ${status} ${STATUS_CODES[status] ?? 'Error'}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
      return;
    }
    wss.handleUpgrade(req, socket, head, (ws) => accept({ info, socket: ws, lastActiveAt: Date.now(), queue: Promise.resolve() }));
  }

  /** POST (send), GET (describe), DELETE (disconnect) /@connections/{id}, with or without a stage prefix. */
  async function manage(req: http.IncomingMessage, res: http.ServerResponse) {
    const match = /^(?:\/[^/@]+)?\/@connections\/([^/?]+)$/.exec((req.url ?? '').split('?')[0]!);
    const body = await readBody(req);
    const send = (status: number, payload?: unknown, headers: Record<string, string> = {}) => {
      res.writeHead(status, { 'content-type': 'application/json', ...headers });
      res.end(payload === undefined ? '' : JSON.stringify(payload));
    };
    if (!match) return send(404, { message: 'Not Found' });
    const connection = connections.get(decodeURIComponent(match[1]!));
    if (!connection || connection.socket.readyState !== connection.socket.OPEN) {
      return send(410, { message: null }, { 'x-amzn-errortype': 'GoneException' });
    }
    switch (req.method) {
      case 'POST':
        connection.socket.send(body.toString('utf8'));
        return send(200);
      case 'GET':
        // The wire format is camelCase; the SDK maps it to ConnectedAt, Identity.SourceIp, ...
        return send(200, {
          connectedAt: new Date(connection.info.connectedAt).toISOString(),
          identity: { sourceIp: connection.info.sourceIp, userAgent: connection.info.userAgent },
          lastActiveAt: new Date(connection.lastActiveAt).toISOString(),
        });
      case 'DELETE':
        connection.socket.close(1000, 'Going away');
        return send(204);
      default:
        return send(404, { message: 'Not Found' });
    }
  }

  const server = http.createServer((req, res) => {
    manage(req, res).catch((err: unknown) => {
      opts.log.error('@connections request failed:', err);
      if (!res.headersSent) res.writeHead(500, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Internal server error' }));
    });
  });
  server.on('upgrade', (req, socket, head) => {
    onUpgrade(req, socket, head, (server.address() as AddressInfo).port).catch((err: unknown) => {
      opts.log.error('WebSocket upgrade failed:', err);
      socket.destroy();
    });
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  const port = (server.address() as AddressInfo).port;
  return {
    url: `ws://localhost:${port}`,
    managementEndpoint: `http://127.0.0.1:${port}`,
    connectionIds: () => [...connections.keys()],
    stop: async () => {
      stopping = true;
      for (const { socket } of connections.values()) socket.terminate();
      connections.clear();
      wss.close();
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
    },
  };
}

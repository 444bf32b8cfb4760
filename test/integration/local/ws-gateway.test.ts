/**
 * The local WebSocket API with the real ApiGatewayManagementApiClient: $connect decides the upgrade, messages and
 * $disconnect reach the functions, @connections delivers to a live client and answers GoneException for a gone one.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GetConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import { startWsGateway, type WsGateway } from '../../../infra/local/ws-gateway';
import { handlersFrom, recordingLog, testPorts, waitFor } from './support';

interface WsEvent {
  requestContext: { routeKey: string; eventType: string; connectionId: string; stage: string; domainName: string; connectedAt: number; requestId: string };
  queryStringParameters?: Record<string, string>;
  headers?: Record<string, string>;
  body?: string;
}

const events: WsEvent[] = [];
let gateway: WsGateway;
let management: ApiGatewayManagementApiClient;

beforeAll(async () => {
  const record = (result?: unknown) => async (event: WsEvent) => {
    events.push(event);
    return result;
  };
  gateway = await startWsGateway({
    port: testPorts.wsGateway,
    stage: 'local',
    routes: [
      { routeKey: '$connect', fn: 'ws-connect' },
      { routeKey: '$disconnect', fn: 'ws-disconnect' },
      { routeKey: '$default', fn: 'ws-default' },
    ],
    loadHandler: handlersFrom({
      'ws-connect': async (event: WsEvent) => {
        events.push(event);
        return { statusCode: event.queryStringParameters?.token === 'good' ? 200 : 401 };
      },
      'ws-disconnect': record(),
      'ws-default': record({ statusCode: 200 }),
    }),
    log: recordingLog(),
    logRequests: false,
  });
  management = new ApiGatewayManagementApiClient({
    endpoint: gateway.managementEndpoint,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
});

afterAll(async () => {
  management?.destroy();
  await gateway?.stop();
});

beforeEach(() => {
  events.length = 0;
});

function connect(query: string): Promise<{ socket: WebSocket; received: string[] }> {
  return new Promise((resolve, reject) => {
    const socket = new WebSocket(`${gateway.url}/?${query}`, { headers: { 'user-agent': 'vitest-ws' } });
    const received: string[] = [];
    socket.on('message', (data) => received.push(data.toString()));
    socket.once('open', () => resolve({ socket, received }));
    socket.once('unexpected-response', (_req, res) => reject(new Error(`HTTP ${res.statusCode}`)));
    socket.once('error', reject);
  });
}

const connectEvent = () => events.find((e) => e.requestContext.eventType === 'CONNECT')!;

describe('local WebSocket API', () => {
  it('invokes $connect with the query string and refuses the upgrade on a non-2xx answer', async () => {
    await expect(connect('token=bad')).rejects.toThrow('HTTP 401');
    expect(connectEvent()).toMatchObject({
      queryStringParameters: { token: 'bad' },
      requestContext: { routeKey: '$connect', eventType: 'CONNECT', stage: 'local', domainName: `localhost:${testPorts.wsGateway}` },
    });
    expect(gateway.connectionIds()).toEqual([]);
  });

  it('delivers a management-API post to the connected client and routes its messages to $default', async () => {
    const { socket, received } = await connect('token=good');
    const { connectionId, connectedAt } = connectEvent().requestContext;
    expect(connectionId).toMatch(/^[A-Za-z0-9]{15}=$/);
    expect(connectedAt).toBeGreaterThan(Date.now() - 10_000);
    expect(gateway.connectionIds()).toEqual([connectionId]);

    await management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify({ type: 'order.paid', orderId: 'o-1' }) }));
    await waitFor(() => received.length === 1);
    expect(JSON.parse(received[0]!)).toEqual({ type: 'order.paid', orderId: 'o-1' });

    const described = await management.send(new GetConnectionCommand({ ConnectionId: connectionId }));
    expect(described.Identity?.UserAgent).toBe('vitest-ws');
    expect(described.ConnectedAt).toBeInstanceOf(Date);

    socket.send('{"action":"ping"}');
    const message = await waitFor(() => events.find((e) => e.requestContext.eventType === 'MESSAGE'));
    expect(message).toMatchObject({ body: '{"action":"ping"}', requestContext: { routeKey: '$default', connectionId } });

    socket.close();
    const disconnect = await waitFor(() => events.find((e) => e.requestContext.eventType === 'DISCONNECT'));
    expect(disconnect.requestContext).toMatchObject({ routeKey: '$disconnect', connectionId });
  });

  it('answers GoneException for a connection that has gone, and DeleteConnection closes a live one', async () => {
    const { socket } = await connect('token=good');
    const { connectionId } = connectEvent().requestContext;
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));

    await management.send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    expect(await closed).toBe(1000);
    await waitFor(() => events.find((e) => e.requestContext.eventType === 'DISCONNECT'));

    const post = management.send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: 'hello?' }));
    await expect(post).rejects.toBeInstanceOf(GoneException);
    await expect(management.send(new PostToConnectionCommand({ ConnectionId: 'never+existed/=', Data: 'x' }))).rejects.toMatchObject({
      name: 'GoneException',
      $metadata: { httpStatusCode: 410 },
    });
  });
});

/** WebSocket API Lambda events ($connect, messages, $disconnect), shaped as API Gateway sends them. */
import { randomBytes, randomUUID } from 'node:crypto';
import { LOCAL_ACCOUNT_ID } from './lambda-context';
import { LOCAL_API_ID, requestTime } from './http-event';

export interface WsConnectionInfo {
  connectionId: string;
  connectedAt: number;
  domainName: string;
  stage: string;
  sourceIp: string;
  userAgent: string;
  headers: Record<string, string>;
  multiValueHeaders: Record<string, string[]>;
}

/** API Gateway connection ids look like "L0SM9cOFvHcCIhw=": 16 base64 characters. */
export function newConnectionId(): string {
  return randomBytes(11).toString('base64').replace(/\+/g, 'A').replace(/\//g, 'B');
}

function requestContext(connection: WsConnectionInfo, routeKey: string, eventType: 'CONNECT' | 'MESSAGE' | 'DISCONNECT') {
  const now = new Date();
  const requestId = randomUUID();
  return {
    routeKey,
    eventType,
    extendedRequestId: requestId,
    requestTime: requestTime(now),
    messageDirection: 'IN' as const,
    stage: connection.stage,
    connectedAt: connection.connectedAt,
    requestTimeEpoch: now.getTime(),
    identity: { sourceIp: connection.sourceIp, userAgent: connection.userAgent },
    requestId,
    domainName: connection.domainName,
    connectionId: connection.connectionId,
    apiId: LOCAL_API_ID,
    accountId: LOCAL_ACCOUNT_ID,
  };
}

export function connectEvent(connection: WsConnectionInfo, query: URLSearchParams) {
  const queryStringParameters: Record<string, string> = {};
  const multiValueQueryStringParameters: Record<string, string[]> = {};
  for (const [name, value] of query) {
    queryStringParameters[name] = value; // the last value wins, as in API Gateway's single-value map
    (multiValueQueryStringParameters[name] ??= []).push(value);
  }
  const hasQuery = Object.keys(queryStringParameters).length > 0;
  return {
    headers: connection.headers,
    multiValueHeaders: connection.multiValueHeaders,
    ...(hasQuery ? { queryStringParameters, multiValueQueryStringParameters } : {}),
    requestContext: requestContext(connection, '$connect', 'CONNECT'),
    isBase64Encoded: false,
  };
}

export function messageEvent(connection: WsConnectionInfo, routeKey: string, data: Buffer, isBinary: boolean) {
  return {
    requestContext: { ...requestContext(connection, routeKey, 'MESSAGE'), messageId: randomUUID() },
    body: isBinary ? data.toString('base64') : data.toString('utf8'),
    isBase64Encoded: isBinary,
  };
}

export function disconnectEvent(connection: WsConnectionInfo, statusCode: number, reason: string) {
  return {
    headers: connection.headers,
    multiValueHeaders: connection.multiValueHeaders,
    requestContext: {
      ...requestContext(connection, '$disconnect', 'DISCONNECT'),
      disconnectStatusCode: statusCode,
      disconnectReason: reason,
    },
    isBase64Encoded: false,
  };
}

import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { logger } from './lib/logger';
import { observability } from './lib/observability';
import { Publisher } from './lib/realtime/configured';

/**
 * $default: the only message a client sends is the heartbeat `{"type":"ping"}` (it keeps idle connections open
 * and tells the client the socket still works); it is answered with a pong. Anything else is refused with 400.
 */
async function onMessage(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  let type: unknown;
  try {
    type = (JSON.parse(event.body ?? '') as { type?: unknown }).type;
  } catch {
    type = undefined;
  }
  if (type !== 'ping') return { statusCode: 400, body: 'Only {"type":"ping"} is understood' };
  await Publisher.postToConnection(event.requestContext.connectionId, { type: 'pong', at: new Date().toISOString() });
  return { statusCode: 200 };
}

export const handler = middy(onMessage).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));

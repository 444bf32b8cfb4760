import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { APIGatewayProxyResultV2, APIGatewayProxyWebsocketEventV2 } from 'aws-lambda';
import { Connections } from './lib/composition';
import { logger } from './lib/logger';
import { observability } from './lib/observability';

/** $disconnect: forget the connection (idempotent; a 410 during a broadcast may have removed it already). */
async function disconnect(event: APIGatewayProxyWebsocketEventV2): Promise<APIGatewayProxyResultV2> {
  await Connections.remove(event.requestContext.connectionId);
  return { statusCode: 200 };
}

export const handler = middy(disconnect).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));

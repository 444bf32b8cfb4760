import middy from '@middy/core';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { Connections } from './lib/composition';
import { logger } from './lib/logger';
import { publish } from './lib/realtime/publisher';
import { liveChangeFrom } from './lib/realtime/stream-changes';

/**
 * DynamoDB stream -> live messages (DESIGN.md 8): each order or service-request change is posted to the
 * restaurant's dashboard connections, and an order's change to the diners watching it.
 */
async function broadcast(event: DynamoDBStreamEvent): Promise<void> {
  for (const record of event.Records) {
    const change = liveChangeFrom(record);
    if (!change) continue;
    const [members, diners] = await Promise.all([
      Connections.listByRestaurant(change.restaurantId),
      change.orderId ? Connections.listByOrder(change.orderId) : Promise.resolve([]),
    ]);
    const targets = [...members, ...diners].map((c) => c.connectionId);
    if (targets.length === 0) continue;
    const result = await publish(targets, change.message);
    logger.info('Broadcast', { type: change.message.type, restaurantId: change.restaurantId, ...result });
  }
}

export const handler = middy(broadcast).use(injectLambdaContext(logger, { resetKeys: true }));

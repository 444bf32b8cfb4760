import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { Connections } from './lib/composition';
import { logger } from './lib/logger';
import { observability } from './lib/observability';
import { publish } from './lib/realtime/publisher';
import { liveChangeFrom } from './lib/realtime/stream-changes';

/**
 * DynamoDB stream -> live messages (DESIGN.md 8): each order or service-request change is posted to the
 * restaurant's dashboard connections, and an order's change to the diners watching it.
 *
 * Partial-batch responses (Powertools batch; the event source mapping has ReportBatchItemFailures): a record that
 * fails is named in `batchItemFailures` and the others count as delivered, so one bad record does not make Lambda
 * retry the whole batch. Lambda retries from the first failed record (infra/stacks/realtime-stack.ts: a few times,
 * bisecting), then sends the record's pointer to the stream's dead-letter queue (README, Operations). Records are
 * handled one after another, in stream order, as before: a dashboard sees an order's changes in the order they
 * happened.
 */
async function broadcastRecord(record: DynamoDBRecord): Promise<void> {
  const change = liveChangeFrom(record);
  if (!change) return;
  try {
    const [members, diners] = await Promise.all([
      Connections.listByRestaurant(change.restaurantId),
      change.orderId ? Connections.listByOrder(change.orderId) : Promise.resolve([]),
    ]);
    const targets = [...members, ...diners].map((c) => c.connectionId);
    if (targets.length === 0) return;
    const result = await publish(targets, change.message);
    logger.info('Broadcast', { type: change.message.type, restaurantId: change.restaurantId, ...result });
  } catch (error) {
    logger.error('Broadcast failed; the record is reported as a batch item failure', {
      sequenceNumber: record.dynamodb?.SequenceNumber,
      type: change.message.type,
      restaurantId: change.restaurantId,
      error: error as Error,
    });
    throw error;
  }
}

const processor = new BatchProcessor(EventType.DynamoDBStreams);

async function broadcast(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  return processPartialResponse(event, broadcastRecord, processor, { context, processInParallel: false });
}

export const handler = middy(broadcast).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));

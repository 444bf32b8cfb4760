import { BatchProcessor, EventType, processPartialResponse } from '@aws-lambda-powertools/batch';
import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { Context, DynamoDBBatchResponse, DynamoDBStreamEvent } from 'aws-lambda';
import { Connections, TableSessions } from './lib/composition';
import { logger } from './lib/logger';
import { observability } from './lib/observability';
import { startBroadcast } from './lib/realtime/broadcast-batch';
import { Publisher } from './lib/realtime/configured';

/**
 * DynamoDB stream -> live messages (DESIGN.md 8), a batch at a time (lib/realtime/broadcast-batch.ts: connections
 * looked up once per batch, one order's messages in stream order, the batch's posts under one bound).
 *
 * Partial-batch responses (the event source mapping has ReportBatchItemFailures), by Powertools' batch processor: the
 * first failed record and every one after it are named in `batchItemFailures` (Lambda resumes the shard there); when
 * that is the whole batch the invocation fails instead (FullBatchFailureError), so Lambda retries and bisects it
 * (infra/stacks/realtime-stack.ts), then sends the record's pointer to the stream's dead-letter queue (README,
 * Operations). The records are delivered side by side; the processor only collects their outcomes, in stream order.
 */
async function broadcast(event: DynamoDBStreamEvent, context: Context): Promise<DynamoDBBatchResponse> {
  const batch = startBroadcast(event.Records, { connections: Connections, tableSessions: TableSessions, publish: Publisher.publish });
  try {
    // A processor per batch: it holds the batch's state, and the local runtime may run two batches in one process.
    const processor = new BatchProcessor(EventType.DynamoDBStreams);
    return await processPartialResponse(event, batch.processed, processor, { context, processInParallel: false });
  } finally {
    logger.info('Broadcast', { ...batch.summary() });
  }
}

export const handler = middy(broadcast).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));

import { injectLambdaContext } from '@aws-lambda-powertools/logger/middleware';
import middy from '@middy/core';
import type { DynamoDBBatchResponse, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { Connections } from './lib/composition';
import { logger } from './lib/logger';
import { observability } from './lib/observability';
import { createLimiter, POST_CONCURRENCY, type Limiter } from './lib/realtime/limit';
import { publish, type PublishResult } from './lib/realtime/publisher';
import { liveChangeFrom, type LiveChange } from './lib/realtime/stream-changes';

/**
 * DynamoDB stream -> live messages (DESIGN.md 8), a batch at a time: each record becomes at most one message
 * (lib/realtime/stream-changes: an order change reaches the diners watching it, and the restaurant's dashboards only
 * when the board shows it; a service-request change reaches the dashboards).
 *
 *  - Each restaurant's dashboard connections, and each order's diner connections, are looked up once per batch.
 *  - Posts go out concurrently, at most POST_CONCURRENCY in flight for the whole batch. The messages about one
 *    order (or service request) are posted one after another in stream order, each to all its sockets before the
 *    next, so a dashboard sees an order's changes in the order they happened; different orders go side by side.
 *  - Partial-batch responses (the event source mapping has ReportBatchItemFailures): a record fails when it cannot
 *    be read or its connections cannot be looked up (one socket failing to take a post does not fail it; a gone one
 *    is deleted). Lambda retries a shard from the first failed record, so that record and every one after it are
 *    named in `batchItemFailures`; when that is the whole batch the invocation fails instead, so Lambda retries and
 *    bisects it (infra/stacks/realtime-stack.ts), then sends the record's pointer to the stream's dead-letter queue
 *    (README, Operations).
 */

interface Entry {
  record: DynamoDBRecord;
  change: LiveChange | null;
  failed: boolean;
}

type ConnectionIds = Map<string, Promise<string[]>>;

/** Looks each key up once, all of them side by side; a failed look-up fails only the records that need it. */
function lookUpOnce(keys: Iterable<string>, list: (key: string) => Promise<{ connectionId: string }[]>): ConnectionIds {
  const found: ConnectionIds = new Map();
  for (const key of keys) {
    if (found.has(key)) continue;
    const ids = list(key).then((connections) => connections.map((c) => c.connectionId));
    ids.catch(() => {}); // reported by the records that await it
    found.set(key, ids);
  }
  return found;
}

async function deliver(entry: Entry, members: ConnectionIds, diners: ConnectionIds, limit: Limiter, totals: PublishResult): Promise<void> {
  const change = entry.change;
  if (!change) return;
  try {
    const [memberIds, dinerIds] = await Promise.all([
      change.toDashboards ? members.get(change.restaurantId)! : [],
      change.orderId ? diners.get(change.orderId)! : [],
    ]);
    const targets = [...memberIds, ...dinerIds];
    if (targets.length === 0) return;
    const result = await publish(targets, change.message, limit);
    totals.sent += result.sent;
    totals.gone += result.gone;
    totals.failed += result.failed;
  } catch (error) {
    entry.failed = true;
    logger.error('Broadcast failed; the record is reported as a batch item failure', {
      sequenceNumber: entry.record.dynamodb?.SequenceNumber,
      type: change.message.type,
      restaurantId: change.restaurantId,
      error: error as Error,
    });
  }
}

function readChange(record: DynamoDBRecord): Entry {
  try {
    return { record, change: liveChangeFrom(record), failed: false };
  } catch (error) {
    logger.error('A stream record could not be read; it is reported as a batch item failure', {
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    return { record, change: null, failed: true };
  }
}

async function broadcast(event: DynamoDBStreamEvent): Promise<DynamoDBBatchResponse> {
  const entries = event.Records.map(readChange);
  const changes = entries.flatMap((e) => (e.change ? [e.change] : []));
  const members = lookUpOnce(
    changes.filter((c) => c.toDashboards).map((c) => c.restaurantId),
    (restaurantId) => Connections.listByRestaurant(restaurantId),
  );
  const diners = lookUpOnce(
    changes.flatMap((c) => (c.orderId ? [c.orderId] : [])),
    (orderId) => Connections.listByOrder(orderId),
  );

  // One chain per order or service request, in stream order; the chains run side by side under one limiter.
  const chains = new Map<string, Entry[]>();
  for (const entry of entries) {
    if (!entry.change) continue;
    const chain = chains.get(entry.change.subject);
    if (chain) chain.push(entry);
    else chains.set(entry.change.subject, [entry]);
  }
  const limit = createLimiter(POST_CONCURRENCY);
  const totals: PublishResult = { sent: 0, gone: 0, failed: 0 };
  await Promise.all(
    [...chains.values()].map(async (chain) => {
      for (const entry of chain) await deliver(entry, members, diners, limit, totals);
    }),
  );
  logger.info('Broadcast', { records: entries.length, messages: changes.length, ...totals });

  const firstFailed = entries.findIndex((e) => e.failed);
  if (firstFailed === -1) return { batchItemFailures: [] };
  if (firstFailed === 0) throw new Error(`The batch's first record failed: all ${entries.length} records are retried (Lambda bisects the batch)`);
  return { batchItemFailures: entries.slice(firstFailed).map((e) => ({ itemIdentifier: e.record.dynamodb?.SequenceNumber ?? '' })) };
}

export const handler = middy(broadcast).use(observability()).use(injectLambdaContext(logger, { resetKeys: true }));

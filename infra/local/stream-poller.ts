/**
 * Lambda's DynamoDB event source mapping, locally: polls the table's stream about every 50 ms from LATEST at boot,
 * follows new shards, and hands each batch to every stream function of infra/routes.ts in order. A failing function
 * gets the same batch again a few times, then the batch is skipped for it (logged), so one bad record cannot stall
 * the realtime feed. A function answering with `batchItemFailures` (ReportBatchItemFailures, as in AWS) gets the
 * batch again from its first failed record on, as Lambda does; in AWS what still fails then goes to the dead-letter
 * queue, here it is logged.
 */
import { DescribeTableCommand, DynamoDBClient } from '@aws-sdk/client-dynamodb';
import {
  DescribeStreamCommand,
  DynamoDBStreamsClient,
  GetRecordsCommand,
  GetShardIteratorCommand,
  type Shard,
  type ShardIteratorType,
} from '@aws-sdk/client-dynamodb-streams';
import type { DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from './dynamo';
import { MissingFunctionError, type HandlerLoader } from './handler-loader';
import { createLambdaContext } from './lambda-context';
import type { LocalLog } from './log';
import { passesStreamFilter } from '../stream-filters';
import { toLambdaRecord } from './stream-records';

export interface StreamPollerOptions {
  endpoint: string;
  tableName: string;
  region: string;
  functions: readonly string[];
  loadHandler: HandlerLoader;
  log: LocalLog;
  intervalMs?: number;
  /** Invocations of one batch per function before it is skipped. */
  maxAttempts?: number;
}

export interface StreamPoller {
  stop(): Promise<void>;
}

interface ShardReader {
  shardId: string;
  iterator: string | undefined;
  lastSequenceNumber?: string;
}

const BATCH_SIZE = 100;
const STREAM_FUNCTION_TIMEOUT_MS = 60_000;
/** New shards are looked for once a second, not on every poll. */
const SHARD_DISCOVERY_EVERY_MS = 1000;

export async function startStreamPoller(opts: StreamPollerOptions): Promise<StreamPoller> {
  const intervalMs = opts.intervalMs ?? 50;
  const maxAttempts = opts.maxAttempts ?? 3;
  const clientConfig = { endpoint: opts.endpoint, region: opts.region, credentials: localCredentials };
  const streams = new DynamoDBStreamsClient(clientConfig);

  const dynamo = new DynamoDBClient(clientConfig);
  const { Table } = await dynamo.send(new DescribeTableCommand({ TableName: opts.tableName })).finally(() => dynamo.destroy());
  const streamArn = Table?.LatestStreamArn;
  if (!streamArn) throw new Error(`Table ${opts.tableName} has no stream; infra/table.ts asks for one.`);

  const readers = new Map<string, ShardReader>();
  /** Shards finished (or skipped at boot): never read again. */
  const done = new Set<string>();

  async function listShards(): Promise<Shard[]> {
    const shards: Shard[] = [];
    let exclusiveStartShardId: string | undefined;
    do {
      const { StreamDescription } = await streams.send(
        new DescribeStreamCommand({ StreamArn: streamArn, ExclusiveStartShardId: exclusiveStartShardId }),
      );
      shards.push(...(StreamDescription?.Shards ?? []));
      exclusiveStartShardId = StreamDescription?.LastEvaluatedShardId;
    } while (exclusiveStartShardId);
    return shards;
  }

  async function iterator(shardId: string, type: ShardIteratorType, sequenceNumber?: string): Promise<string | undefined> {
    const { ShardIterator } = await streams.send(
      new GetShardIteratorCommand({ StreamArn: streamArn, ShardId: shardId, ShardIteratorType: type, SequenceNumber: sequenceNumber }),
    );
    return ShardIterator;
  }

  /** At boot: open shards from LATEST, closed ones are history. Later: every new shard from its start. */
  async function discoverShards(atBoot: boolean): Promise<void> {
    for (const shard of await listShards()) {
      const shardId = shard.ShardId!;
      if (readers.has(shardId) || done.has(shardId)) continue;
      const closed = !!shard.SequenceNumberRange?.EndingSequenceNumber;
      if (atBoot) {
        if (closed) done.add(shardId);
        else readers.set(shardId, { shardId, iterator: await iterator(shardId, 'LATEST') });
        continue;
      }
      // A child shard continues its parent: read it only once the parent is drained, to keep per-key order.
      if (shard.ParentShardId && readers.has(shard.ParentShardId)) continue;
      readers.set(shardId, { shardId, iterator: await iterator(shardId, 'TRIM_HORIZON') });
    }
  }

  /** A stream function that is not written yet is expected while building: said once, then skipped. */
  const reportedMissing = new Set<string>();
  async function handlerFor(fn: string) {
    try {
      return await opts.loadHandler(fn);
    } catch (err) {
      if (!(err instanceof MissingFunctionError)) throw err;
      if (!reportedMissing.has(fn)) opts.log.info(`Stream records are not delivered to ${fn}: ${err.message}.`);
      reportedMissing.add(fn);
      return null;
    }
  }

  async function deliver(batch: DynamoDBStreamEvent): Promise<void> {
    for (const fn of opts.functions) {
      // As the function's event source mapping filters in AWS: a batch with none of its records does not invoke it.
      let event: DynamoDBStreamEvent = { Records: batch.Records.filter((record) => passesStreamFilter(fn, record)) };
      if (event.Records.length === 0) continue;
      for (let attempt = 1; ; attempt++) {
        try {
          const handler = await handlerFor(fn);
          if (!handler) break;
          const response: unknown = await handler(event as never, createLambdaContext(fn, STREAM_FUNCTION_TIMEOUT_MS));
          const rest = fromFirstFailure(event, response);
          if (!rest) break;
          if (attempt >= maxAttempts) {
            opts.log.error(`Stream function ${fn} failed ${attempt} times on ${rest.Records.length} record(s); skipping them.`);
            break;
          }
          opts.log.error(`Stream function ${fn} reported ${rest.Records.length} record(s) from a failed one on (attempt ${attempt} of ${maxAttempts}), retrying them.`);
          event = rest;
          await new Promise((r) => setTimeout(r, 100 * attempt));
        } catch (err) {
          if (attempt >= maxAttempts) {
            opts.log.error(`Stream function ${fn} failed ${attempt} times; skipping a batch of ${event.Records.length} record(s):`, err);
            break;
          }
          opts.log.error(`Stream function ${fn} failed (attempt ${attempt} of ${maxAttempts}), retrying:`, err);
          await new Promise((r) => setTimeout(r, 100 * attempt));
        }
      }
    }
  }

  async function readShard(reader: ShardReader): Promise<void> {
    if (!reader.iterator) {
      readers.delete(reader.shardId);
      done.add(reader.shardId);
      return;
    }
    let result;
    try {
      result = await streams.send(new GetRecordsCommand({ ShardIterator: reader.iterator, Limit: BATCH_SIZE }));
    } catch (err) {
      if ((err as Error).name !== 'ExpiredIteratorException') throw err;
      reader.iterator = reader.lastSequenceNumber
        ? await iterator(reader.shardId, 'AFTER_SEQUENCE_NUMBER', reader.lastSequenceNumber)
        : await iterator(reader.shardId, 'LATEST');
      return;
    }
    const records = result.Records ?? [];
    if (records.length > 0) {
      await deliver({ Records: records.map((r) => toLambdaRecord(r, opts.region, streamArn!)) });
      reader.lastSequenceNumber = records[records.length - 1]!.dynamodb?.SequenceNumber;
    }
    reader.iterator = result.NextShardIterator;
  }

  await discoverShards(true);

  let stopped = false;
  let lastDiscovery = Date.now();
  const loop = (async () => {
    while (!stopped) {
      try {
        if (Date.now() - lastDiscovery >= SHARD_DISCOVERY_EVERY_MS) {
          lastDiscovery = Date.now();
          await discoverShards(false);
        }
        for (const reader of [...readers.values()]) {
          if (stopped) break;
          await readShard(reader);
        }
      } catch (err) {
        if (!stopped) opts.log.error('Stream poller:', err);
      }
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();

  return {
    stop: async () => {
      stopped = true;
      await loop;
      streams.destroy();
    },
  };
}

/**
 * The records to deliver again after a partial-batch response: from the first failed record's sequence number on
 * (Lambda's semantics for streams); null when the response names no failure.
 */
function fromFirstFailure(event: DynamoDBStreamEvent, response: unknown): DynamoDBStreamEvent | null {
  const failures = (response as { batchItemFailures?: { itemIdentifier?: string }[] } | undefined)?.batchItemFailures;
  if (!Array.isArray(failures) || failures.length === 0) return null;
  const failed = new Set(failures.map((f) => f.itemIdentifier));
  const first = event.Records.findIndex((record) => failed.has(record.dynamodb?.SequenceNumber));
  return first < 0 ? null : { Records: event.Records.slice(first) };
}

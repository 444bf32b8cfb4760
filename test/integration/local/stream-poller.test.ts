/**
 * The stream poller against DynamoDB Local's real stream: table changes reach the stream functions as Lambda's
 * DynamoDBStreamEvent, in order, and a failing function gets the batch again before it is skipped; one answering with
 * batchItemFailures gets it again from the first failed record on.
 */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DynamoDBClient, PutItemCommand, UpdateItemCommand } from '@aws-sdk/client-dynamodb';
import type { DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { localCredentials } from '../../../infra/local/dynamo';
import { startStreamPoller, type StreamPoller } from '../../../infra/local/stream-poller';
import { handlersFrom, recordingLog, waitFor } from './support';

const endpoint = process.env.DYNAMODB_ENDPOINT!;
const tableName = process.env.TABLE_NAME!;
const runId = randomUUID();
/** The table is shared with other tests: look only at this run's items. */
const mine = (r: DynamoDBRecord) => r.dynamodb?.Keys?.pk?.S?.startsWith(`STREAMTEST#${runId}`);

const received: DynamoDBRecord[] = [];
const flakyBatches: DynamoDBRecord[][] = [];
let flakyFailuresLeft = 1;
const partialBatches: DynamoDBRecord[][] = [];
let partialFailuresLeft = 1;
const log = recordingLog();
let poller: StreamPoller;
let dynamo: DynamoDBClient;

beforeAll(async () => {
  dynamo = new DynamoDBClient({ endpoint, region: 'us-east-1', credentials: localCredentials });
  poller = await startStreamPoller({
    endpoint,
    tableName,
    region: 'us-east-1',
    functions: ['broadcast', 'flaky', 'partial'],
    loadHandler: handlersFrom({
      broadcast: async (event: DynamoDBStreamEvent) => void received.push(...event.Records.filter(mine)),
      flaky: async (event: DynamoDBStreamEvent) => {
        const batch = event.Records.filter(mine);
        if (batch.length > 0) flakyBatches.push(batch);
        if (batch.length > 0 && flakyFailuresLeft-- > 0) throw new Error('flaky failure');
      },
      // Reports the last of its records failed, once (ReportBatchItemFailures).
      partial: async (event: DynamoDBStreamEvent) => {
        const batch = event.Records.filter(mine);
        if (batch.length === 0) return { batchItemFailures: [] };
        partialBatches.push(batch);
        if (partialFailuresLeft-- <= 0) return { batchItemFailures: [] };
        return { batchItemFailures: [{ itemIdentifier: batch.at(-1)!.dynamodb!.SequenceNumber! }] };
      },
    }),
    log,
    intervalMs: 50,
  });
});

afterAll(async () => {
  await poller?.stop();
  dynamo?.destroy();
});

describe('stream poller', () => {
  it('delivers an INSERT and a MODIFY with both images as Lambda stream records', async () => {
    const pk = `STREAMTEST#${runId}#order`;
    await dynamo.send(new PutItemCommand({ TableName: tableName, Item: { pk: { S: pk }, sk: { S: 'ORDER' }, status: { S: 'paid' } } }));
    await dynamo.send(
      new UpdateItemCommand({
        TableName: tableName,
        Key: { pk: { S: pk }, sk: { S: 'ORDER' } },
        UpdateExpression: 'SET #s = :s',
        ExpressionAttributeNames: { '#s': 'status' },
        ExpressionAttributeValues: { ':s': { S: 'ready' } },
      }),
    );

    await waitFor(() => received.length >= 2, 10_000);
    const [insert, modify] = received;
    expect(insert).toMatchObject({
      eventName: 'INSERT',
      eventSource: 'aws:dynamodb',
      awsRegion: 'us-east-1',
      dynamodb: {
        Keys: { pk: { S: pk }, sk: { S: 'ORDER' } },
        NewImage: { pk: { S: pk }, sk: { S: 'ORDER' }, status: { S: 'paid' } },
        StreamViewType: 'NEW_AND_OLD_IMAGES',
      },
    });
    expect(insert!.dynamodb!.OldImage).toBeUndefined();
    expect(insert!.eventSourceARN).toContain(`table/${tableName}/stream/`);
    expect(typeof insert!.eventID).toBe('string');
    expect(typeof insert!.dynamodb!.ApproximateCreationDateTime).toBe('number');
    expect(typeof insert!.dynamodb!.SizeBytes).toBe('number');

    expect(modify).toMatchObject({
      eventName: 'MODIFY',
      dynamodb: { OldImage: { status: { S: 'paid' } }, NewImage: { status: { S: 'ready' } } },
    });
    expect(BigInt(modify!.dynamodb!.SequenceNumber!)).toBeGreaterThan(BigInt(insert!.dynamodb!.SequenceNumber!));
  });

  it('retries a failing function with the same batch, and logs the failure', async () => {
    await waitFor(() => flakyBatches.length >= 2, 10_000);
    expect(flakyBatches[1]!.map((r) => r.eventID)).toEqual(flakyBatches[0]!.map((r) => r.eventID));
    expect(log.lines.some((l) => l.includes('Stream function flaky failed (attempt 1 of 3)') && l.includes('flaky failure'))).toBe(true);
  });

  it('delivers a partial-batch failure again from the failed record on, not the records before it', async () => {
    await waitFor(() => partialBatches.length >= 2, 10_000);
    const [first, again] = partialBatches;
    expect(again![0]!.eventID).toBe(first!.at(-1)!.eventID);
    for (const earlier of first!.slice(0, -1)) expect(again!.map((r) => r.eventID)).not.toContain(earlier.eventID);
    expect(log.lines.some((l) => l.includes('Stream function partial reported') && l.includes('(attempt 1 of 3)'))).toBe(true);
  });
});

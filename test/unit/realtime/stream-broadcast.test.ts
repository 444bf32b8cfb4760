import '../db/function-env';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';

/**
 * The stream handler's partial-batch response: a record whose broadcast fails is named in batchItemFailures (by its
 * sequence number) and the others are delivered, so Lambda does not retry the whole batch.
 */
const publish = vi.fn();
vi.mock('../../../functions/lib/realtime/publisher', () => ({ publish: (...a: unknown[]) => publish(...a) }));
vi.mock('../../../functions/lib/composition', () => ({
  Connections: {
    listByRestaurant: async (restaurantId: string) => [{ connectionId: `member-of-${restaurantId}` }],
    listByOrder: async () => [],
  },
}));
// Each record's change is read from its Keys here, so the test needs no ElectroDB images.
vi.mock('../../../functions/lib/realtime/stream-changes', () => ({
  liveChangeFrom: (record: DynamoDBRecord) => {
    const restaurantId = record.dynamodb?.Keys?.pk?.S;
    if (!restaurantId) return null;
    return { restaurantId, orderId: null, message: { type: 'service_request.changed', request: { restaurantId } } };
  },
}));

const { handler } = await import('../../../functions/stream-broadcast');

function record(sequenceNumber: string, restaurantId: string | null): DynamoDBRecord {
  return {
    eventID: `event-${sequenceNumber}`,
    eventName: 'MODIFY',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: { SequenceNumber: sequenceNumber, Keys: restaurantId ? { pk: { S: restaurantId } } : {}, StreamViewType: 'NEW_IMAGE' },
  };
}

const context = { functionName: 'stream-broadcast', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const invoke = (event: DynamoDBStreamEvent) => handler(event, context);

beforeEach(() => {
  publish.mockReset();
  publish.mockImplementation(async (targets: string[]) => {
    if (targets.includes('member-of-broken')) throw new Error('GoneException storm');
    return { sent: targets.length, gone: 0, failed: 0 };
  });
});

describe('stream-broadcast partial-batch response', () => {
  it('names only the failing record and delivers the others, in stream order', async () => {
    const result = await invoke({ Records: [record('100', 'r1'), record('200', 'broken'), record('300', 'r3'), record('400', null)] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }] });
    expect(publish.mock.calls.map(([targets]) => targets)).toEqual([['member-of-r1'], ['member-of-broken'], ['member-of-r3']]);
  });

  it('reports no failures when every record is delivered (or silent)', async () => {
    const result = await invoke({ Records: [record('1', 'r1'), record('2', null)] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it('fails the whole invocation when every record failed, so Lambda retries and bisects the batch', async () => {
    await expect(invoke({ Records: [record('7', 'broken'), record('8', 'broken')] })).rejects.toThrow(/All records failed/);
  });
});

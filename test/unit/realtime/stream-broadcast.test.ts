import '../db/function-env';
import type { Context, DynamoDBRecord, DynamoDBStreamEvent } from 'aws-lambda';
import { beforeEach, describe, expect, it, vi } from 'vitest';

process.env.LOG_LEVEL = 'SILENT';

/**
 * The stream handler, a batch at a time: connections looked up once per restaurant and order, messages about one
 * order posted in stream order, and the partial-batch response (the first failed record and every one after it, by
 * sequence number; the whole invocation fails when that is the whole batch, so Lambda retries and bisects).
 */
const publish = vi.fn();
vi.mock('../../../functions/lib/realtime/configured', () => ({ Publisher: { publish: (...a: unknown[]) => publish(...a) } }));
const listByRestaurant = vi.fn();
const listByOrder = vi.fn();
vi.mock('../../../functions/lib/composition', () => ({
  Connections: { listByRestaurant: (id: string) => listByRestaurant(id), listByOrder: (id: string) => listByOrder(id), listByTableSession: async () => [] },
  TableSessions: { view: async () => null },
}));
// Each record's change is read from its Keys here (pk restaurant, sk subject, dash 'no' = diners only), so the
// test needs no ElectroDB images (stream-changes.test.ts has those).
vi.mock('../../../functions/lib/realtime/stream-changes', () => ({
  liveChangeFrom: (record: DynamoDBRecord) => {
    const keys = record.dynamodb?.Keys;
    const restaurantId = keys?.pk?.S;
    if (restaurantId === 'unreadable') throw new Error('bad image');
    if (!restaurantId) return null;
    const orderId = keys?.sk?.S ?? null;
    const subject = orderId ?? `record-${record.dynamodb?.SequenceNumber}`;
    const message = { type: 'order.changed', order: { restaurantId, id: orderId, seq: record.dynamodb?.SequenceNumber } };
    return { restaurantId, orderId, toDashboards: keys?.dash?.S !== 'no', subject, message };
  },
}));

const { handler } = await import('../../../functions/stream-broadcast');

function record(sequenceNumber: string, restaurantId: string | null, orderId?: string, dashboards = true): DynamoDBRecord {
  const keys: Record<string, { S: string }> = {};
  if (restaurantId) keys.pk = { S: restaurantId };
  if (orderId) keys.sk = { S: orderId };
  if (!dashboards) keys.dash = { S: 'no' };
  return {
    eventID: `event-${sequenceNumber}`,
    eventName: 'MODIFY',
    eventSource: 'aws:dynamodb',
    awsRegion: 'us-east-1',
    dynamodb: { SequenceNumber: sequenceNumber, Keys: keys, StreamViewType: 'NEW_AND_OLD_IMAGES' },
  };
}

const context = { functionName: 'stream-broadcast', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;
const invoke = (event: DynamoDBStreamEvent) => handler(event, context);
const seqOf = (message: { order: { seq: string } }) => message.order.seq;

beforeEach(() => {
  publish.mockReset();
  publish.mockImplementation(async (targets: string[]) => {
    if (targets.includes('member-of-broken')) throw new Error('GoneException storm');
    return { sent: targets.length, gone: 0, failed: 0 };
  });
  listByRestaurant.mockReset();
  listByRestaurant.mockImplementation(async (restaurantId: string) => {
    if (restaurantId === 'lookup-fails') throw new Error('DynamoDB throttled');
    return [{ connectionId: `member-of-${restaurantId}` }];
  });
  listByOrder.mockReset();
  listByOrder.mockImplementation(async (orderId: string) => [{ connectionId: `diner-of-${orderId}` }]);
});

describe('stream-broadcast: a batch together', () => {
  it("looks each restaurant's and each order's connections up once per batch", async () => {
    const records = [record('1', 'r1', 'o1'), record('2', 'r1', 'o2'), record('3', 'r1', 'o1'), record('4', 'r2', 'o3'), record('5', 'r1', 'o2')];
    expect(await invoke({ Records: records })).toEqual({ batchItemFailures: [] });
    expect(listByRestaurant.mock.calls.map(([id]) => id).sort()).toEqual(['r1', 'r2']);
    expect(listByOrder.mock.calls.map(([id]) => id).sort()).toEqual(['o1', 'o2', 'o3']);
    expect(publish).toHaveBeenCalledTimes(5);
    const limits = new Set(publish.mock.calls.map(([, , limit]) => limit));
    expect(limits.size).toBe(1); // one bound for the whole batch
  });

  it('a record the dashboards do not hear goes to its diners only, and needs no restaurant look-up', async () => {
    await invoke({ Records: [record('1', 'r1', 'o1', false)] });
    expect(listByRestaurant).not.toHaveBeenCalled();
    expect(publish.mock.calls.map(([targets]) => targets)).toEqual([['diner-of-o1']]);
  });

  it("posts one order's messages in stream order, each after the previous one was delivered, while other orders go alongside", async () => {
    const releases: (() => void)[] = [];
    const started: string[] = [];
    publish.mockImplementation(async (targets: string[], message: { order: { seq: string } }) => {
      started.push(seqOf(message));
      await new Promise<void>((resolve) => releases.push(resolve));
      return { sent: targets.length, gone: 0, failed: 0 };
    });
    const done = invoke({ Records: [record('1', 'r1', 'o1'), record('2', 'r1', 'o2'), record('3', 'r1', 'o1')] });
    await vi.waitFor(() => expect(started).toEqual(['1', '2']));
    releases.shift()!(); // o1's first message delivered: its second may go
    await vi.waitFor(() => expect(started).toEqual(['1', '2', '3']));
    releases.splice(0).forEach((release) => release());
    expect(await done).toEqual({ batchItemFailures: [] });
  });
});

describe('stream-broadcast partial-batch response', () => {
  it('names the first failing record and every one after it; the ones before are delivered', async () => {
    const result = await invoke({ Records: [record('100', 'r1'), record('200', 'broken'), record('300', 'r3'), record('400', null)] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '200' }, { itemIdentifier: '300' }, { itemIdentifier: '400' }] });
    expect(publish.mock.calls.map(([targets]) => targets).sort()).toEqual([['member-of-broken'], ['member-of-r1'], ['member-of-r3']]);
  });

  it("a failed look-up fails that restaurant's records only, and an unreadable record fails itself", async () => {
    const result = await invoke({ Records: [record('1', 'r1'), record('2', 'r2'), record('3', 'lookup-fails'), record('4', 'r1')] });
    expect(result).toEqual({ batchItemFailures: [{ itemIdentifier: '3' }, { itemIdentifier: '4' }] });
    expect(publish).toHaveBeenCalledTimes(3);
    expect(await invoke({ Records: [record('1', 'r1'), record('2', 'unreadable')] })).toEqual({ batchItemFailures: [{ itemIdentifier: '2' }] });
  });

  it('reports no failures when every record is delivered (or silent)', async () => {
    const result = await invoke({ Records: [record('1', 'r1'), record('2', null)] });
    expect(result).toEqual({ batchItemFailures: [] });
    expect(publish).toHaveBeenCalledTimes(1);
  });

  it("fails the whole invocation when the batch's first record failed, so Lambda retries and bisects the batch", async () => {
    // Powertools' FullBatchFailureError: every record after the first counts as failed with it.
    await expect(invoke({ Records: [record('7', 'broken'), record('8', 'r1')] })).rejects.toThrow(/All records failed processing/);
    await expect(invoke({ Records: [record('7', 'broken'), record('8', 'broken')] })).rejects.toThrow(/All records failed processing/);
  });
});

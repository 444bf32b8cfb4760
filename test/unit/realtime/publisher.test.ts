import '../db/function-env';
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it } from 'vitest';
import { createLimiter, POST_CONCURRENCY } from '../../../functions/lib/realtime/limit';
import { createPublisher } from '../../../functions/lib/realtime/publisher';

process.env.LOG_LEVEL = 'SILENT';

/**
 * Broadcasting to a restaurant's sockets (issue 14): posts go out side by side, never more than the bound at once;
 * a socket that is gone (410) is deleted and the others still get the message.
 */
const removed: string[] = [];
const management = mockClient(ApiGatewayManagementApiClient);
const { publish } = createPublisher({
  connections: { remove: async (connectionId: string) => void removed.push(connectionId), listMembersLines: async () => [] },
  management: () => new ApiGatewayManagementApiClient({ region: 'us-east-1', endpoint: 'http://localhost:1/unit' }),
});
const message = { type: 'pong', at: '2026-11-24T08:00:00.000Z' } as const;

beforeEach(() => {
  management.reset();
  removed.length = 0;
});

/** Answers each post after a tick, counting how many are in flight at once. */
function answerPosts(gone: Set<string>) {
  const state = { inFlight: 0, most: 0, delivered: [] as string[] };
  management.on(PostToConnectionCommand).callsFake(async (input: { ConnectionId: string }) => {
    state.inFlight++;
    state.most = Math.max(state.most, state.inFlight);
    await new Promise((resolve) => setTimeout(resolve, 2));
    state.inFlight--;
    if (gone.has(input.ConnectionId)) throw new GoneException({ message: 'Gone', $metadata: { httpStatusCode: 410 } });
    state.delivered.push(input.ConnectionId);
    return {};
  });
  return state;
}

describe('publish', () => {
  it('to 50 sockets where 5 are gone: deletes those 5, delivers to the other 45, never more than the bound at once', async () => {
    const ids = Array.from({ length: 50 }, (_, i) => `conn-${i}`);
    const gone = new Set(['conn-3', 'conn-11', 'conn-20', 'conn-37', 'conn-49']);
    const state = answerPosts(gone);

    const result = await publish(ids, message);

    expect(result).toEqual({ sent: 45, gone: 5, failed: 0 });
    expect(removed.sort()).toEqual([...gone].sort());
    expect(state.delivered.sort()).toEqual(ids.filter((id) => !gone.has(id)).sort());
    expect(state.most).toBe(POST_CONCURRENCY);
    const posted = management.commandCalls(PostToConnectionCommand).map((call) => call.args[0].input);
    expect(posted).toHaveLength(50);
    expect(posted.every((input) => input.Data === JSON.stringify(message))).toBe(true);
  });

  it('one limiter bounds several messages together', async () => {
    const state = answerPosts(new Set());
    const limit = createLimiter(3);
    const ids = Array.from({ length: 12 }, (_, i) => `conn-${i}`);
    const results = await Promise.all([publish(ids, message, limit), publish(ids, message, limit)]);
    expect(results).toEqual([{ sent: 12, gone: 0, failed: 0 }, { sent: 12, gone: 0, failed: 0 }]);
    expect(state.most).toBe(3);
  });

  it('a socket failing otherwise is counted and does not stop the others', async () => {
    management.on(PostToConnectionCommand).callsFake(async (input: { ConnectionId: string }) => {
      if (input.ConnectionId === 'bad') throw new Error('Throttled');
      return {};
    });
    expect(await publish(['a', 'bad', 'b'], message)).toEqual({ sent: 2, gone: 0, failed: 1 });
    expect(removed).toEqual([]);
  });
});

describe('createLimiter', () => {
  it('runs every task, at most the bound at once, and passes results and errors through', async () => {
    const limit = createLimiter(2);
    let inFlight = 0;
    let most = 0;
    const task = (value: number) => async () => {
      inFlight++;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setTimeout(resolve, 1));
      inFlight--;
      if (value === 3) throw new Error('three');
      return value;
    };
    const results = await Promise.allSettled([1, 2, 3, 4, 5].map((v) => limit(task(v))));
    expect(results.map((r) => (r.status === 'fulfilled' ? r.value : (r.reason as Error).message))).toEqual([1, 2, 'three', 4, 5]);
    expect(most).toBe(2);
  });

  it('refuses a bound below one', () => {
    expect(() => createLimiter(0)).toThrow();
  });
});

import '../db/function-env';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, DynamoDBRecord } from 'aws-lambda';
import { describe, expect, it, vi } from 'vitest';
import { startBroadcast } from '../../../functions/lib/realtime/broadcast-batch';
import type { TableSessionView } from '../../../shared/api';
import { stored } from '../db/stored';

/**
 * A table visit's changes on the stream (issue 28): the dashboards hear each (which visit, its version, for the floor);
 * the visit's phones get its whole view, read once per batch after the visit's last change, so a burst of cart changes
 * is one read and one message per phone, and the view they get holds every change of the batch.
 */
function sessionRecord(seq: number, sessionId: string, version: number): DynamoDBRecord {
  const item = stored('tableSession', {
    sessionId,
    restaurantId: 'r1',
    tableId: 'table9table9',
    tableName: '9',
    status: 'open',
    joinCode: '123456',
    version,
    guestCount: 2,
    roundCount: 0,
    openedBy: 'diner',
    openedAt: '2026-11-28T19:00:00.000Z',
    lastActivityAt: '2026-11-28T19:00:00.000Z',
  });
  return {
    eventName: 'MODIFY',
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(seq), StreamViewType: 'NEW_AND_OLD_IMAGES', NewImage: marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue> },
  };
}

describe('a table visit on the stream', () => {
  it('tells the dashboards of each change and sends each phone of the visit one view per batch', async () => {
    const posts: { targets: string[]; message: { type: string } }[] = [];
    const view = vi.fn(async (sessionId: string) => ({ id: sessionId, version: 3 }) as TableSessionView);
    const phones = vi.fn(async (sessionId: string) => (sessionId === 's1' ? [{ connectionId: 'ana' }, { connectionId: 'ben' }] : []));
    const records = [sessionRecord(1, 's1', 2), sessionRecord(2, 's1', 3), sessionRecord(3, 's2', 5)];
    const batch = startBroadcast(records, {
      connections: { listByRestaurant: async () => [{ connectionId: 'dashboard' }] as never, listByOrder: async () => [], listByTableSession: phones as never },
      tableSessions: { view },
      publish: async (targets, message) => {
        posts.push({ targets, message });
        return { sent: targets.length, gone: 0, failed: 0 };
      },
    });
    await Promise.all(records.map((r) => batch.processed(r)));

    // Each visit's changes in stream order (different visits go side by side).
    const toDashboards = posts.filter((p) => p.targets.includes('dashboard')).map((p) => p.message as unknown as { sessionId: string });
    expect(toDashboards.filter((m) => m.sessionId === 's1')).toEqual([
      { type: 'table_session.changed', sessionId: 's1', tableId: 'table9table9', status: 'open', version: 2 },
      { type: 'table_session.changed', sessionId: 's1', tableId: 'table9table9', status: 'open', version: 3 },
    ]);
    expect(toDashboards.filter((m) => m.sessionId === 's2')).toEqual([{ type: 'table_session.changed', sessionId: 's2', tableId: 'table9table9', status: 'open', version: 5 }]);
    const toPhones = posts.filter((p) => !p.targets.includes('dashboard'));
    expect(toPhones).toEqual([{ targets: ['ana', 'ben'], message: { type: 'table_session.view', session: { id: 's1', version: 3 } } }]);
    // One read of s1's view; none of s2's (no phone listens to it).
    expect(view.mock.calls).toEqual([['s1']]);
    expect(phones.mock.calls.map(([id]) => id).sort()).toEqual(['s1', 's2']);
  });
});

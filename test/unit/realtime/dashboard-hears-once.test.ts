import '../db/function-env';
import { ApiGatewayManagementApiClient, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import { marshall } from '@aws-sdk/util-dynamodb';
import type { AttributeValue, Context, DynamoDBRecord } from 'aws-lambda';
import { mockClient } from 'aws-sdk-client-mock';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import type { OrderStatus } from '../../../shared/constants';
import { stored } from '../db/stored';

process.env.LOG_LEVEL = 'SILENT';
process.env.WS_MANAGEMENT_ENDPOINT = 'http://localhost:1/unit';

/**
 * An order's life through the real stream handler, stream-changes and publisher (only the connections table and the
 * management API are stand-ins): written pending, its checkout session attached, paid, the webhook writing paid
 * again, then started. A dashboard socket hears it once when paid and once when started; the diner's socket hears
 * every change, pending ones included.
 */
vi.mock('../../../functions/lib/composition', () => ({
  Connections: {
    listByRestaurant: async () => [{ connectionId: 'dashboard' }, { connectionId: 'other-dashboard' }],
    listByOrder: async () => [{ connectionId: 'diner' }],
    listByTableSession: async () => [],
    remove: async () => {},
  },
  TableSessions: { view: async () => null },
}));

const { handler } = await import('../../../functions/stream-broadcast');
const management = mockClient(ApiGatewayManagementApiClient);

type Fields = { status: OrderStatus; checkoutSessionId?: string; paidAt?: string; prepStartedAt?: string };
function image(fields: Fields): Record<string, AttributeValue> {
  const item = stored('order', {
    orderId: 'o1', orderCode: 'A123', restaurantId: 'r1', tableLabel: '7', subtotalCents: 2000, taxCents: 160, tipCents: 300,
    totalCents: 2460, feeCents: 123, lineCount: 1, createdAt: '2026-11-24T08:00:00.000Z', ...fields,
  });
  return marshall(item, { removeUndefinedValues: true }) as Record<string, AttributeValue>;
}

let sequence = 0;
function change(before: Record<string, AttributeValue> | undefined, after: Record<string, AttributeValue>): DynamoDBRecord {
  sequence++;
  return {
    eventName: before ? 'MODIFY' : 'INSERT',
    eventSource: 'aws:dynamodb',
    dynamodb: { SequenceNumber: String(sequence), StreamViewType: 'NEW_AND_OLD_IMAGES', OldImage: before, NewImage: after },
  };
}

const context = { functionName: 'stream-broadcast', awsRequestId: 'req-1', getRemainingTimeInMillis: () => 30_000 } as unknown as Context;

function received(connectionId: string): { status: OrderStatus }[] {
  return management
    .commandCalls(PostToConnectionCommand)
    .map((call) => call.args[0].input)
    .filter((input) => input.ConnectionId === connectionId)
    .map((input) => JSON.parse(String(input.Data)) as RealtimeMessage)
    .flatMap((message) => (message.type === 'order.changed' ? [{ status: message.order.status }] : []));
}

beforeEach(() => {
  management.reset();
  management.on(PostToConnectionCommand).resolves({});
});

describe('each dashboard hears each order once', () => {
  it('nothing while it is pending, one message when it becomes paid, one at each later move; the diner hears all', async () => {
    const pending = image({ status: 'pending_payment' });
    const withSession = image({ status: 'pending_payment', checkoutSessionId: 'cs_1' });
    const paid = image({ status: 'paid', checkoutSessionId: 'cs_1', paidAt: '2026-11-24T08:01:00.000Z' });
    const started = image({ status: 'in_progress', checkoutSessionId: 'cs_1', paidAt: '2026-11-24T08:01:00.000Z', prepStartedAt: '2026-11-24T08:02:00.000Z' });

    expect(await handler({ Records: [change(undefined, pending), change(pending, withSession)] }, context)).toEqual({ batchItemFailures: [] });
    expect(received('dashboard')).toEqual([]);

    expect(await handler({ Records: [change(withSession, paid), change(paid, paid)] }, context)).toEqual({ batchItemFailures: [] });
    expect(received('dashboard')).toEqual([{ status: 'paid' }]);
    expect(received('other-dashboard')).toEqual([{ status: 'paid' }]);

    await handler({ Records: [change(paid, started)] }, context);
    expect(received('dashboard')).toEqual([{ status: 'paid' }, { status: 'in_progress' }]);
    expect(received('diner')).toEqual([
      { status: 'pending_payment' },
      { status: 'pending_payment' },
      { status: 'paid' },
      { status: 'paid' },
      { status: 'in_progress' },
    ]);
  });
});

import './function-env';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { ConditionalCheckFailedException, TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, PutCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Connections, ProcessedEvents, Staff } from '../../../functions/lib/composition';
import { hashInviteToken } from '../../../functions/lib/domain/staff';
import { ConflictError } from '../../../functions/lib/errors';
import { WS_CONNECTION_TTL_SECONDS } from '../../../shared/constants';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('Staff.invite', () => {
  it('claims the lower-cased e-mail and the link token hash in the same transaction as the row', async () => {
    dynamo.on(TransactWriteCommand).resolves({});
    const { member, inviteToken } = await Staff.invite({ restaurantId: 'r1', email: ' Sam@Example.COM ', role: 'staff', createdBy: 'owner' });
    expect(member).toMatchObject({ email: 'sam@example.com', userId: null, joinedAt: null });
    const [claim, tokenClaim, row] = dynamo.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems!;
    expect(claim?.Put?.Item).toMatchObject({ kind: 'staffEmail', value: 'r1#sam@example.com', claimedBy: member.id });
    expect(tokenClaim?.Put?.Item).toMatchObject({ kind: 'staffInviteToken', value: hashInviteToken(inviteToken), claimedBy: `r1#${member.id}` });
    expect(row?.Put?.Item).toMatchObject({ staffId: member.id, email: 'sam@example.com', inviteTokenHash: hashInviteToken(inviteToken) });
    expect(JSON.stringify(row?.Put?.Item)).not.toContain(inviteToken);
  });

  it('answers ConflictError when the e-mail is already claimed', async () => {
    dynamo.on(TransactWriteCommand).rejects(
      new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }, { Code: 'None' }],
      }),
    );
    await expect(Staff.invite({ restaurantId: 'r1', email: 'a@b.c', role: 'staff', createdBy: 'o' })).rejects.toBeInstanceOf(ConflictError);
  });
});

describe('ProcessedEvents.claim', () => {
  it('is true for a new event id and false when the conditional put is refused', async () => {
    dynamo.on(PutCommand).resolvesOnce({}).rejectsOnce(new ConditionalCheckFailedException({ message: 'seen', $metadata: {} }));
    expect(await ProcessedEvents.claim('evt_1')).toBe(true);
    expect(await ProcessedEvents.claim('evt_1')).toBe(false);
  });
});

describe('Connections.put', () => {
  it('sets expiresAt to now + WS_CONNECTION_TTL_SECONDS and keeps a diner out of the restaurant index', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-05-01T10:00:00.000Z'));
    dynamo.on(PutCommand).resolves({});

    const diner = await Connections.put({ connectionId: 'c1', restaurantId: 'r1', userId: null, role: 'diner', orderId: 'o1' });

    const expected = Date.parse('2026-05-01T10:00:00.000Z') / 1000 + WS_CONNECTION_TTL_SECONDS;
    expect(diner.expiresAt).toBe(expected);
    const item = dynamo.commandCalls(PutCommand)[0]!.args[0].input.Item!;
    expect(item.expiresAt).toBe(expected);
    expect(item.gsi2pk).toBe('$tabletap#orderId_o1');
    expect(item).not.toHaveProperty('gsi1pk');
  });
});

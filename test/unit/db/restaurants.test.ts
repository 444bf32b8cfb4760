import './function-env';
import { beforeEach, describe, expect, it } from 'vitest';
import { mockClient } from 'aws-sdk-client-mock';
import { TransactionCanceledException } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, GetCommand, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { Restaurants } from '../../../functions/lib/composition';
import { BadRequestError } from '../../../functions/lib/errors';
import { stored } from './stored';

const dynamo = mockClient(DynamoDBDocumentClient);

beforeEach(() => {
  dynamo.reset();
});

const restaurantRow = (restaurantId: string, ownerId: string) =>
  stored('restaurant', { restaurantId, ownerId, name: 'My Restaurant', createdAt: '2026-01-01T00:00:00.000Z' });

describe('Restaurants.ensureForOwner', () => {
  it('creates the restaurant in a transaction with the owner-uniqueness claim', async () => {
    let created: Record<string, unknown> | undefined;
    dynamo.on(GetCommand).callsFake(async (input: { Key: { pk: string } }) => {
      // No claim yet; after the transaction the new restaurant reads back.
      if (input.Key.pk.includes('kind_restaurantOwner')) return {};
      return { Item: created };
    });
    dynamo.on(TransactWriteCommand).callsFake(async (input: { TransactItems: { Put: { Item: Record<string, unknown> } }[] }) => {
      created = input.TransactItems[1]?.Put.Item;
      return {};
    });

    const { restaurant, created: wasCreated } = await Restaurants.ensureForOwner('owner-1');

    expect(wasCreated).toBe(true);
    expect(restaurant).toMatchObject({ ownerId: 'owner-1', name: 'My Restaurant' });
    const [transaction] = dynamo.commandCalls(TransactWriteCommand);
    const [claim, restaurantPut] = transaction!.args[0].input.TransactItems!;
    expect(claim?.Put?.Item).toMatchObject({ kind: 'restaurantOwner', value: 'owner-1', claimedBy: restaurant.id });
    expect(restaurantPut?.Put?.Item).toMatchObject({ restaurantId: restaurant.id, ownerId: 'owner-1' });
  });

  it('returns the restaurant of the claim that won when its own claim is refused', async () => {
    let claimed = false;
    dynamo.on(GetCommand).callsFake(async (input: { Key: { pk: string } }) => {
      if (input.Key.pk.includes('kind_restaurantOwner')) {
        return claimed ? { Item: stored('uniqueness', { kind: 'restaurantOwner', value: 'owner-1', claimedBy: 'winner' }) } : {};
      }
      return { Item: restaurantRow('winner', 'owner-1') };
    });
    dynamo.on(TransactWriteCommand).callsFake(async () => {
      claimed = true;
      throw new TransactionCanceledException({
        message: 'Transaction cancelled',
        $metadata: {},
        CancellationReasons: [{ Code: 'ConditionalCheckFailed' }, { Code: 'None' }],
      });
    });

    const result = await Restaurants.ensureForOwner('owner-1');
    expect(result).toMatchObject({ created: false, restaurant: { id: 'winner', ownerId: 'owner-1' } });
    expect(dynamo.commandCalls(TransactWriteCommand)).toHaveLength(1);
  });
});

describe('Restaurants.update', () => {
  it('refuses to disable the default language without writing anything', async () => {
    dynamo.on(GetCommand).resolves({ Item: restaurantRow('r1', 'owner-1') });
    const refused = Restaurants.update('r1', { enabledLanguages: ['es'] });
    await expect(refused).rejects.toBeInstanceOf(BadRequestError);
    await expect(refused).rejects.toMatchObject({ status: 400, message: 'Default language must be one of the enabled languages' });
    expect(dynamo.calls().map((c) => c.args[0].constructor.name)).toEqual(['GetCommand']);
  });
});

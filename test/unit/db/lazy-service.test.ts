import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, TransactWriteCommand } from '@aws-sdk/lib-dynamodb';
import { mockClient } from 'aws-sdk-client-mock';
import { builtEntities, COLLECTION_MEMBERS, createFullService, createService } from '../../../functions/lib/db/service';

const client = DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1', credentials: { accessKeyId: 'a', secretAccessKey: 'b' } }));
const config = { client, table: 'unit' };

describe('the service the functions use (entities built when first used)', () => {
  it('names every collection with exactly the entities ElectroDB finds in the models', () => {
    const full = createFullService(config) as unknown as { collectionSchema: Record<string, { entities: Record<string, unknown> }> };
    const found = Object.fromEntries(Object.entries(full.collectionSchema).map(([name, c]) => [name, Object.keys(c.entities).sort()]));
    const declared = Object.fromEntries(Object.entries(COLLECTION_MEMBERS).map(([name, members]) => [name, [...members].sort()]));
    expect(declared).toEqual(found);
  });

  it('builds nothing at start and only the entities a call names', () => {
    const db = createService(config);
    expect(builtEntities(db)).toEqual([]);
    db.entities.order.get({ orderId: 'o1' }).params();
    expect(builtEntities(db)).toEqual(['order']);
    db.collections.storefront({ restaurantId: 'r1' }).params();
    expect(builtEntities(db).sort()).toEqual(['branding', 'order', 'restaurant']);
  });

  it('makes the same requests as the service of every entity', () => {
    const lazy = createService(config);
    const full = createFullService(config);
    expect(lazy.entities.menuItem.query.byRestaurant({ restaurantId: 'r1' }).params()).toEqual(
      full.entities.menuItem.query.byRestaurant({ restaurantId: 'r1' }).params(),
    );
    expect(lazy.collections.menu({ restaurantId: 'r1' }).params()).toEqual(full.collections.menu({ restaurantId: 'r1' }).params());
    expect(lazy.collections.translations({ restaurantId: 'r1' }).params()).toEqual(
      full.collections.translations({ restaurantId: 'r1' }).params(),
    );
    const write = (db: typeof full) =>
      db.transaction
        .write(({ rateLimit, uniqueness }) => [
          rateLimit.put({ key: 'k', restaurantId: 'r1', createdAt: '2026-11-29T10:00:00.000Z', expiresAt: 1 }).commit(),
          uniqueness.delete({ kind: 'restaurantSlug', value: 'bistro' }).commit(),
        ])
        .params();
    expect(JSON.stringify(write(lazy))).toEqual(JSON.stringify(write(full)));
    expect(builtEntities(lazy).sort()).toEqual(['menuCategoryTranslation', 'menuItem', 'menuItemIngredient', 'menuItemTranslation', 'rateLimit', 'restaurant', 'uniqueness', 'branding', 'menuCategory', 'modifierGroup', 'modifierOption', 'itemModifierGroup', 'comboItem', 'comboComponent', 'comboComponentChoice'].sort());
  });

  it("sends a transaction through the entities it names and reads back which of them DynamoDB cancelled", async () => {
    const mock = mockClient(client);
    try {
      const cancelled = Object.assign(new Error('Transaction cancelled'), {
        name: 'TransactionCanceledException',
        CancellationReasons: [{ Code: 'None' }, { Code: 'ConditionalCheckFailed' }],
        $metadata: {},
      });
      mock.on(TransactWriteCommand).rejects(cancelled);
      const db = createService(config);
      const result = await db.transaction
        .write(({ rateLimit, uniqueness }) => [
          rateLimit.put({ key: 'k', restaurantId: 'r1', createdAt: '2026-11-29T10:00:00.000Z', expiresAt: 1 }).commit(),
          uniqueness.create({ kind: 'restaurantSlug', value: 'bistro', claimedBy: 'r1' }).commit(),
        ])
        .go();
      expect(result.canceled).toBe(true);
      expect(result.data.map((d) => [d.rejected, d.code])).toEqual([
        [false, 'None'],
        [true, 'ConditionalCheckFailed'],
      ]);
      expect(mock.commandCalls(TransactWriteCommand)[0]!.args[0].input.TransactItems).toHaveLength(2);
      expect(builtEntities(db).sort()).toEqual(['rateLimit', 'uniqueness']);
    } finally {
      mock.restore();
    }
  });
});

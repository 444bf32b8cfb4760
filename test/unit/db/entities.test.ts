import { describe, expect, it } from 'vitest';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createEntities } from '../../../functions/lib/db/service';
import { keyAttributeNames, table } from '../../../infra/table';

const entities = createEntities({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 'unit' });

interface IndexDefinition {
  index?: string;
  pk: { field: string };
  sk?: { field: string };
}

describe('entities', () => {
  it('use only the key attributes and indexes of infra/table.ts', () => {
    const allowed = new Set(keyAttributeNames());
    for (const [name, entity] of Object.entries(entities)) {
      for (const definition of Object.values(entity.schema.indexes) as IndexDefinition[]) {
        expect(allowed, `${name} pk`).toContain(definition.pk.field);
        if (definition.sk) expect(allowed, `${name} sk`).toContain(definition.sk.field);
        if (definition.index) {
          const gsi = table.indexes[definition.index as keyof typeof table.indexes];
          expect(gsi, `${name} index ${definition.index}`).toBeDefined();
          expect([definition.pk.field, definition.sk?.field]).toEqual([gsi.partitionKey, gsi.sortKey]);
        } else {
          expect([definition.pk.field, definition.sk?.field]).toEqual([table.partitionKey, table.sortKey]);
        }
      }
    }
  });

  it('carry restaurantId, except the profile, processed Stripe events, uniqueness claims and queued sandbox webhook events', () => {
    const without = Object.entries(entities)
      .filter(([, entity]) => !('restaurantId' in entity.schema.attributes))
      .map(([name]) => name)
      .sort();
    expect(without).toEqual(['processedStripeEvent', 'profile', 'sandboxWebhookDelivery', 'uniqueness']);
  });

  const inCollection = (collection: string) =>
    Object.entries(entities)
      .filter(([, entity]) => Object.values(entity.schema.indexes).some((i) => (i as { collection?: string }).collection === collection))
      .map(([name]) => name)
      .sort();

  it('put every menu entity in the one menu collection of the restaurant partition, translations in their own', () => {
    expect(inCollection('menu')).toEqual([
      'comboComponent',
      'comboComponentChoice',
      'comboItem',
      'itemModifierGroup',
      'menuCategory',
      'menuItem',
      'menuItemIngredient',
      'modifierGroup',
      'modifierOption',
    ]);
    expect(inCollection('translations')).toEqual(['menuCategoryTranslation', 'menuItemTranslation']);
  });
});

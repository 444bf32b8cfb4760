/**
 * Stored items exactly as ElectroDB writes them (keys and identifiers included), for mocked DynamoDB answers.
 * Built with the entities' own `params()`, so the tests never hand-write key formats.
 */
import type { CreateEntityItem } from 'electrodb';
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { createEntities } from '../../../functions/lib/db/service';

const entities = createEntities({ client: DynamoDBDocumentClient.from(new DynamoDBClient({ region: 'us-east-1' })), table: 'unit' });
type Entities = typeof entities;

export function stored<Name extends keyof Entities>(entity: Name, item: CreateEntityItem<Entities[Name]>): Record<string, unknown> {
  // Each entity's put has its own item type; the constraint above already checked `item` against it.
  const put = entities[entity].put as unknown as (item: CreateEntityItem<Entities[Name]>) => { params(): { Item: Record<string, unknown> } };
  return put.call(entities[entity], item).params().Item;
}

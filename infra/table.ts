/**
 * THE single-table definition. CDK (infra/stacks/data-stack.ts), the local runtime (infra/local) and the
 * ElectroDB entities (functions/lib/db) all read it, so the key names cannot drift apart.
 */
export const table = {
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Generic overloaded GSIs; each entity documents what it puts in them. All project every attribute. */
  indexes: {
    gsi1: { partitionKey: 'gsi1pk', sortKey: 'gsi1sk' },
    gsi2: { partitionKey: 'gsi2pk', sortKey: 'gsi2sk' },
    gsi3: { partitionKey: 'gsi3pk', sortKey: 'gsi3sk' },
  },
  /** Epoch seconds; DynamoDB deletes the item some time after it passes (WebSocket connections, rate limits). */
  timeToLiveAttribute: 'expiresAt',
  /**
   * The attributes ElectroDB writes on every item (its defaults): the entity's name and its model version. The
   * stream filters match the entity tag, the stream handler reads it, menu projections keep both
   * (test/unit/db/entity-tags.test.ts checks ElectroDB still writes these).
   */
  entityTags: { entity: '__edb_e__', version: '__edb_v__' },
  /** The realtime stream handler needs both images to tell inserts, status changes and removals apart. */
  streamViewType: 'NEW_AND_OLD_IMAGES',
} as const;

export type TableIndexName = keyof typeof table.indexes;

/** Attribute definitions for CreateTable (local runtime) - every key attribute is a string. */
export function keyAttributeNames(): string[] {
  const names: string[] = [table.partitionKey, table.sortKey];
  for (const index of Object.values(table.indexes)) names.push(index.partitionKey, index.sortKey);
  return names;
}

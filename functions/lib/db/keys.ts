/**
 * ElectroDB index definitions built from infra/table.ts, so entities can only use the table's real key fields.
 * Keys keep the composite values' casing ('none'): ids, e-mails and timestamps are stored exactly as given, so two
 * values that differ only by case never share a key.
 */
import { table } from '../../../infra/table';
import type { TableIndexName } from '../../../infra/table';

type Composite = readonly string[];

function key<const F extends string, const C extends Composite>(field: F, composite: C) {
  return { field, composite, casing: 'none' as const };
}

/** The table's own pk/sk. */
export function primaryIndex<const P extends Composite, const S extends Composite>(pk: P, sk: S) {
  return { pk: key(table.partitionKey, pk), sk: key(table.sortKey, sk) };
}

/**
 * The table's own pk/sk, shared with the other entities of `collection`: entities with the same partition key
 * composite are read together in one query (ElectroDB collections).
 */
export function primaryCollectionIndex<const C extends string, const P extends Composite, const S extends Composite>(
  collection: C,
  pk: P,
  sk: S,
) {
  return { collection, ...primaryIndex(pk, sk) };
}

/**
 * One of the generic GSIs. `condition` makes the index sparse: when it returns false the item gets no keys for this
 * index (e.g. a restaurant without a slug is not in the slug index).
 */
export function secondaryIndex<const I extends TableIndexName, const P extends Composite, const S extends Composite>(
  index: I,
  pk: P,
  sk: S,
  options: { condition?: (attributes: Record<string, unknown>) => boolean } = {},
) {
  const fields = table.indexes[index];
  return {
    index,
    ...options,
    pk: key(fields.partitionKey, pk),
    sk: key(fields.sortKey, sk),
  };
}

/**
 * Below every ISO time: the lower bound of a time-range query on an index whose partition holds several entities
 * (tabDue, orderWaiting on gsi1). With an upper bound alone DynamoDB reads the other entities' rows that sort before
 * (ElectroDB drops them only after DynamoDB's limit), so a limited page can come back empty: use between().
 */
export const BEFORE_ANY_TIME = '0';

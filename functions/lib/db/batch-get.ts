/**
 * One BatchGetItem for records of several entities (issue 31 goal 2: checkout reads the restaurant, its pause and the
 * cart's dishes in one call, then their groups, options, combos and categories in one more). ElectroDB batches only
 * one entity at a time, so each entity makes its keys (`get(keys).params()`), they are sent together, and each record
 * that comes back is parsed by the entity that owns it (its `__edb_e__` and `__edb_v__`). DynamoDB takes 100 keys a call: more are sent in
 * calls of 100, in parallel; keys it leaves unprocessed (it may, under load) are asked again, a few times at most.
 */
import type { EntityIdentifiers, EntityItem } from 'electrodb';
import type { Db } from './service';

type Entities = Db['entities'];
type Name = keyof Entities;

export type BatchGetRequest = { [N in Name]?: EntityIdentifiers<Entities[N]>[] };
export type BatchGetResult<R extends BatchGetRequest> = { [N in keyof R & Name]: EntityItem<Entities[N]>[] };

const MAX_KEYS = 100;
const ATTEMPTS = 5;

type Key = Record<string, unknown>;
interface BatchGetOutput {
  Responses?: Record<string, Key[]>;
  UnprocessedKeys?: Record<string, { Keys?: Key[] }>;
}
/** ElectroDB's wrapper of the document client, which every entity holds (the one client the service was made with). */
interface ElectroClient {
  batchGet(params: unknown): { promise(): Promise<BatchGetOutput> };
}
interface Parsing {
  ownsItem(raw: Key): boolean;
  parse(raw: { Item: Key }): { data: unknown };
  get(keys: unknown[]): { params(): { RequestItems: Record<string, { Keys: Key[] }> }[] };
}

export async function batchGetMany<const R extends BatchGetRequest>(db: Db, request: R, options: { consistent?: boolean } = {}): Promise<BatchGetResult<R>> {
  const entities = db.entities as unknown as Record<string, Parsing & { client: ElectroClient }>;
  const names = Object.keys(request) as Name[];
  const result = Object.fromEntries(names.map((name) => [name, [] as unknown[]])) as Record<string, unknown[]>;
  let table = '';
  let pending: Key[] = [];
  for (const name of names) {
    const keys = request[name] ?? [];
    if (keys.length === 0) continue;
    for (const params of entities[name]!.get(keys as unknown[]).params()) {
      for (const [tableName, { Keys }] of Object.entries(params.RequestItems)) {
        table = tableName;
        pending.push(...Keys);
      }
    }
  }
  if (pending.length === 0) return result as BatchGetResult<R>;

  const client = Object.values(entities)[0]!.client;
  for (let attempt = 1; pending.length > 0; attempt += 1) {
    if (attempt > ATTEMPTS) throw new Error(`A batch read left ${pending.length} keys unprocessed`);
    const chunks: Key[][] = [];
    for (let i = 0; i < pending.length; i += MAX_KEYS) chunks.push(pending.slice(i, i + MAX_KEYS));
    const outputs = await Promise.all(
      chunks.map((Keys) =>
        client.batchGet({ RequestItems: { [table]: { Keys, ...(options.consistent ? { ConsistentRead: true } : {}) } } }).promise(),
      ),
    );
    pending = [];
    for (const output of outputs) {
      for (const raw of output.Responses?.[table] ?? []) {
        const name = names.find((n) => entities[n]!.ownsItem(raw));
        if (!name) continue;
        const { data } = entities[name]!.parse({ Item: raw });
        if (data) result[name]!.push(data);
      }
      pending.push(...(output.UnprocessedKeys?.[table]?.Keys ?? []));
    }
  }
  return result as BatchGetResult<R>;
}

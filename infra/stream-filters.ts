/**
 * Which table-stream records reach each stream function: the filters of its event source mapping in AWS
 * (infra/stacks/realtime-stack.ts builds them) and, the same rule in code, the local stream poller's
 * (infra/local/stream-poller.ts), so a record a function never sees in AWS never reaches it locally either.
 *
 * - menu-prerender renders a restaurant's menu pages: only menu changes (the restaurant, its branding and every menu
 *   entity have sort keys `$menu#...`, the menu's translations `$translations#...`; orders, staff and connections
 *   have neither).
 * - stream-broadcast turns the broadcast entities' changes (shared/api/realtime.ts: orders, service requests and table visits) into
 *   live messages: only inserts and updates of those entities (ElectroDB's entity tag on the new image). A payment's analytics rows, a checkout's rate-limit rows,
 *   order lines, connections and menu edits do not invoke it.
 * A function without an entry gets every record.
 */
import type { DynamoDBRecord } from 'aws-lambda';
import { BROADCAST_ENTITIES } from '../shared/api/realtime';
import { table } from './table';

export interface StreamFilter {
  /** Records whose sort key starts with one of these. */
  sortKeyPrefixes?: readonly string[];
  /** Inserts and updates whose new image is one of these ElectroDB entities. */
  entities?: readonly string[];
}

/** The events an `entities` filter lets through (a removal has no new image). */
export const CHANGE_EVENTS = ['INSERT', 'MODIFY'] as const;

export const STREAM_FILTERS: Record<string, StreamFilter> = {
  'menu-prerender': { sortKeyPrefixes: ['$menu#', '$translations#'] },
  'stream-broadcast': { entities: BROADCAST_ENTITIES },
};

/** Whether a record passes the function's filter (as Lambda's event filtering decides for its mapping). */
export function passesStreamFilter(fn: string, record: DynamoDBRecord): boolean {
  const filter = STREAM_FILTERS[fn];
  if (!filter) return true;
  if (filter.sortKeyPrefixes) {
    const sortKey = record.dynamodb?.Keys?.[table.sortKey]?.S;
    if (sortKey === undefined || !filter.sortKeyPrefixes.some((prefix) => sortKey.startsWith(prefix))) return false;
  }
  if (filter.entities) {
    const entity = record.dynamodb?.NewImage?.[table.entityTags.entity]?.S;
    const event = record.eventName as (typeof CHANGE_EVENTS)[number] | undefined;
    if (!event || !CHANGE_EVENTS.includes(event) || entity === undefined || !filter.entities.includes(entity)) return false;
  }
  return true;
}

/**
 * One batch of table-stream records delivered as live messages (DESIGN.md 8): each record becomes at most one message
 * (./stream-changes: an order change reaches the diners watching it, and the restaurant's dashboards only when the
 * board shows it; a service-request change reaches the dashboards).
 *
 *  - Each restaurant's dashboard connections, and each order's diner connections, are looked up once per batch.
 *  - Posts go out concurrently, at most POST_CONCURRENCY in flight for the whole batch. The messages about one
 *    order (or service request) are posted one after another in stream order, each to all its sockets before the
 *    next, so a dashboard sees an order's changes in the order they happened; different orders go side by side.
 *  - A record fails when it cannot be read or its connections cannot be looked up (one socket failing to take a post
 *    does not fail it; a gone one is deleted).
 *  - A stream resumes a shard at its first failed record, so a record counts as processed only when every record
 *    before it was too (`processed` answers so): the first failure and every record after it are reported, and when
 *    the first record fails the whole batch does, so Lambda retries and bisects it (infra/stacks/realtime-stack.ts).
 */
import type { DynamoDBRecord } from 'aws-lambda';
import type { TableSessionView } from '../../../shared/api/table-sessions';
import type { Connection } from '../domain/connections';
import { logger } from '../logger';
import { createLimiter, POST_CONCURRENCY, type Limiter } from './limit';
import type { Publisher, PublishResult } from './publisher';
import { liveChangeFrom, type LiveChange } from './stream-changes';

export interface BroadcastDeps {
  connections: {
    listByRestaurant(restaurantId: string): Promise<Connection[]>;
    listByOrder(orderId: string): Promise<Connection[]>;
    listByTableSession(tableSessionId: string): Promise<Connection[]>;
  };
  /** A table visit's view, for its phones (null once it is gone). */
  tableSessions: { view(sessionId: string): Promise<TableSessionView | null> };
  publish: Publisher['publish'];
}

export interface BroadcastSummary extends PublishResult {
  records: number;
  messages: number;
}

type ConnectionIds = Map<string, Promise<string[]>>;

/** Looks each key up once, all of them side by side; a failed look-up fails only the records that need it. */
function lookUpOnce(keys: Iterable<string>, list: (key: string) => Promise<{ connectionId: string }[]>): ConnectionIds {
  const found: ConnectionIds = new Map();
  for (const key of keys) {
    if (found.has(key)) continue;
    const ids = list(key).then((connections) => connections.map((c) => c.connectionId));
    ids.catch(() => {}); // reported by the records that await it
    found.set(key, ids);
  }
  return found;
}

type Read = { record: DynamoDBRecord; change: LiveChange | null } | { record: DynamoDBRecord; error: unknown };

function readChange(record: DynamoDBRecord): Read {
  try {
    return { record, change: liveChangeFrom(record) };
  } catch (error) {
    logger.error('A stream record could not be read; it is reported as a batch item failure', {
      sequenceNumber: record.dynamodb?.SequenceNumber,
      error: error as Error,
    });
    return { record, error };
  }
}

/** An earlier record of the batch failed: the shard resumes there, so this one is retried with it. */
export class EarlierRecordFailedError extends Error {
  constructor() {
    super('An earlier record of the batch failed: the stream resumes from it');
    this.name = 'EarlierRecordFailedError';
  }
}

/**
 * Starts delivering the batch's records at once; `processed(record)` settles with that record's outcome (the
 * batch processor's record handler), `summary()` counts what was posted.
 */
export function startBroadcast(records: readonly DynamoDBRecord[], { connections, tableSessions, publish }: BroadcastDeps) {
  const reads = records.map(readChange);
  const changes = reads.flatMap((r) => ('change' in r && r.change ? [r.change] : []));
  // A visit's phones get its whole view, read once per batch after its last change: the batch's earlier changes of
  // the same visit send nothing to them (the view read holds them all).
  const lastOfVisit = new Map(changes.flatMap((c) => (c.tableSessionId ? [[c.tableSessionId, c] as const] : [])));
  const guests = lookUpOnce(lastOfVisit.keys(), (sessionId) => connections.listByTableSession(sessionId));
  const views = new Map<string, Promise<TableSessionView | null>>();
  const viewOf = (sessionId: string) => {
    if (!views.has(sessionId)) views.set(sessionId, tableSessions.view(sessionId));
    return views.get(sessionId)!;
  };
  const members = lookUpOnce(
    changes.filter((c) => c.toDashboards).map((c) => c.restaurantId),
    (restaurantId) => connections.listByRestaurant(restaurantId),
  );
  const diners = lookUpOnce(
    changes.flatMap((c) => (c.orderId ? [c.orderId] : [])),
    (orderId) => connections.listByOrder(orderId),
  );
  const limit = createLimiter(POST_CONCURRENCY);
  const totals: PublishResult = { sent: 0, gone: 0, failed: 0 };

  async function deliver(record: DynamoDBRecord, change: LiveChange, limiter: Limiter): Promise<void> {
    try {
      const [memberIds, dinerIds] = await Promise.all([
        change.toDashboards ? members.get(change.restaurantId)! : [],
        change.orderId ? diners.get(change.orderId)! : [],
      ]);
      const targets = [...memberIds, ...dinerIds];
      const results = [targets.length ? await publish(targets, change.message, limiter) : null];
      if (change.tableSessionId && lastOfVisit.get(change.tableSessionId) === change) {
        const phones = await guests.get(change.tableSessionId)!;
        const view = phones.length ? await viewOf(change.tableSessionId) : null;
        if (view) results.push(await publish(phones, { type: 'table_session.view', session: view }, limiter));
      }
      for (const result of results) {
        if (!result) continue;
        totals.sent += result.sent;
        totals.gone += result.gone;
        totals.failed += result.failed;
      }
    } catch (error) {
      logger.error('Broadcast failed; the record is reported as a batch item failure', {
        sequenceNumber: record.dynamodb?.SequenceNumber,
        type: change.message.type,
        restaurantId: change.restaurantId,
        error: error as Error,
      });
      throw error;
    }
  }

  // One chain per order or service request, in stream order; the chains run side by side under one limiter.
  const chains = new Map<string, Promise<unknown>>();
  const outcomes = reads.map((read): Promise<void> => {
    if ('error' in read) return Promise.reject(read.error);
    const change = read.change;
    if (!change) return Promise.resolve();
    const outcome = (chains.get(change.subject) ?? Promise.resolve()).then(() => deliver(read.record, change, limit));
    chains.set(change.subject, outcome.catch(() => {}));
    return outcome;
  });
  for (const outcome of outcomes) outcome.catch(() => {}); // reported by `processed`
  const position = new Map(records.map((record, i) => [record, i]));

  return {
    /** Settles once the record and every one before it were delivered; rejects when one of them failed. */
    async processed(record: DynamoDBRecord): Promise<void> {
      const at = position.get(record);
      if (at === undefined) throw new Error('A record of another batch');
      const [own, ...before] = await Promise.allSettled([outcomes[at]!, ...outcomes.slice(0, at)]);
      if (own!.status === 'rejected') throw own!.reason;
      if (before.some((outcome) => outcome.status === 'rejected')) throw new EarlierRecordFailedError();
    },
    summary(): BroadcastSummary {
      return { records: records.length, messages: changes.length, ...totals };
    },
  };
}

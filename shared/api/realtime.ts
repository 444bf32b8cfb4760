/**
 * The live messages (DESIGN.md 8): one map of message type to payload, used by the stream handler that sends them
 * and the web client that applies them to its cache.
 */
import type { Order } from './orders';
import type { ServiceRequest } from './service-requests';
import type { TableSessionView } from './table-sessions';

/** An order as the dashboard lists it; lines are fetched with the details. */
export type OrderSummary = Omit<Order, 'lines'>;

/**
 * THE list of broadcast entities: the table entities whose inserts and updates become live messages, each with the
 * message its change becomes. The stream's event source filter (infra/stream-filters.ts), the stream handler's
 * reading of each entity (functions/lib/realtime/stream-changes.ts) and the dashboard's handling of each message
 * (web/.../use-live-updates.ts) all follow it: an entity added here fails to compile until each of them handles it.
 */
export const BROADCAST_MESSAGE_TYPES = {
  /** An order was created or changed (status, timestamps). */
  order: 'order.changed',
  /** A service request was created or changed status. */
  serviceRequest: 'service_request.changed',
  /**
   * A table's visit changed (issue 28: a guest, a line of its shared cart, a round, its end): the dashboards hear
   * which one and its version (the floor reads again); the phones in the visit get `table_session.view`.
   */
  tableSession: 'table_session.changed',
} as const satisfies Record<keyof BroadcastPayloads, string>;

/** Each broadcast entity's message payload. */
interface BroadcastPayloads {
  order: { order: OrderSummary };
  serviceRequest: { request: ServiceRequest };
  tableSession: { sessionId: string; tableId: string; status: 'open' | 'closed'; version: number };
}

export type BroadcastEntity = keyof typeof BROADCAST_MESSAGE_TYPES;
export const BROADCAST_ENTITIES = Object.keys(BROADCAST_MESSAGE_TYPES) as BroadcastEntity[];

export function isBroadcastEntity(name: unknown): name is BroadcastEntity {
  return typeof name === 'string' && Object.hasOwn(BROADCAST_MESSAGE_TYPES, name);
}

type BroadcastMessages = { [E in BroadcastEntity as (typeof BROADCAST_MESSAGE_TYPES)[E]]: BroadcastPayloads[E] };

export interface RealtimeMessages extends BroadcastMessages {
  /**
   * The person this connection belongs to was removed from a restaurant: sent to their account lines (the signed-in
   * area's header, `channel=account`) in every restaurant they still belong to, and in the one they left before
   * those are closed.
   */
  'membership.removed': { restaurantId: string; restaurantName: string };
  /** Answer to the client's heartbeat `{ "type": "ping" }`. */
  pong: { at: string };
  /** To the phones in a table's visit, after each change: the whole visit as they share it (issue 28). */
  'table_session.view': { session: TableSessionView };
}

export type RealtimeMessageType = keyof RealtimeMessages;
export type RealtimeMessage = { [K in RealtimeMessageType]: { type: K } & RealtimeMessages[K] }[RealtimeMessageType];

/** The messages that are not a table change, each once: with the broadcast ones, every type a client accepts. */
const OTHER_MESSAGE_TYPES = { 'membership.removed': true, pong: true, 'table_session.view': true } as const satisfies Record<
  Exclude<RealtimeMessageType, (typeof BROADCAST_MESSAGE_TYPES)[BroadcastEntity]>,
  true
>;

/** Every live message type (a type added to RealtimeMessages fails to compile until it is listed above). */
export const REALTIME_MESSAGE_TYPES: ReadonlySet<string> = new Set([...Object.values(BROADCAST_MESSAGE_TYPES), ...Object.keys(OTHER_MESSAGE_TYPES)]);

export function isRealtimeMessageType(type: unknown): type is RealtimeMessageType {
  return typeof type === 'string' && REALTIME_MESSAGE_TYPES.has(type);
}

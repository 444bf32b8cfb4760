/**
 * The live messages (DESIGN.md 8): one map of message type to payload, used by the stream handler that sends them
 * and the web client that applies them to its cache.
 */
import type { Order } from './orders';
import type { ServiceRequest } from './service-requests';

/** An order as the dashboard lists it; lines are fetched with the details. */
export type OrderSummary = Omit<Order, 'lines'>;

export interface RealtimeMessages {
  /** An order was created or changed (status, timestamps). */
  'order.changed': { order: OrderSummary };
  /** A service request was created or changed status. */
  'service_request.changed': { request: ServiceRequest };
  /**
   * The person this connection belongs to was removed from a restaurant: sent to their account lines (the signed-in
   * area's header, `channel=account`) in every restaurant they still belong to, and in the one they left before
   * those are closed.
   */
  'membership.removed': { restaurantId: string; restaurantName: string };
  /** Answer to the client's heartbeat `{ "type": "ping" }`. */
  pong: { at: string };
}

export type RealtimeMessageType = keyof RealtimeMessages;
export type RealtimeMessage = { [K in RealtimeMessageType]: { type: K } & RealtimeMessages[K] }[RealtimeMessageType];

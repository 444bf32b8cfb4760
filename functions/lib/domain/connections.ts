/**
 * WebSocket connections (DESIGN.md 8): dashboard members listen to their restaurant, a diner to one order.
 * Each expires with the TTL; until DynamoDB deletes it, reads skip an expired connection themselves.
 */
import type { EntityItem } from 'electrodb';
import { WS_CONNECTION_TTL_SECONDS } from '../../../shared/constants';
import { epochSecondsFromNow, nowIso } from '../db/attributes';
import type { Db } from '../db/service';

type ConnectionItem = EntityItem<Db['entities']['wsConnection']>;
export type ConnectionRole = ConnectionItem['role'];

export interface Connection {
  connectionId: string;
  restaurantId: string;
  userId: string | null;
  role: ConnectionRole;
  /** Set only for a diner watching one order. */
  orderId: string | null;
  createdAt: string;
  /** Epoch seconds. */
  expiresAt: number;
}

function toConnection(item: ConnectionItem): Connection {
  return {
    connectionId: item.connectionId,
    restaurantId: item.restaurantId,
    userId: item.userId ?? null,
    role: item.role,
    orderId: item.orderId ?? null,
    createdAt: item.createdAt,
    expiresAt: item.expiresAt,
  };
}

function live(items: ConnectionItem[]): Connection[] {
  const now = Math.floor(Date.now() / 1000);
  return items.filter((item) => item.expiresAt > now).map(toConnection);
}

export function createConnections(db: Db) {
  return {
    async put(input: {
      connectionId: string;
      restaurantId: string;
      userId: string | null;
      role: ConnectionRole;
      orderId?: string | null;
    }): Promise<Connection> {
      const item: ConnectionItem = {
        connectionId: input.connectionId,
        restaurantId: input.restaurantId,
        role: input.role,
        createdAt: nowIso(),
        expiresAt: epochSecondsFromNow(WS_CONNECTION_TTL_SECONDS),
        ...(input.userId ? { userId: input.userId } : {}),
        ...(input.orderId ? { orderId: input.orderId } : {}),
      };
      await db.entities.wsConnection.put(item).go();
      return toConnection(item);
    },

    async get(connectionId: string): Promise<Connection | null> {
      const { data } = await db.entities.wsConnection.get({ connectionId }).go();
      return data ? live([data])[0] ?? null : null;
    },

    /** Idempotent: removing a connection that is already gone is fine ($disconnect and a 410 Gone may both do it). */
    async remove(connectionId: string): Promise<void> {
      await db.entities.wsConnection.delete({ connectionId }).go();
    },

    /** The restaurant's dashboard connections (never a diner's). */
    async listByRestaurant(restaurantId: string): Promise<Connection[]> {
      const { data } = await db.entities.wsConnection.query.byRestaurant({ restaurantId }).go({ pages: 'all' });
      return live(data);
    },

    /** The diners watching this order. */
    async listByOrder(orderId: string): Promise<Connection[]> {
      const { data } = await db.entities.wsConnection.query.byOrder({ orderId }).go({ pages: 'all' });
      return live(data);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;

/**
 * WebSocket connections (DESIGN.md 8): dashboard members listen to their restaurant, a diner to one order, a phone
 * in a table's visit to that visit.
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
  /** Set only for a phone in a table's visit (issue 28). */
  tableSessionId: string | null;
  /** 'account': a member's signed-in area line, which hears only about the person (not the restaurant's orders). */
  channel: 'account' | null;
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
    tableSessionId: item.tableSessionId ?? null,
    channel: item.channel ?? null,
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
      tableSessionId?: string | null;
      channel?: 'account' | null;
    }): Promise<Connection> {
      const item: ConnectionItem = {
        connectionId: input.connectionId,
        restaurantId: input.restaurantId,
        role: input.role,
        createdAt: nowIso(),
        expiresAt: epochSecondsFromNow(WS_CONNECTION_TTL_SECONDS),
        ...(input.userId ? { userId: input.userId } : {}),
        ...(input.orderId ? { orderId: input.orderId } : {}),
        ...(input.tableSessionId ? { tableSessionId: input.tableSessionId } : {}),
        ...(input.channel ? { channel: input.channel } : {}),
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

    /** Every member connection to the restaurant (never a diner's): its dashboards and its members' account lines. */
    async listMembersLines(restaurantId: string): Promise<Connection[]> {
      const { data } = await db.entities.wsConnection.query.byRestaurant({ restaurantId }).go({ pages: 'all' });
      return live(data);
    },

    /** The restaurant's dashboards, which hear its orders and service requests (not the account lines). */
    async listByRestaurant(restaurantId: string): Promise<Connection[]> {
      return (await this.listMembersLines(restaurantId)).filter((c) => c.channel !== 'account');
    },

    /** The diners watching this order. */
    async listByOrder(orderId: string): Promise<Connection[]> {
      const { data } = await db.entities.wsConnection.query.byOrder({ orderId }).go({ pages: 'all' });
      return live(data);
    },

    /** The phones in a table's visit. */
    async listByTableSession(tableSessionId: string): Promise<Connection[]> {
      const { data } = await db.entities.wsConnection.query.byTableSession({ tableSessionId }).go({ pages: 'all' });
      return live(data);
    },
  };
}

export type Connections = ReturnType<typeof createConnections>;

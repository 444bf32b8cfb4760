/**
 * Posts live messages to WebSocket connections through the API Gateway management API (the local runtime serves
 * the same API). A connection that is gone (410) is deleted so it is not tried again. Also closes connections: a
 * member removed from a restaurant loses its open dashboard sockets at once.
 * The connections and the management client are handed in (./configured.ts wires them).
 */
import {
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
  type ApiGatewayManagementApiClient,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import type { Connection } from '../domain/connections';
import { logger } from '../logger';
import { createLimiter, POST_CONCURRENCY, type Limiter } from './limit';

export interface PublisherDeps {
  connections: {
    remove(connectionId: string): Promise<void>;
    listMembersLines(restaurantId: string): Promise<Connection[]>;
  };
  /** The management API's client, asked for at the first post or close. */
  management: () => ApiGatewayManagementApiClient;
}

const isGone = (err: unknown) => err instanceof GoneException || (err as { name?: string }).name === 'GoneException';

export interface PublishResult {
  sent: number;
  gone: number;
  failed: number;
}

export function createPublisher({ connections, management }: PublisherDeps) {
  async function postToConnection(connectionId: string, message: RealtimeMessage): Promise<'sent' | 'gone'> {
    try {
      await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
      return 'sent';
    } catch (err) {
      if (isGone(err)) {
        await connections.remove(connectionId);
        return 'gone';
      }
      throw err;
    }
  }

  /**
   * Sends to every connection, at most `limit`'s bound in flight at once (pass one limiter to share the bound across
   * several messages); a gone connection (410) is deleted, and one failing connection does not stop the others.
   */
  async function publish(connectionIds: string[], message: RealtimeMessage, limit: Limiter = createLimiter(POST_CONCURRENCY)): Promise<PublishResult> {
    const results = await Promise.allSettled(connectionIds.map((id) => limit(() => postToConnection(id, message))));
    let sent = 0;
    let gone = 0;
    let failed = 0;
    for (const result of results) {
      if (result.status === 'rejected') {
        failed++;
        logger.warn('Posting to a connection failed', { error: result.reason as Error });
      } else if (result.value === 'sent') sent++;
      else gone++;
    }
    return { sent, gone, failed };
  }

  /**
   * Tells a member removed from `restaurant` so, on the account lines (the signed-in area's header) they have open to
   * it and to every restaurant they still belong to (`stillIn`): the switcher loses the entry at once, wherever they
   * are working. Call it before the lines to the restaurant are closed.
   */
  async function tellMemberRemoved(
    restaurant: { id: string; name: string },
    userId: string,
    stillIn: readonly string[],
  ): Promise<PublishResult> {
    const restaurantIds = [...new Set([restaurant.id, ...stillIn])];
    const lines = (await Promise.all(restaurantIds.map((id) => connections.listMembersLines(id)))).flat();
    const theirs = lines.filter((c) => c.userId === userId && c.channel === 'account').map((c) => c.connectionId);
    return publish(theirs, { type: 'membership.removed', restaurantId: restaurant.id, restaurantName: restaurant.name });
  }

  /** Closes one connection (API Gateway then runs $disconnect) and deletes its record; one already gone is fine. */
  async function disconnect(connectionId: string): Promise<void> {
    try {
      await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
    } catch (err) {
      if (!isGone(err)) throw err;
    }
    await connections.remove(connectionId);
  }

  /**
   * Closes every connection `userId` has open to the restaurant, dashboards and account line (a removed member must
   * not keep hearing its orders). Returns how many were closed; a failure is thrown after the others were tried.
   */
  async function disconnectMember(restaurantId: string, userId: string): Promise<number> {
    const mine = (await connections.listMembersLines(restaurantId)).filter((c) => c.userId === userId);
    const results = await Promise.allSettled(mine.map((c) => disconnect(c.connectionId)));
    const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
    if (failed) throw failed.reason;
    return mine.length;
  }

  return { postToConnection, publish, tellMemberRemoved, disconnect, disconnectMember };
}

export type Publisher = ReturnType<typeof createPublisher>;

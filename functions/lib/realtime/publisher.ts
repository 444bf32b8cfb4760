/**
 * Posts live messages to WebSocket connections through the API Gateway management API (the local runtime serves
 * the same API). A connection that is gone (410) is deleted so it is not tried again. Also closes connections: a
 * member removed from a restaurant loses its open dashboard sockets at once.
 */
import {
  ApiGatewayManagementApiClient,
  DeleteConnectionCommand,
  GoneException,
  PostToConnectionCommand,
} from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import { config } from '../config';
import { Connections } from '../composition';
import { logger } from '../logger';
import { createLimiter, POST_CONCURRENCY, type Limiter } from './limit';

let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  if (!config.wsManagementEndpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not configured');
  client ??= new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.wsManagementEndpoint });
  return client;
}

const isGone = (err: unknown) => err instanceof GoneException || (err as { name?: string }).name === 'GoneException';

export async function postToConnection(connectionId: string, message: RealtimeMessage): Promise<'sent' | 'gone'> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return 'sent';
  } catch (err) {
    if (isGone(err)) {
      await Connections.remove(connectionId);
      return 'gone';
    }
    throw err;
  }
}

export interface PublishResult {
  sent: number;
  gone: number;
  failed: number;
}

/**
 * Sends to every connection, at most `limit`'s bound in flight at once (pass one limiter to share the bound across
 * several messages); a gone connection (410) is deleted, and one failing connection does not stop the others.
 */
export async function publish(connectionIds: string[], message: RealtimeMessage, limit: Limiter = createLimiter(POST_CONCURRENCY)): Promise<PublishResult> {
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

/** Closes one connection (API Gateway then runs $disconnect) and deletes its record; one already gone is fine. */
/**
 * Tells a member removed from `restaurant` so, on the account lines (the signed-in area's header) they have open to
 * it and to every restaurant they still belong to (`stillIn`): the switcher loses the entry at once, wherever they
 * are working. Call it before the lines to the restaurant are closed.
 */
export async function tellMemberRemoved(
  restaurant: { id: string; name: string },
  userId: string,
  stillIn: readonly string[],
): Promise<PublishResult> {
  const restaurantIds = [...new Set([restaurant.id, ...stillIn])];
  const lines = (await Promise.all(restaurantIds.map((id) => Connections.listMembersLines(id)))).flat();
  const theirs = lines.filter((c) => c.userId === userId && c.channel === 'account').map((c) => c.connectionId);
  return publish(theirs, { type: 'membership.removed', restaurantId: restaurant.id, restaurantName: restaurant.name });
}

export async function disconnect(connectionId: string): Promise<void> {
  try {
    await management().send(new DeleteConnectionCommand({ ConnectionId: connectionId }));
  } catch (err) {
    if (!isGone(err)) throw err;
  }
  await Connections.remove(connectionId);
}

/**
 * Closes every connection `userId` has open to the restaurant, dashboards and account line (a removed member must
 * not keep hearing its orders). Returns how many were closed; a failure is thrown after the others were tried.
 */
export async function disconnectMember(restaurantId: string, userId: string): Promise<number> {
  const mine = (await Connections.listMembersLines(restaurantId)).filter((c) => c.userId === userId);
  const results = await Promise.allSettled(mine.map((c) => disconnect(c.connectionId)));
  const failed = results.find((r): r is PromiseRejectedResult => r.status === 'rejected');
  if (failed) throw failed.reason;
  return mine.length;
}

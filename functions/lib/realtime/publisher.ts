/**
 * Posts live messages to WebSocket connections through the API Gateway management API (the local runtime serves
 * the same API). A connection that is gone (410) is deleted so it is not tried again.
 */
import { ApiGatewayManagementApiClient, GoneException, PostToConnectionCommand } from '@aws-sdk/client-apigatewaymanagementapi';
import type { RealtimeMessage } from '../../../shared/api/realtime';
import { config } from '../config';
import { Connections } from '../composition';
import { logger } from '../logger';

let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  if (!config.wsManagementEndpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not configured');
  client ??= new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.wsManagementEndpoint });
  return client;
}

export async function postToConnection(connectionId: string, message: RealtimeMessage): Promise<'sent' | 'gone'> {
  try {
    await management().send(new PostToConnectionCommand({ ConnectionId: connectionId, Data: JSON.stringify(message) }));
    return 'sent';
  } catch (err) {
    if (err instanceof GoneException || (err as { name?: string }).name === 'GoneException') {
      await Connections.remove(connectionId);
      return 'gone';
    }
    throw err;
  }
}

/** Sends to every connection in parallel; one failing connection does not stop the others. */
export async function publish(connectionIds: string[], message: RealtimeMessage): Promise<{ sent: number; gone: number; failed: number }> {
  const results = await Promise.allSettled(connectionIds.map((id) => postToConnection(id, message)));
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

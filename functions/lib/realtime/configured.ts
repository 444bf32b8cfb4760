/**
 * The composition root of the live messages: the publisher on the functions' connections and its one API Gateway
 * management client, made at the first post or close (WS_MANAGEMENT_ENDPOINT, checked then, comes with the function's
 * `bindConnections`, infra/stacks/function-defaults.ts).
 */
import { ApiGatewayManagementApiClient } from '@aws-sdk/client-apigatewaymanagementapi';
import { Connections } from '../composition';
import { watchAwsClient } from '../call-watch';
import { config } from '../config';
import { createPublisher } from './publisher';

let client: ApiGatewayManagementApiClient | undefined;
function management(): ApiGatewayManagementApiClient {
  if (!config.wsManagementEndpoint) throw new Error('WS_MANAGEMENT_ENDPOINT is not configured');
  client ??= watchAwsClient(new ApiGatewayManagementApiClient({ region: config.region, endpoint: config.wsManagementEndpoint }), 'ApiGatewayManagementApi');
  return client;
}

export const Publisher = /* @__PURE__ */ createPublisher({ connections: Connections, management });

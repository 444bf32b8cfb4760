/**
 * A Lambda Invoke look-alike for cognito-local's triggers. Cognito marks an auto-verified e-mail verified when a
 * sign-up is confirmed with its code; cognito-local does not, so its tokens would say `email_verified: false` for
 * every local account. cognito-local calls its PostConfirmation trigger through the Lambda API
 * (`POST /2015-03-31/functions/{name}/invocations`); this endpoint answers it and marks the e-mail verified, so
 * local tokens carry the same claim as Cognito's and the server's `email_verified` checks run as in AWS.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { AdminUpdateUserAttributesCommand } from '@aws-sdk/client-cognito-identity-provider';
import { cognitoClient } from './cognito-client';

export const POST_CONFIRMATION_FUNCTION = 'tabletap-local-post-confirmation';

interface PostConfirmationEvent {
  triggerSource?: string;
  userPoolId?: string;
  userName?: string;
  request?: { userAttributes?: Record<string, string> };
}

export interface CognitoTriggers {
  /** The Lambda endpoint to give cognito-local (`LambdaClient.endpoint` in its config). */
  endpoint: string;
  stop(): Promise<void>;
}

/** Marks the confirmed user's e-mail verified, as Cognito does on ConfirmSignUp. */
async function onPostConfirmation(cognitoEndpoint: string, event: PostConfirmationEvent): Promise<void> {
  const email = event.request?.userAttributes?.email;
  if (!event.triggerSource?.startsWith('PostConfirmation_ConfirmSignUp') || !email || !event.userPoolId || !event.userName) return;
  if (event.request?.userAttributes?.email_verified === 'true') return;
  const client = cognitoClient(cognitoEndpoint);
  try {
    await client.send(
      new AdminUpdateUserAttributesCommand({
        UserPoolId: event.userPoolId,
        Username: event.userName,
        // cognito-local wants the address itself beside email_verified.
        UserAttributes: [
          { Name: 'email', Value: email },
          { Name: 'email_verified', Value: 'true' },
        ],
      }),
    );
  } finally {
    client.destroy();
  }
}

export async function startCognitoTriggers(opts: { cognitoEndpoint: string; log?: (line: string) => void }): Promise<CognitoTriggers> {
  const server = http.createServer((req, res) => {
    const match = /^\/2015-03-31\/functions\/([^/]+)\/invocations$/.exec(req.url ?? '');
    if (req.method !== 'POST' || !match) {
      res.writeHead(404, { 'content-type': 'application/json' }).end(JSON.stringify({ message: 'Function not found' }));
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      void (async () => {
        let event: PostConfirmationEvent & { response?: unknown } = {};
        try {
          event = JSON.parse(Buffer.concat(chunks).toString('utf8') || '{}') as typeof event;
          if (decodeURIComponent(match[1]!) === POST_CONFIRMATION_FUNCTION) await onPostConfirmation(opts.cognitoEndpoint, event);
          res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ ...event, response: event.response ?? {} }));
        } catch (error) {
          opts.log?.(`cognito-local PostConfirmation trigger failed: ${(error as Error).message}`);
          res
            .writeHead(200, { 'content-type': 'application/json', 'x-amz-function-error': 'Unhandled' })
            .end(JSON.stringify({ errorMessage: (error as Error).message }));
        }
      })();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => resolve());
  });
  const { port } = server.address() as AddressInfo;
  return {
    endpoint: `http://127.0.0.1:${port}`,
    stop: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

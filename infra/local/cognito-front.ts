/**
 * The local user pool's front door: every Cognito call is passed to cognito-local unchanged, except the one it lacks.
 * cognito-local has no ResendConfirmationCode (it answers 500 with "Unsupported x-amz-target header"), so "Resend
 * code" on the sign-up confirmation failed locally. Here it is answered as Cognito answers it: the code is "sent"
 * again (printed for `npm start`, like cognito-local's own notice) and the reply is Cognito's CodeDeliveryDetails; an
 * unknown user, an already confirmed one and too many resends get Cognito's error types and messages. cognito-local
 * keeps its users in memory, so the code it stored at sign-up is the one re-sent (Cognito would make a new one; both
 * confirm the account).
 */
import http from 'node:http';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const RESEND_TARGET = 'AWSCognitoIdentityProviderService.ResendConfirmationCode';
/** Cognito limits resends per user (LimitExceededException); the same order of magnitude here. */
export const RESENDS_PER_HOUR = 5;

interface StoredUser {
  Username?: string;
  UserStatus?: string;
  ConfirmationCode?: string;
  Attributes?: { Name: string; Value?: string }[];
}

/** The stored user whose username or e-mail is `username` (case-insensitive), in any pool. */
export function findStoredUser(cognitoDataDir: string, username: string): StoredUser | null {
  const dbDir = path.join(cognitoDataDir, '.cognito', 'db');
  if (!existsSync(dbDir)) return null;
  const wanted = username.trim().toLowerCase();
  for (const file of readdirSync(dbDir)) {
    if (!file.endsWith('.json') || file === 'clients.json') continue;
    const db = JSON.parse(readFileSync(path.join(dbDir, file), 'utf8')) as { Users?: Record<string, StoredUser> };
    for (const user of Object.values(db.Users ?? {})) {
      const email = user.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase();
      if (user.Username?.toLowerCase() === wanted || email === wanted) return user;
    }
  }
  return null;
}

/** "a***@e***" as Cognito masks a destination. */
export function maskEmail(email: string): string {
  const [local = '', domain = ''] = email.split('@');
  return `${local.slice(0, 1)}***@${domain.slice(0, 1)}***`;
}

type Reply = { status: number; body: unknown };
const cognitoError = (type: string, message: string): Reply => ({ status: 400, body: { __type: type, message } });

export function resendReply(
  cognitoDataDir: string,
  request: unknown,
  sent: Map<string, number[]>,
  now: number,
  onCode: (notice: { destination: string; code: string }) => void,
): Reply {
  const username = typeof request === 'object' && request !== null ? (request as { Username?: unknown }).Username : undefined;
  if (typeof username !== 'string' || username.trim() === '') {
    return cognitoError('InvalidParameterException', '1 validation error detected: Value at \'username\' failed to satisfy constraint: Member must not be null');
  }
  const user = findStoredUser(cognitoDataDir, username);
  if (!user) return cognitoError('UserNotFoundException', 'Username/client id combination not found.');
  if (user.UserStatus === 'CONFIRMED') return cognitoError('InvalidParameterException', 'User is already confirmed.');
  const email = user.Attributes?.find((a) => a.Name === 'email')?.Value ?? username;
  const key = email.toLowerCase();
  const recent = (sent.get(key) ?? []).filter((at) => now - at < 60 * 60 * 1000);
  if (recent.length >= RESENDS_PER_HOUR) return cognitoError('LimitExceededException', 'Attempt limit exceeded, please try after some time.');
  if (!user.ConfirmationCode) return cognitoError('InvalidParameterException', 'User has no confirmation code to send.');
  sent.set(key, [...recent, now]);
  onCode({ destination: email, code: user.ConfirmationCode });
  return { status: 200, body: { CodeDeliveryDetails: { Destination: maskEmail(email), DeliveryMedium: 'EMAIL', AttributeName: 'email' } } };
}

export interface CognitoFront {
  stop(): Promise<void>;
}

export async function startCognitoFront(opts: {
  port: number;
  upstreamPort: number;
  cognitoDataDir: string;
  onCode(notice: { destination: string; code: string }): void;
}): Promise<CognitoFront> {
  const sent = new Map<string, number[]>();
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const body = Buffer.concat(chunks);
      if (req.method === 'POST' && req.headers['x-amz-target'] === RESEND_TARGET) {
        let parsed: unknown = null;
        try {
          parsed = JSON.parse(body.toString('utf8'));
        } catch {
          // answered below as a missing username
        }
        const reply = resendReply(opts.cognitoDataDir, parsed, sent, Date.now(), opts.onCode);
        res
          .writeHead(reply.status, { 'content-type': 'application/x-amz-json-1.1', 'access-control-allow-origin': req.headers.origin ?? '*' })
          .end(JSON.stringify(reply.body));
        return;
      }
      const upstream = http.request(
        { host: '127.0.0.1', port: opts.upstreamPort, method: req.method, path: req.url, headers: req.headers },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
        },
      );
      upstream.on('error', (error) => {
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ __type: 'InternalErrorException', message: `cognito-local is not answering: ${error.message}` }));
      });
      upstream.end(body);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(opts.port, '127.0.0.1', () => resolve());
  });
  return { stop: () => new Promise((resolve) => server.close(() => resolve())) };
}

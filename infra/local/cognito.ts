/**
 * cognito-local (a Cognito user pool look-alike) as a child process, and the TableTap user pool + app client
 * inside it. Its data lives in `<dataDir>/.cognito/` because it always stores under its working directory.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import {
  CreateUserPoolClientCommand,
  CreateUserPoolCommand,
  ListUserPoolClientsCommand,
  ListUserPoolsCommand,
} from '@aws-sdk/client-cognito-identity-provider';
import { PASSWORD_MIN_LENGTH } from '../../shared/constants';
import { killOnExit, stopChild, type ChildRegistry } from './child-processes';
import { startCognitoFront } from './cognito-front';
import { POST_CONFIRMATION_FUNCTION } from './cognito-triggers';
import { cognitoClient } from './cognito-client';

export { cognitoClient };

const require = createRequire(import.meta.url);

export const USER_POOL_NAME = 'tabletap-local';
export const USER_POOL_CLIENT_NAME = 'tabletap-web';

export interface CognitoLocal {
  /** What SDKs and Amplify (`userPoolEndpoint`) talk to. */
  endpoint: string;
  /** The working directory of cognito-local; its data is in `<dataDir>/.cognito/`. */
  dataDir: string;
  /** Prefix of every token's `iss`: `${issuerBase}/${userPoolId}`. */
  issuerBase: string;
  process: ChildProcess;
  stop(): Promise<void>;
}

/**
 * cognito-local "sends" verification e-mails by printing a box with the destination and the code; this turns
 * each into one line for the `npm start` terminal, so a person signing up locally can find their code.
 */
export function confirmationCodeNotices(output: string): { destination: string; code: string }[] {
  const notices: { destination: string; code: string }[] = [];
  const pattern = /Destination:\s*(\S+)[\s\S]*?Code:\s*(\d+)/g;
  for (const match of output.matchAll(pattern)) notices.push({ destination: match[1]!, code: match[2]! });
  return notices;
}

export async function startCognitoLocal(opts: {
  port: number;
  dataDir: string;
  onCode?: (notice: { destination: string; code: string }) => void;
  /** Records the process so it never outlives a runtime that crashed (see child-processes.ts). */
  children?: ChildRegistry;
  /** The Lambda look-alike for its PostConfirmation trigger (cognito-triggers.ts). */
  triggersEndpoint?: string;
}): Promise<CognitoLocal> {
  const configDir = path.join(opts.dataDir, '.cognito');
  mkdirSync(configDir, { recursive: true });
  // Pinned in its config so the issuer does not depend on how `localhost` resolves; functions compare it exactly.
  const issuerBase = `http://localhost:${opts.port}`;
  const triggers = opts.triggersEndpoint
    ? {
        LambdaClient: { endpoint: opts.triggersEndpoint, region: 'local', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } },
        TriggerFunctions: { PostConfirmation: POST_CONFIRMATION_FUNCTION },
      }
    : {};
  writeFileSync(path.join(configDir, 'config.json'), JSON.stringify({ TokenConfig: { IssuerDomain: issuerBase }, ...triggers }, null, 2));

  const bin = path.join(path.dirname(require.resolve('cognito-local/package.json')), 'lib', 'bin', 'start.js');
  // cognito-local listens on a port of its own behind the front door (cognito-front.ts), which answers on opts.port.
  const upstreamPort = await freeLoopbackPort();
  const child = spawn(process.execPath, [bin], {
    cwd: opts.dataDir,
    env: { ...process.env, PORT: String(upstreamPort), HOST: '127.0.0.1', DEBUG: '' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  killOnExit(child);
  opts.children?.track(child, 'cognito-local');
  let output = '';
  let pendingNotice = '';
  child.stdout?.on('data', (d) => {
    output = (output + d).slice(-4000);
    // A notice box may arrive split across chunks: keep the tail until its code line has been seen.
    pendingNotice = (pendingNotice + d).slice(-4000);
    const notices = confirmationCodeNotices(pendingNotice);
    if (notices.length) {
      for (const notice of notices) opts.onCode?.(notice);
      pendingNotice = pendingNotice.slice(pendingNotice.lastIndexOf('Code:') + 5);
    }
  });
  child.stderr?.on('data', (d) => (output = (output + d).slice(-4000)));

  const endpoint = `http://localhost:${opts.port}`;
  const deadline = Date.now() + 30_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`cognito-local exited (code ${child.exitCode}):\n${output}`);
    try {
      const res = await fetch(`http://127.0.0.1:${upstreamPort}/health`);
      if (res.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`cognito-local did not answer within 30 s:\n${output}`);
    }
    await new Promise((r) => setTimeout(r, 150));
  }

  const front = await startCognitoFront({
    port: opts.port,
    upstreamPort,
    cognitoDataDir: opts.dataDir,
    onCode: (notice) => opts.onCode?.(notice),
  });
  return {
    endpoint,
    dataDir: opts.dataDir,
    issuerBase,
    process: child,
    stop: async () => {
      await front.stop();
      await stopChild(child);
    },
  };
}

/** A loopback port nobody listens on now (the OS picks it). */
function freeLoopbackPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });
}


/**
 * The TableTap user pool (email is the username, email auto-verified, passwords of PASSWORD_MIN_LENGTH+) and its
 * web app client: found by name when they exist, created otherwise, so data survives restarts.
 */
export async function ensureUserPool(endpoint: string): Promise<{ userPoolId: string; userPoolClientId: string }> {
  const client = cognitoClient(endpoint);
  try {
    const { UserPools } = await client.send(new ListUserPoolsCommand({ MaxResults: 60 }));
    let userPoolId = UserPools?.find((p) => p.Name === USER_POOL_NAME)?.Id;
    if (!userPoolId) {
      const created = await client.send(
        new CreateUserPoolCommand({
          PoolName: USER_POOL_NAME,
          UsernameAttributes: ['email'],
          AutoVerifiedAttributes: ['email'],
          // As in AWS (auth-stack keepOriginal): a new e-mail counts only once verified.
          UserAttributeUpdateSettings: { AttributesRequireVerificationBeforeUpdate: ['email'] },
          Policies: {
            PasswordPolicy: {
              MinimumLength: PASSWORD_MIN_LENGTH,
              RequireLowercase: false,
              RequireUppercase: false,
              RequireNumbers: false,
              RequireSymbols: false,
            },
          },
        }),
      );
      userPoolId = created.UserPool?.Id;
      if (!userPoolId) throw new Error('cognito-local created a user pool without an id');
    }

    const { UserPoolClients } = await client.send(new ListUserPoolClientsCommand({ UserPoolId: userPoolId, MaxResults: 60 }));
    let userPoolClientId = UserPoolClients?.find((c) => c.ClientName === USER_POOL_CLIENT_NAME)?.ClientId;
    if (!userPoolClientId) {
      const created = await client.send(
        new CreateUserPoolClientCommand({
          UserPoolId: userPoolId,
          ClientName: USER_POOL_CLIENT_NAME,
          ExplicitAuthFlows: ['ALLOW_USER_PASSWORD_AUTH', 'ALLOW_REFRESH_TOKEN_AUTH'],
        }),
      );
      userPoolClientId = created.UserPoolClient?.ClientId;
      if (!userPoolClientId) throw new Error('cognito-local created an app client without an id');
    }
    return { userPoolId, userPoolClientId };
  } finally {
    client.destroy();
  }
}

/**
 * The sign-up confirmation code cognito-local generated for `email` (it "sends" codes only to its log), or null.
 * Tests and the e2e journeys use it to confirm a new account as a user would.
 */
export function readConfirmationCode(cognitoDataDir: string, userPoolId: string, email: string): string | null {
  const file = path.join(cognitoDataDir, '.cognito', 'db', `${userPoolId}.json`);
  if (!existsSync(file)) return null;
  const db = JSON.parse(readFileSync(file, 'utf8')) as {
    Users?: Record<string, { Attributes?: { Name: string; Value?: string }[]; ConfirmationCode?: string }>;
  };
  const wanted = email.toLowerCase();
  for (const user of Object.values(db.Users ?? {})) {
    const userEmail = user.Attributes?.find((a) => a.Name === 'email')?.Value?.toLowerCase();
    if (userEmail === wanted) return user.ConfirmationCode ?? null;
  }
  return null;
}

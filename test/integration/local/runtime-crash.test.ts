/**
 * `npm start` (infra/local/start.ts) as its own process, crashed with kill -9 the way an out-of-memory kill or a
 * closed terminal does it: its emulators (DynamoDB Local's JVM, cognito-local) must not outlive it, and the next
 * start must come up on the same data folder - accounts still sign in, orders are still there - instead of
 * stopping at 'Port ... is already in use'.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { ConfirmSignUpCommand, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import type { PublicMenu, PublicOrder, WebConfig } from '../../../shared/api';
import { cognitoClient } from '../../../infra/local/cognito';
import { findBusyPort, portEnvVars, type LocalPorts } from '../../../infra/local/ports';
import { repoRoot } from '../../../infra/local/web-build';
import { commandOf, descendantsOf, isRunning, testPorts } from './support';

const ports: LocalPorts = { ...testPorts.runtime };
const urls = {
  web: `http://localhost:${ports.web}`,
  api: `http://localhost:${ports.api}`,
  cognito: `http://localhost:${ports.cognito}`,
};
/** The first start may build the web app when web/ changed since the test run built it. */
const START_TIMEOUT_MS = 150_000;

interface Runtime {
  child: ChildProcess;
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

const runtimes: Runtime[] = [];
/** Every process the runtimes started, so a failing test still cleans up after itself. */
const seenPids = new Set<number>();
const dataDirs: string[] = [];

/** What a developer's shell has: none of the test run's own stack settings or vitest's markers. */
function runtimeEnv(dataDir: string): NodeJS.ProcessEnv {
  const keep = ['PATH', 'HOME', 'JAVA_HOME', 'TMPDIR', 'TMP', 'TEMP', 'LANG', 'LC_ALL', 'USER', 'SYSTEMROOT'];
  const env: NodeJS.ProcessEnv = Object.fromEntries(keep.filter((k) => process.env[k] !== undefined).map((k) => [k, process.env[k]]));
  env.TABLETAP_DATA_DIR = dataDir;
  for (const name of Object.keys(ports) as (keyof LocalPorts)[]) env[portEnvVars[name]] = String(ports[name]);
  return env;
}

function startRuntime(dataDir: string): Runtime {
  const child = spawn(process.execPath, ['--import', 'tsx', 'infra/local/start.ts'], {
    cwd: repoRoot,
    env: runtimeEnv(dataDir),
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  );
  const runtime = { child, output: () => output, exited };
  runtimes.push(runtime);
  return runtime;
}

function freshDataDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), 'tabletap-crash-test-'));
  dataDirs.push(dir);
  return dir;
}

/** Resolves once the banner is printed; fails with the runtime's output when it exits or hangs instead. */
async function untilRunning(runtime: Runtime): Promise<void> {
  const deadline = Date.now() + START_TIMEOUT_MS;
  let exited: { code: number | null; signal: NodeJS.Signals | null } | null = null;
  void runtime.exited.then((e) => (exited = e));
  while (!runtime.output().includes('TableTap is running locally.')) {
    if (exited) throw new Error(`npm start exited (${JSON.stringify(exited)}) before it was running:\n${runtime.output()}`);
    if (Date.now() > deadline) throw new Error(`npm start was not running within ${START_TIMEOUT_MS / 1000} s:\n${runtime.output()}`);
    await new Promise((r) => setTimeout(r, 100));
  }
  for (const pid of descendantsOf(runtime.child.pid!)) seenPids.add(pid);
}

async function crash(runtime: Runtime): Promise<void> {
  runtime.child.kill('SIGKILL');
  expect((await runtime.exited).signal).toBe('SIGKILL');
}

async function api<T>(method: string, pathAndQuery: string, body?: unknown): Promise<{ status: number; body: T }> {
  const res = await fetch(`${urls.api}${pathAndQuery}`, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  return { status: res.status, body: (await res.json()) as T };
}

async function signIn(clientId: string, email: string, password: string): Promise<string | undefined> {
  const client = cognitoClient(urls.cognito);
  try {
    const auth = await client.send(
      new InitiateAuthCommand({ ClientId: clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    return auth.AuthenticationResult?.IdToken;
  } finally {
    client.destroy();
  }
}

afterEach(async () => {
  for (const runtime of runtimes.splice(0)) {
    if (runtime.child.exitCode === null && runtime.child.signalCode === null) {
      runtime.child.kill('SIGINT');
      await Promise.race([runtime.exited, new Promise((r) => setTimeout(r, 15_000))]);
      runtime.child.kill('SIGKILL');
    }
  }
  // Whatever a crashed runtime left behind (only processes these runtimes started are in the set).
  for (const pid of seenPids) {
    try {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // already gone
    }
  }
  seenPids.clear();
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
}, 30_000);

describe('npm start after a crash', () => {
  it('starts again on the same data: the accounts sign in and the order is still there; Ctrl-C leaves nothing behind', async () => {
    const dataDir = freshDataDir();
    const first = startRuntime(dataDir);
    await untilRunning(first);

    const config = (await (await fetch(`${urls.web}/config.json`)).json()) as WebConfig;
    const demo = /Owner login\s+(\S+) \/ (\S+)/.exec(first.output());
    const restaurantId = /Diner link\s+\S*[?&]rid=([^&\s]+)/.exec(first.output())?.[1];
    expect(demo).not.toBeNull();
    expect(restaurantId).toBeDefined();
    const [, ownerEmail, ownerPassword] = demo!;

    // A diner-side account signed up and confirmed with the code the terminal shows, as a person would.
    const email = `crash-${randomUUID().slice(0, 8)}@test.tabletap.local`;
    const password = 'secret-pass-1';
    const cognito = cognitoClient(urls.cognito);
    await cognito.send(
      new SignUpCommand({ ClientId: config.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }),
    );
    const codeLine = new RegExp(`Verification code for ${email.replace(/[.]/g, '\\.')}: (\\d+)`);
    await expect.poll(() => codeLine.exec(first.output())?.[1], { timeout: 10_000 }).toBeDefined();
    await cognito.send(new ConfirmSignUpCommand({ ClientId: config.userPoolClientId, Username: email, ConfirmationCode: codeLine.exec(first.output())![1]! }));
    cognito.destroy();
    expect(await signIn(config.userPoolClientId, email, password)).toBeTruthy();

    // An order at the demo restaurant, through the diner's checkout call.
    const menu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${restaurantId}`);
    const espresso = menu.body.items.find((i) => i.name === 'Espresso');
    expect(espresso).toBeDefined();
    const checkout = await api<{ orderId: string; orderCode: string }>('POST', '/functions/v1/create-payment', {
      restaurantId,
      attemptId: randomUUID(),
      tableLabel: '5',
      tip: { kind: 'none' },
      items: [{ itemId: espresso!.id, qty: 2 }],
    });
    expect(checkout.status).toBe(200);
    const before = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${checkout.body.orderId}`);
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({ orderCode: checkout.body.orderCode, tableLabel: '5', subtotalCents: 600 });

    const emulators = descendantsOf(first.child.pid!);
    expect(emulators.length).toBeGreaterThanOrEqual(2); // DynamoDB Local's JVM and cognito-local at least
    await crash(first);

    // At once, as a person pressing up-arrow and Enter would.
    const second = startRuntime(dataDir);
    await untilRunning(second);
    expect(second.output()).not.toContain('already in use');
    expect(emulators.filter(isRunning).map(commandOf)).toEqual([]);
    expect(second.output()).not.toContain('Seeded the demo restaurant'); // the same data, not a fresh start

    const configAfter = (await (await fetch(`${urls.web}/config.json`)).json()) as WebConfig;
    expect(configAfter.userPoolId).toBe(config.userPoolId);
    expect(configAfter.userPoolClientId).toBe(config.userPoolClientId);
    expect(await signIn(config.userPoolClientId, email, password)).toBeTruthy();
    expect(await signIn(config.userPoolClientId, ownerEmail!, ownerPassword!)).toBeTruthy();
    const after = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${checkout.body.orderId}`);
    expect(after.status).toBe(200);
    expect(after.body).toEqual(before.body);

    // Ctrl-C: a clean stop, with no emulator left holding a port.
    const processes = descendantsOf(second.child.pid!);
    second.child.kill('SIGINT');
    expect(await second.exited).toEqual({ code: 0, signal: null });
    expect(second.output()).toContain('Stopped.');
    // The watchdog notices the runtime's end a moment after it.
    await expect.poll(() => processes.filter(isRunning).map(commandOf), { timeout: 5000, interval: 100 }).toEqual([]);
    expect(await findBusyPort(ports)).toBeNull();
  }, 2 * START_TIMEOUT_MS + 60_000);
});

/**
 * What keeps the emulators from outliving a crashed runtime, with real processes: the watchdog stops them when
 * the runtime is killed with kill -9, and the data folder's children.json lets the next start stop any left over -
 * never a process that merely got the same pid - and refuse while the runtime that recorded them still runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  childRegistryFile,
  DataFolderInUseError,
  processIdentity,
  stopStaleChildren,
  type ProcessIdentity,
} from '../../../infra/local/child-processes';
import { repoRoot } from '../../../infra/local/web-build';
import { isRunning, waitFor } from './support';

let dataDir: string;
const started: ChildProcess[] = [];
const pidsToClean = new Set<number>();

function sleeper(): ChildProcess {
  const child = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)'], { stdio: 'ignore' });
  started.push(child);
  return child;
}

function identityOf(child: ChildProcess): ProcessIdentity {
  const identity = processIdentity(child.pid!);
  expect(identity).not.toBeNull();
  return identity!;
}

function writeRegistry(owner: ProcessIdentity | null, children: (ProcessIdentity & { name: string })[]): string {
  const file = childRegistryFile(dataDir);
  writeFileSync(file, JSON.stringify({ owner, children }));
  return file;
}

/** A process that ran and has exited: the owner of a registry after a crash. */
async function deadProcessIdentity(): Promise<ProcessIdentity> {
  const child = sleeper();
  const identity = identityOf(child);
  child.kill('SIGKILL');
  await new Promise((r) => child.once('exit', r));
  return identity;
}

beforeEach(() => {
  dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-children-test-'));
});

afterEach(() => {
  for (const child of started.splice(0)) child.kill('SIGKILL');
  for (const pid of pidsToClean) {
    try {
      if (isRunning(pid)) process.kill(pid, 'SIGKILL');
    } catch {
      // gone
    }
  }
  pidsToClean.clear();
  rmSync(dataDir, { recursive: true, force: true });
});

describe('a runtime killed with kill -9', () => {
  it('takes the children it tracked with it, and the next start finds nothing left to stop', async () => {
    const runtime = spawn(process.execPath, ['--import', 'tsx', 'test/integration/local/fixtures/runtime-with-child.ts', dataDir], {
      cwd: repoRoot,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    started.push(runtime);
    let output = '';
    runtime.stdout!.on('data', (d) => (output += d));
    runtime.stderr!.on('data', (d) => (output += d));
    const childPid = Number(await waitFor(() => /child (\d+)/.exec(output)?.[1], 20_000));
    pidsToClean.add(childPid);
    expect(isRunning(childPid)).toBe(true);
    expect(existsSync(childRegistryFile(dataDir))).toBe(true);

    runtime.kill('SIGKILL');
    await expect.poll(() => isRunning(childPid), { timeout: 10_000, interval: 100 }).toBe(false);

    expect(await stopStaleChildren(childRegistryFile(dataDir))).toEqual([]);
    expect(existsSync(childRegistryFile(dataDir))).toBe(false);
  }, 40_000);
});

describe('the next start (stopStaleChildren)', () => {
  it('stops the children a dead runtime recorded, and leaves alone processes that only share a pid', async () => {
    const leftOver = sleeper();
    const reusedPid = sleeper();
    const unrelated = identityOf(reusedPid);
    const file = writeRegistry(await deadProcessIdentity(), [
      { name: 'DynamoDB Local', ...identityOf(leftOver) },
      // The recorded emulator is gone and its pid now belongs to another program (other start time, other command).
      { name: 'cognito-local', ...unrelated, startedAt: 'an earlier start' },
      { name: 'cognito-local', ...unrelated, command: 'node /somewhere/cognito-local/lib/bin/start.js' },
    ]);

    expect(await stopStaleChildren(file, 2000)).toEqual([`DynamoDB Local (pid ${leftOver.pid})`]);
    await new Promise((r) => (leftOver.exitCode !== null || leftOver.signalCode !== null ? r(null) : leftOver.once('exit', r)));
    expect(leftOver.signalCode).toBe('SIGTERM');
    expect(isRunning(reusedPid.pid!)).toBe(true);
    expect(existsSync(file)).toBe(false);
  });

  it('refuses, signalling nothing, while the runtime that recorded them still runs', async () => {
    const child = sleeper();
    const file = writeRegistry(processIdentity(process.pid), [{ name: 'DynamoDB Local', ...identityOf(child) }]);

    const attempt = stopStaleChildren(file);
    await expect(attempt).rejects.toBeInstanceOf(DataFolderInUseError);
    await expect(attempt).rejects.toThrow(`TableTap is already running with the data folder ${dataDir} (process ${process.pid})`);
    expect(isRunning(child.pid!)).toBe(true);
    expect(existsSync(file)).toBe(true);
  });

  it('does nothing without a registry, or with one cut short', async () => {
    expect(await stopStaleChildren(childRegistryFile(dataDir))).toEqual([]);
    writeFileSync(childRegistryFile(dataDir), '{"owner": {"pid": 1');
    expect(await stopStaleChildren(childRegistryFile(dataDir))).toEqual([]);
  });
});

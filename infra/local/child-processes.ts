/**
 * Emulators run as child processes (Java, cognito-local); everything else runs inside the runtime's own process.
 * Three layers keep them from outliving it:
 *  - the 'exit' hook (killOnExit) kills them when the runtime ends without stopping them (an uncaught error,
 *    process.exit);
 *  - a watchdog process (child-watchdog.mjs) stops them when the runtime dies without running any code at all
 *    (kill -9, the out-of-memory killer);
 *  - the data folder's `children.json` records them with what identifies each process (pid, start time, command
 *    line), so the next start stops any left over (stopStaleChildren) before it checks its ports, and never
 *    signals an unrelated process that got the same pid since.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';

export function killOnExit(child: ChildProcess): void {
  const kill = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', kill);
  child.once('exit', () => process.removeListener('exit', kill));
}

/** SIGTERM, then SIGKILL if it lingers; resolves once the process is gone. */
export function stopChild(child: ChildProcess, graceMs = 5000): Promise<void> {
  return new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), graceMs).unref();
  });
}

/** One process, told apart from any later process with the same pid by its start time and command line. */
export interface ProcessIdentity {
  pid: number;
  startedAt: string;
  command: string;
}

/**
 * The identity of a running process, or null when it is gone, a zombie, or the system offers no way to tell
 * (then nothing is ever signalled on the strength of a pid alone). Linux: /proc (start time in clock ticks since
 * boot); elsewhere (macOS): `ps`.
 */
export function processIdentity(pid: number): ProcessIdentity | null {
  if (!Number.isInteger(pid) || pid <= 0) return null;
  if (existsSync('/proc/self/stat')) {
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      // Fields after the parenthesised name (which may itself hold spaces): state is field 3, starttime field 22.
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (fields[0] === 'Z' || fields[0] === 'X' || !fields[19]) return null;
      const command = readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0').filter(Boolean).join(' ');
      return { pid, startedAt: fields[19], command };
    } catch {
      return null;
    }
  }
  const ps = spawnSync('ps', ['-o', 'stat=', '-o', 'lstart=', '-o', 'command=', '-p', String(pid)], { encoding: 'utf8' });
  const match = /^\s*(\S+)\s+(\w{3}\s+\w{3}\s+\d+\s+[\d:]+\s+\d{4})\s+(.*)$/.exec(ps.stdout ?? '');
  if (ps.status !== 0 || !match || match[1]!.startsWith('Z')) return null;
  return { pid, startedAt: match[2]!.replace(/\s+/g, ' '), command: match[3]!.trim() };
}

function isSameProcess(recorded: ProcessIdentity): boolean {
  const now = processIdentity(recorded.pid);
  return !!now && now.startedAt === recorded.startedAt && now.command === recorded.command;
}

interface RegistryFile {
  /** The runtime that started the children. */
  owner: ProcessIdentity | null;
  children: (ProcessIdentity & { name: string })[];
}

export const CHILD_REGISTRY_FILE = 'children.json';

export function childRegistryFile(dataDir: string): string {
  return path.join(dataDir, CHILD_REGISTRY_FILE);
}

function readRegistry(file: string): RegistryFile | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as RegistryFile;
    return Array.isArray(parsed.children) ? parsed : null;
  } catch {
    return null; // missing, or cut short by a crash mid-write (writes go through a rename, so hardly ever)
  }
}

/** Another runtime is alive and owns the data folder: its children are in use, not left over. */
export class DataFolderInUseError extends Error {
  constructor(
    readonly dataDir: string,
    readonly ownerPid: number,
  ) {
    super(
      `TableTap is already running with the data folder ${dataDir} (process ${ownerPid}): stop it first (Ctrl-C in its terminal), or set TABLETAP_DATA_DIR to another folder.`,
    );
  }
}

function signal(pid: number, name: NodeJS.Signals): void {
  try {
    process.kill(pid, name);
  } catch {
    // gone in the meantime
  }
}

async function waitUntilGone(identities: ProcessIdentity[], ms: number): Promise<void> {
  const deadline = Date.now() + ms;
  while (identities.some(isSameProcess) && Date.now() < deadline) await new Promise((r) => setTimeout(r, 100));
}

/**
 * Stops the children a previous runtime recorded in `file` and left running (it was killed, or crashed), then
 * forgets them. Only processes whose pid, start time and command line all still match are signalled (SIGTERM,
 * SIGKILL after `graceMs`). Throws DataFolderInUseError while the runtime that recorded them is still alive.
 * Returns what it stopped, e.g. `DynamoDB Local (pid 1234)`.
 */
export async function stopStaleChildren(file: string, graceMs = 5000): Promise<string[]> {
  const registry = readRegistry(file);
  if (!registry) return [];
  if (registry.owner && isSameProcess(registry.owner)) throw new DataFolderInUseError(path.dirname(file), registry.owner.pid);
  const stale = registry.children.filter(isSameProcess);
  for (const child of stale) signal(child.pid, 'SIGTERM');
  await waitUntilGone(stale, graceMs);
  for (const child of stale.filter(isSameProcess)) signal(child.pid, 'SIGKILL');
  await waitUntilGone(stale, 2000);
  rmSync(file, { force: true });
  return stale.map((c) => `${c.name} (pid ${c.pid})`);
}

export interface ChildRegistry {
  /** Records a child just spawned (in the file and with the watchdog); forgets it once it exits. */
  track(child: ChildProcess, name: string): void;
  /** Ends the watchdog and removes the file; call once every child has stopped. */
  close(): void;
}

/**
 * Takes over `file` for this process: first stops whatever a dead runtime left recorded there (see
 * stopStaleChildren), then starts the watchdog. Every emulator spawned afterwards goes through `track`.
 */
export async function openChildRegistry(file: string): Promise<ChildRegistry> {
  await stopStaleChildren(file);
  mkdirSync(path.dirname(file), { recursive: true });
  const owner = processIdentity(process.pid);
  const children = new Map<number, ProcessIdentity & { name: string }>();
  let closed = false;
  const write = () => {
    if (closed) return;
    const body: RegistryFile = { owner, children: [...children.values()] };
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, JSON.stringify(body, null, 2));
    renameSync(partial, file); // a crash mid-write leaves the previous version, never half a file
  };
  write();

  const watchdog = spawn(process.execPath, [path.join(import.meta.dirname, 'child-watchdog.mjs')], {
    stdio: ['pipe', 'ignore', 'ignore'],
    detached: true,
  });
  watchdog.on('error', () => {}); // without it, the file and the exit hook still cover a crash
  watchdog.stdin!.on('error', () => {});
  // It must never keep the runtime (or a test worker) alive.
  watchdog.unref();
  (watchdog.stdin as unknown as { unref?: () => void }).unref?.();
  const tell = (line: string) => {
    if (!watchdog.stdin!.destroyed) watchdog.stdin!.write(`${line}\n`);
  };

  return {
    track(child, name) {
      const pid = child.pid;
      if (pid === undefined) return; // it did not spawn: its 'error' event says why
      tell(`+${pid}`);
      const identity = processIdentity(pid);
      if (identity) {
        children.set(pid, { name, ...identity });
        write();
      }
      child.once('exit', () => {
        tell(`-${pid}`);
        if (children.delete(pid)) write();
      });
    },
    close() {
      if (closed) return;
      closed = true;
      watchdog.stdin!.end();
      rmSync(file, { force: true });
    },
  };
}

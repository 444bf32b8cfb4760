/** Shared bits of the local-runtime tests: fixed test ports (20100-20199), a log to assert on, waiting, processes. */
import { spawnSync } from 'node:child_process';
import type { HandlerLoader, LambdaHandler } from '../../../infra/local/handler-loader';
import type { LocalLog } from '../../../infra/local/log';

export const testPorts = {
  cognito: 20101,
  httpGateway: 20102,
  wsGateway: 20110,
  s3: 20121,
  web: 20122,
  /** The S3 look-alike's presigned-upload checks (s3-post-policy.test.ts). */
  s3Uploads: 20123,
  /** The S3 look-alike's read-after-write and atomic overwrites (s3-atomic-writes.test.ts). */
  s3Atomic: 20125,
  /** The gateway behind the web server's /api/* and /functions/* proxy (web-and-storage.test.ts). */
  webApi: 20124,
  /** A whole local stack (stack.test.ts). */
  stack: { web: 20130, api: 20131, ws: 20132, dynamo: 20133, cognito: 20134, s3: 20135, ses: 20136 },
  /** `npm start` as a separate process (runtime-crash.test.ts). */
  runtime: { web: 20140, api: 20141, ws: 20142, dynamo: 20143, cognito: 20144, s3: 20145, ses: 20146 },
} as const;

export function handlersFrom(handlers: Record<string, LambdaHandler>): HandlerLoader {
  return async (functionName) => {
    const handler = handlers[functionName];
    if (!handler) throw new Error(`No test handler '${functionName}'`);
    return handler;
  };
}

export function recordingLog(): LocalLog & { lines: string[] } {
  const lines: string[] = [];
  return {
    lines,
    info: (line) => lines.push(line),
    error: (line, error) => lines.push(error instanceof Error ? `${line} ${error.message}` : line),
  };
}

export async function waitFor<T>(probe: () => T | undefined | null | false, timeoutMs = 5000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = probe();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

/** The processes below `pid` (children, their children...), from `ps`, which Linux and macOS both have. */
export function descendantsOf(pid: number): number[] {
  const table = spawnSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' }).stdout;
  const children = new Map<number, number[]>();
  for (const line of table.split('\n')) {
    const [child, parent] = line.trim().split(/\s+/).map(Number);
    if (!child || parent === undefined) continue;
    children.set(parent, [...(children.get(parent) ?? []), child]);
  }
  const found: number[] = [];
  const visit = (p: number) =>
    (children.get(p) ?? []).forEach((c) => {
      found.push(c);
      visit(c);
    });
  visit(pid);
  return found;
}

/** Running, as opposed to gone or a zombie waiting for a parent to collect its exit status. */
export function isRunning(pid: number): boolean {
  const stat = spawnSync('ps', ['-o', 'stat=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim();
  return stat !== '' && !stat.startsWith('Z');
}

/** `pid: command line`, for a failure message that says which process is still there. */
export function commandOf(pid: number): string {
  return `${pid}: ${spawnSync('ps', ['-o', 'args=', '-p', String(pid)], { encoding: 'utf8' }).stdout.trim()}`;
}

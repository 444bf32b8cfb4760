/**
 * The local runtime's watchdog (see child-processes.ts). The runtime starts it with a pipe on stdin and writes
 * `+<pid>` when it spawns an emulator and `-<pid>` when that emulator exits. The pipe closes when the runtime
 * ends, however it ends: after a clean stop nothing is listed any more; after a kill -9 or a crash the emulators
 * still listed are orphans, so this stops them (SIGTERM, SIGKILL after 5 s) and exits.
 *
 * A listed pid belongs to an emulator that had not exited when the runtime died; a living process keeps its pid,
 * so the kill cannot reach an unrelated process. It runs detached (its own session), so a Ctrl-C or a closed
 * terminal, which signal the runtime's process group, do not end it before it has done its job. Plain JavaScript:
 * it starts in plain Node within milliseconds.
 */
import process from 'node:process';
import { setTimeout as sleep } from 'node:timers/promises';

const GRACE_MS = 5000;
const pids = new Set();
let pending = '';

function isAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid, name) {
  try {
    process.kill(pid, name);
  } catch {
    // already gone
  }
}

async function stopOrphans() {
  for (const pid of pids) signal(pid, 'SIGTERM');
  const deadline = Date.now() + GRACE_MS;
  while ([...pids].some(isAlive) && Date.now() < deadline) await sleep(100);
  for (const pid of pids) if (isAlive(pid)) signal(pid, 'SIGKILL');
  process.exit(0);
}

process.stdin.setEncoding('utf8');
process.stdin.on('data', (chunk) => {
  const lines = (pending + chunk).split('\n');
  pending = lines.pop() ?? '';
  for (const line of lines) {
    const pid = Number(line.slice(1));
    if (!Number.isInteger(pid) || pid <= 0) continue;
    if (line[0] === '+') pids.add(pid);
    else if (line[0] === '-') pids.delete(pid);
  }
});
process.stdin.on('end', () => void stopOrphans());
process.stdin.on('error', () => void stopOrphans());

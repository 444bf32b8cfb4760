/**
 * Emulators run as child processes (Java, cognito-local). If this process ends without stopping them (an uncaught
 * error, process.exit), the 'exit' hook still kills them, so no emulator outlives `npm start` or a test run.
 */
import type { ChildProcess } from 'node:child_process';

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

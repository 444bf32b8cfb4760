/**
 * What the local stack started, stopped in reverse order: by stop(), and when a later step of the start fails.
 */
import type { LocalLog } from './log';

export interface Stoppers {
  add(stop: () => Promise<void> | void): void;
  stopAll(): Promise<void>;
}

/** `cleanup` runs once everything is stopped (the temporary data folder's removal). */
export function createStoppers(log: LocalLog, cleanup: () => void): Stoppers {
  const stoppers: (() => Promise<void> | void)[] = [];
  return {
    add: (stop) => void stoppers.push(stop),
    async stopAll() {
      for (const stop of stoppers.reverse()) {
        try {
          await stop();
        } catch (err) {
          log.error('Stopping a local service failed:', err);
        }
      }
      stoppers.length = 0;
      cleanup();
    },
  };
}

/**
 * Like Promise.all, but hands every service that did start to `onStarted` before rethrowing the first failure,
 * so a failed start never leaves the others running.
 */
export async function settleAll<T extends unknown[]>(
  starting: { [K in keyof T]: Promise<T[K]> },
  onStarted: (services: { stop(): Promise<void> }[]) => void,
): Promise<T> {
  const results = await Promise.allSettled(starting as Promise<unknown>[]);
  onStarted(results.flatMap((r) => (r.status === 'fulfilled' ? [r.value as { stop(): Promise<void> }] : [])));
  const failure = results.find((r) => r.status === 'rejected');
  if (failure) throw (failure as PromiseRejectedResult).reason;
  return results.map((r) => (r as PromiseFulfilledResult<unknown>).value) as T;
}

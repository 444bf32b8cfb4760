/**
 * How long to wait before the next reconnect attempt: exponential (1 s, 2 s, 4 s... capped at 30 s) with "equal
 * jitter" (half fixed, half random), so a whole restaurant of screens that lost the server together does not come
 * back in the same millisecond, yet none waits much longer than the curve says.
 */
export const RECONNECT_BASE_MS = 1000;
export const RECONNECT_MAX_MS = 30_000;

/** `attempt` counts failed tries since the last good connection, from 0. `random` is in [0, 1). */
export function reconnectDelay(attempt: number, random: number = Math.random()): number {
  const ceiling = Math.min(RECONNECT_MAX_MS, RECONNECT_BASE_MS * 2 ** Math.max(0, attempt));
  const half = ceiling / 2;
  return Math.round(half + half * random);
}

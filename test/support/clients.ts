/**
 * Distinct diners for the rate-limit tests: every test request comes from this machine, so a test that needs
 * "another client" calls from another loopback address (Linux answers on all of 127.0.0.0/8), and the gateway
 * reports it as the request's sourceIp.
 */
import { randomInt } from 'node:crypto';

/** A loopback address other than 127.0.0.1, different on each call (random, so reruns on one stack differ too). */
export function newClientAddress(): string {
  return `127.${randomInt(1, 255)}.${randomInt(0, 256)}.${randomInt(1, 255)}`;
}

/**
 * The limits count in fixed windows aligned on epoch time (e.g. each whole minute). A test that must land all its
 * requests in one window waits, when fewer than `neededSeconds` are left in the current one, for the next to start.
 */
export async function clearOfWindowEdge(windowSeconds: number, neededSeconds: number): Promise<void> {
  const intoWindowMs = Date.now() % (windowSeconds * 1000);
  const leftMs = windowSeconds * 1000 - intoWindowMs;
  if (leftMs < neededSeconds * 1000) await new Promise((resolve) => setTimeout(resolve, leftMs + 250));
}

/**
 * Which local invocation a piece of work belongs to: the local API Gateway runs each function call inside
 * `invocationScope`, so anything on that call's async path (its DynamoDB calls, through a client middleware) can tell
 * it apart from the work that shares the process: the stream poller's deliveries and the sweeps. The bench's scale
 * section (bench/scale/kit.ts) counts a request's own DynamoDB calls by it. Lambda has no such thing: each invocation
 * has its process to itself, which is what this stands in for.
 */
import { AsyncLocalStorage } from 'node:async_hooks';

export interface Invocation {
  /** The function invoked (infra/routes.ts `fn`). */
  fn: string;
  /** How it was invoked. */
  source: 'http';
}

export const invocationScope = new AsyncLocalStorage<Invocation>();

/** The invocation the caller runs in, if any. */
export function currentInvocation(): Invocation | undefined {
  return invocationScope.getStore();
}

/**
 * A bound on how many posts are in flight at once: every post of one stream batch goes through the same limiter,
 * so a restaurant with hundreds of sockets (or a batch of many orders) never opens more than `max` requests to the
 * management API together.
 */
export type Limiter = <T>(task: () => Promise<T>) => Promise<T>;

/** The posts one stream invocation has in flight together. */
export const POST_CONCURRENCY = 10;

export function createLimiter(max: number): Limiter {
  if (!Number.isInteger(max) || max < 1) throw new Error(`A limiter needs a positive bound, not ${max}`);
  let active = 0;
  const waiting: (() => void)[] = [];
  // A finished task hands its slot straight to the next waiting one, so no newcomer can slip in between.
  const release = () => {
    const next = waiting.shift();
    if (next) next();
    else active--;
  };
  return async <T>(task: () => Promise<T>): Promise<T> => {
    if (active < max) active++;
    else await new Promise<void>((resolve) => waiting.push(resolve));
    try {
      return await task();
    } finally {
      release();
    }
  };
}

/**
 * Batch reads and deletes that finish the job: DynamoDB may hand back part of a batch as unprocessed under load,
 * and ElectroDB returns those keys instead of retrying them.
 */
const MAX_ATTEMPTS = 5;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs a batch operation until no key is left unprocessed; returns the result of every round. */
export async function untilProcessed<K, R extends { unprocessed: K[] }>(
  keys: K[],
  run: (keys: K[]) => Promise<R>,
): Promise<R[]> {
  const rounds: R[] = [];
  let pending = keys;
  for (let attempt = 1; pending.length > 0; attempt++) {
    if (attempt > MAX_ATTEMPTS) throw new Error(`Batch operation left ${pending.length} keys unprocessed`);
    if (attempt > 1) await pause(25 * 2 ** attempt);
    const round = await run(pending);
    rounds.push(round);
    pending = round.unprocessed;
  }
  return rounds;
}

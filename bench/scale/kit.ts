/**
 * The scale bench's kit: DynamoDB calls counted by a middleware on the one document client (as bench/dynamo-calls.ts),
 * the wait for the stream handlers to settle, timed requests and the figures' constants.
 *
 * A request's calls are the ones made inside its invocation (infra/local/invocation-scope.ts: the local gateway runs
 * each function call in a scope of its own). The stream handlers and the local sweeps share this process and this
 * client; their calls, even while a request is being counted, are not the request's: they are counted apart
 * (`otherCalls`), so a sweep or a stream backlog landing in a measured request cannot inflate its figures.
 */
import { performance } from 'node:perf_hooks';
import { gzipSync } from 'node:zlib';
import { currentInvocation } from '../../infra/local/invocation-scope';
import type { LatencyStack } from '../latency';

export type Composition = typeof import('../../functions/lib/composition');

export interface ScaleStack extends LatencyStack {
  userPoolId: string;
}

export const KB = 1024;
export const MENU_SIZES = [10, 100, 1000] as const;
export const SOCKET_COUNTS = [1, 50, 200] as const;
export const ORDER_COUNTS = [100, 5000] as const;
export const WARM_UP = 2;
export const TIMED = 20;
export const SOCKET_ORDERS = 20;
export const SOCKET_WARM_UP = 2;
export const ARRIVAL_TIMEOUT_MS = 5_000;
export const CONCURRENCY = 16;
export const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand', 'TransactGetItemsCommand']);


export interface Call {
  command: string;
  /** The returned items (Items, Item, Responses) sized as JSON, after unmarshalling. */
  bytes: number;
  /** The raw HTTP response body (Content-Length). */
  rawBytes: number;
  capacity: number;
}

export function returnedItems(output: Record<string, unknown>): unknown[] {
  if (Array.isArray(output.Items)) return output.Items as unknown[];
  if (output.Item) return [output.Item];
  if (Array.isArray(output.Responses)) return (output.Responses as { Item?: unknown }[]).map((r) => r.Item).filter(Boolean);
  if (output.Responses && typeof output.Responses === 'object') return Object.values(output.Responses as Record<string, unknown[]>).flat();
  return [];
}
let recording: Call[] | null = null;
let lastCallAt = 0;
/** Calls made outside any request's invocation (stream handlers, the local sweeps, the bench's own seeding). */
let otherCallsSoFar = 0;
let rawAvailable = true;

export function installCounter(documentClient: Composition['documentClient']) {
  // The raw response's size, from its Content-Length, kept on the call's context for the outer middleware.
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const result = await next(args);
      const response = result.response as { headers?: Record<string, string> } | undefined;
      (context as { benchBytes?: number }).benchBytes = Number(response?.headers?.['content-length'] ?? Number.NaN);
      return result;
    },
    { step: 'deserialize', name: 'benchScaleBytes' },
  );
  documentClient.middlewareStack.add(
    (next, context) => async (args) => {
      const command = String(context.commandName ?? 'unknown');
      const input = args.input as Record<string, unknown>;
      if (READS.has(command) && input.ReturnConsumedCapacity === undefined) input.ReturnConsumedCapacity = 'TOTAL';
      lastCallAt = performance.now();
      const own = currentInvocation()?.source === 'http';
      if (!own) otherCallsSoFar++;
      try {
        const result = await next(args);
        if (recording && own) {
          const output = (result.output ?? {}) as Record<string, unknown>;
          const length = (context as { benchBytes?: number }).benchBytes ?? Number.NaN;
          let bytes = 0;
          let rawBytes = 0;
          if (READS.has(command)) {
            bytes = Buffer.byteLength(JSON.stringify(returnedItems(output)));
            if (Number.isFinite(length)) rawBytes = length;
            else rawAvailable = false;
          }
          const consumed = output.ConsumedCapacity as { CapacityUnits?: number } | { CapacityUnits?: number }[] | undefined;
          const capacity = (Array.isArray(consumed) ? consumed : consumed ? [consumed] : []).reduce((sum, c) => sum + (c.CapacityUnits ?? 0), 0);
          recording.push({ command, bytes, rawBytes, capacity });
        }
        return result;
      } finally {
        lastCallAt = performance.now();
      }
    },
    { step: 'initialize', name: 'benchScaleCounter' },
  );
}

/** Counted requests made while the stream handlers were still busy (not in the count, but sharing the machine): see settle. */
let unsettled = 0;

/**
 * Until no DynamoDB call has been made for `quietMs`: the stream handlers of earlier writes (broadcast, prerender,
 * aggregates) use the same client and the same cores; a request is counted and timed once they are done. (A pause
 * of theirs longer than `quietMs`, or a sweep starting, can still overlap it: their calls are then kept out of the
 * request's count by its invocation scope, and shown as `otherCalls`.)
 */
export async function settle(quietMs = 400, maxMs = 240_000): Promise<boolean> {
  const start = performance.now();
  await sleep(quietMs);
  while (performance.now() - lastCallAt < quietMs) {
    if (performance.now() - start > maxMs) return false;
    await sleep(100);
  }
  return true;
}

export async function counted<T>(run: () => Promise<T>): Promise<{ result: T; calls: Call[] }> {
  if (!(await settle())) unsettled++;
  recording = [];
  try {
    const result = await run();
    return { result, calls: recording };
  } finally {
    recording = null;
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

export async function pool<T>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await run(items[index]!, index);
      }
    }),
  );
}

export function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Batch puts of one entity, 25 a call, CONCURRENCY calls at once. */
export async function batchPut(entity: { put: (items: never[]) => { go: () => Promise<{ unprocessed: unknown[] }> } }, items: object[]) {
  await pool(chunks(items, 25), CONCURRENCY, async (chunk) => {
    const { unprocessed } = await entity.put(chunk as never[]).go();
    if (unprocessed.length) throw new Error(`A batch put left ${unprocessed.length} items unprocessed`);
  });
}

export interface Timed {
  calls: number;
  bytes: number;
  rawBytes: number;
  capacity: number;
  commands: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  /**
   * DynamoDB calls made by something else (stream handlers, the local sweeps) from the counted request to the last
   * timed one: not in the figures above, but work the times shared the machine and the table with.
   */
  otherCalls: number;
  responseBytes?: number;
  responseGzipBytes?: number;
  status: number;
}

export function summarizeCalls(calls: Call[]) {
  const commands: Record<string, number> = {};
  for (const c of calls) commands[c.command.replace(/Command$/, '')] = (commands[c.command.replace(/Command$/, '')] ?? 0) + 1;
  return {
    calls: calls.length,
    bytes: calls.reduce((s, c) => s + c.bytes, 0),
    rawBytes: calls.reduce((s, c) => s + c.rawBytes, 0),
    capacity: Math.round(calls.reduce((s, c) => s + c.capacity, 0) * 10) / 10,
    commands,
  };
}

/** One counted request after the table has settled, WARM_UP untimed, then TIMED timed ones back to back. */
export async function measureRequest(send: () => Promise<Response>, withBody = false): Promise<Timed> {
  for (let i = 0; i < WARM_UP; i++) await (await send()).arrayBuffer();
  const othersBefore = otherCallsSoFar;
  const { result, calls } = await counted(async () => {
    const response = await send();
    return { status: response.status, body: Buffer.from(await response.arrayBuffer()) };
  });
  const times: number[] = [];
  for (let i = 0; i < TIMED; i++) {
    const start = performance.now();
    const response = await send();
    await response.arrayBuffer();
    times.push(performance.now() - start);
  }
  const otherCalls = otherCallsSoFar - othersBefore;
  times.sort((a, b) => a - b);
  return {
    ...summarizeCalls(calls),
    otherCalls,
    status: result.status,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    ...(withBody ? { responseBytes: result.body.length, responseGzipBytes: gzipSync(result.body).length } : {}),
  };
}

/** What the counting saw over the run: requests counted before the table settled, and whether raw sizes were known. */
export function countingState(): { unsettled: number; rawAvailable: boolean } {
  return { unsettled, rawAvailable };
}

/** One of a dish in a cart, as the diner's page sends it. */
export function cartLine(itemId: string, optionIds: string[] = []) {
  return { itemId, qty: 1, optionIds, comboChoices: [], removedIngredientIds: [], note: null };
}

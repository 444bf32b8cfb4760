/**
 * The bench's scale section (issue 14 item 5): how the costs of a request grow with the menu, the staff sockets and
 * the order history, on the local stack (handlers in this process, DynamoDB Local in memory).
 *
 *   1. menu-public (lang=es and the default language) and create-payment (a 1-line and a 3-line cart, lang=es) on
 *      menus of 10, 100 and 1,000 items: categories, option groups, every item and category translated into all 9
 *      languages; one restaurant per size, each able to take payments (a sandbox Connect account).
 *   2. webhook to kitchen at 1, 50 and 200 staff sockets on the demo restaurant: each order checked out through
 *      create-payment, then paid by a signed checkout.session.completed; timed until the LAST socket has heard it
 *      paid; every order.changed message counted per socket.
 *   3. the board (GET .../orders as the owner) and analytics (range=30d and today) at 100 and 5,000 served orders
 *      spread over the previous 30 days (created backdated, paid with payOrder, advanced to served).
 *
 * DynamoDB calls are counted by a middleware on the one document client (as bench/dynamo-calls.ts). "Bytes read" is
 * the sum of the raw HTTP response bodies (Content-Length) of the read calls (GetItem, BatchGetItem, Query, Scan,
 * TransactGetItems); ConsumedCapacity is asked of every read and summed (DynamoDB Local answers it).
 *
 * Called by bench/run.ts (section "Scale (issue 14)"), or alone: `npm run bench:scale` writes bench/report-scale.md
 * and bench/report-scale.json (no web build, no Lighthouse). `npm run bench:scale -- --only history` (or menus,
 * sockets; comma-separated) measures those parts alone; the others are reported as not run.
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { cpus, loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { isScript, runAlone } from './alone';
import { measureHistory } from './scale/history';
import { countingState, installCounter, type ScaleStack } from './scale/kit';
import { measureMenus } from './scale/menus';
import { scaleReport, type ScaleFigures } from './scale/report';
import { measureSockets } from './scale/sockets';

export type { ScaleFigures, ScaleStack };
export { scaleReport };

export const SCALE_PARTS = ['menus', 'sockets', 'history'] as const;
export type ScalePart = (typeof SCALE_PARTS)[number];
/** What a part not asked for by `--only` reports instead of its figures. */
export const NOT_RUN = 'not run (--only)';

/** The parts named by `--only a,b` (or `--only=a,b`) in argv; every part when there is none. */
export function partsFromArgs(argv: readonly string[]): ScalePart[] {
  const at = argv.findIndex((a) => a === '--only' || a.startsWith('--only='));
  if (at < 0) return [...SCALE_PARTS];
  const value = argv[at]!.startsWith('--only=') ? argv[at]!.slice('--only='.length) : (argv[at + 1] ?? '');
  const parts = value.split(',').map((p) => p.trim()).filter(Boolean);
  const unknown = parts.filter((p) => !(SCALE_PARTS as readonly string[]).includes(p));
  if (parts.length === 0 || unknown.length) throw new Error(`--only takes ${SCALE_PARTS.join(', ')} (comma-separated); got '${value}'`);
  return parts as ScalePart[];
}

/** Runs on a started local stack with the demo restaurant (imported after it is up, like latency.ts). */
export async function measureScale(
  stack: ScaleStack,
  token: string,
  log: (m: string) => void = console.log,
  parts: readonly ScalePart[] = SCALE_PARTS,
): Promise<ScaleFigures> {
  const started = performance.now();
  const loadBefore = loadavg()[0]!;
  const c = await import('../functions/lib/composition');
  installCounter(c.documentClient);
  const notes: string[] = [];
  const notRun = { error: NOT_RUN };
  if (parts.includes('menus')) log('  scale: menus of 10, 100 and 1,000 items');
  const menus = parts.includes('menus') ? await measureMenus(c, stack, notes, log) : [];
  if (parts.includes('sockets')) log('  scale: webhook to kitchen at 1, 50 and 200 staff sockets');
  const sockets = parts.includes('sockets') ? await measureSockets(c, stack, token, log).catch((err: Error) => ({ error: err.message })) : notRun;
  if (parts.includes('history')) log('  scale: the board and analytics at 100 and 5,000 served orders');
  const history = parts.includes('history') ? await measureHistory(c, stack, log).catch((err: Error) => ({ error: err.stack ?? err.message })) : notRun;
  return {
    menus,
    sockets,
    history,
    notes,
    unsettled: countingState().unsettled,
    bytesRead:
      'the items the read calls returned (Items, Item, Responses), sized as JSON after unmarshalling (as test/integration/payments/create-payment-reads.test.ts counts); ' +
      (countingState().rawAvailable ? 'raw: the sum of their raw HTTP response bodies (Content-Length: DynamoDB JSON, type tags and every attribute)' : 'raw: not available (no Content-Length)'),
    seconds: (performance.now() - started) / 1000,
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
    cores: cpus().length,
  };
}

// `npm run bench:scale` (also run by `npm run bench`): this section alone, on a stack of its own.
if (isScript(import.meta.url)) {
  const parts = partsFromArgs(process.argv.slice(2));
  runAlone(
    'scale',
    'scale (issue 14)',
    async (stack) => {
      const { ownerIdToken } = await import('./latency');
      console.log('- measuring the scale curves (issue 14)');
      return measureScale(stack, await ownerIdToken(stack), console.log, parts);
    },
    scaleReport,
  ).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

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
 * and bench/report-scale.json (no web build, no Lighthouse).
 */
process.env.AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED ??= 'true';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { measureHistory } from './scale/history';
import { countingState, installCounter, type ScaleStack } from './scale/kit';
import { measureMenus } from './scale/menus';
import { scaleReport, type ScaleFigures } from './scale/report';
import { measureSockets } from './scale/sockets';

export type { ScaleFigures, ScaleStack };
export { scaleReport };

/** Runs on a started local stack with the demo restaurant (imported after it is up, like latency.ts). */
export async function measureScale(stack: ScaleStack, token: string, log: (m: string) => void = console.log): Promise<ScaleFigures> {
  const started = performance.now();
  const loadBefore = loadavg()[0]!;
  const c = await import('../functions/lib/composition');
  installCounter(c.documentClient);
  const notes: string[] = [];
  log('  scale: menus of 10, 100 and 1,000 items');
  const menus = await measureMenus(c, stack, notes, log);
  log('  scale: webhook to kitchen at 1, 50 and 200 staff sockets');
  const sockets = await measureSockets(c, stack, token, log).catch((err: Error) => ({ error: err.message }));
  log('  scale: the board and analytics at 100 and 5,000 served orders');
  const history = await measureHistory(c, stack, log).catch((err: Error) => ({ error: err.stack ?? err.message }));
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

// ---------------------------------------------------------------------------------------------------------------
// `npm run bench:scale`: this section alone, on its own stack.

const SCALE_PORTS = { web: 22173, api: 22001, ws: 22002, dynamo: 22800, cognito: 22229, s3: 22569, ses: 22505 };

async function main() {
  const { javaProblem } = await import('../infra/local/prerequisites');
  const problem = javaProblem();
  if (problem) {
    console.error(problem);
    process.exit(1);
  }
  const { startLocalStack } = await import('../infra/local/stack');
  console.log('- starting the local stack (in memory, seeded)');
  const dataDir = mkdtempSync(path.join(tmpdir(), 'tabletap-bench-scale-'));
  const stack = await startLocalStack({ ports: SCALE_PORTS, dataDir, inMemory: true, seed: true, serveWeb: false, quiet: true, log: () => {} });
  let figures: ScaleFigures;
  try {
    const { ownerIdToken } = await import('./latency');
    console.log('- measuring the scale curves (issue 14)');
    figures = await measureScale(stack, await ownerIdToken(stack));
  } finally {
    await stack.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
  const report = [`# TableTap benchmark: scale (issue 14) (${new Date().toISOString()})`, '', ...scaleReport(figures)].join('\n') + '\n';
  mkdirSync('bench', { recursive: true });
  writeFileSync('bench/report-scale.md', report);
  writeFileSync('bench/report-scale.json', JSON.stringify(figures, null, 2));
  console.log('\n' + report);
  console.log('Written to bench/report-scale.md and bench/report-scale.json');
  process.exit(0);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  main().catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

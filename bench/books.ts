/**
 * Money going back (issue 27), on the bench's stack:
 *
 *   1. The CSV export of the owner's books in bounded memory: 1,000, then 10,000, then 40,000 served orders (a
 *      tenth of them partly refunded) are written straight into the table on the days of a past month, and each
 *      size is exported by a process of its own (./books-export-child.ts) doing what the orders-export function
 *      does: the index read a page at a time, each page's rows sent on to the media bucket in 5 MiB parts. Its
 *      resident set and heap are reported before and at their peak; bounded means the peak does not grow with the
 *      file (40,000 orders make a file of several parts).
 *   2. Refund latency: 50 orders of the demo menu paid on the sandbox gateway (create-payment, the sandbox's pay,
 *      its signed checkout.session.completed), then one partial refund by dish each, one at a time, as the owner
 *      asks it from the dashboard: POST .../orders/{id}/refunds until its answer (the refund written, the gateway's
 *      refund made and its answer applied). After 3 warm-up refunds (a local cold start), not counted.
 *
 * Imported after the stack is up: the domain modules read the stack's environment when they load.
 */
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Order, PublicMenu, RefundResponse } from '../shared/api';
import type { ExportChildResult } from './books-export-child';
import { isScript, runAlone } from './alone';
import type { LatencyStack } from './latency';
import { batchPut, percentile } from './scale/kit';

export const EXPORT_SIZES = [1_000, 10_000, 40_000] as const;
/** The month the export's orders are placed in (the restaurant's days): in the past, away from today's trade. */
const EXPORT_FROM = '2026-01-01';
const EXPORT_TO = '2026-01-31';
const REFUNDS = 50;
const REFUND_WARM_UP = 3;

export interface ExportFigure extends ExportChildResult {
  orders: number;
  /** S3 parts of 5 MiB the file was sent in (1: one PUT). */
  parts: number;
}

export interface RefundLatencyFigure {
  refunds: number;
  warmUp: number;
  /** Refunds whose answer was not a 200 with a succeeded refund. */
  failed: number;
  failures: string[];
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  loadAverage: { before: number; after: number };
}

export interface BooksFigures {
  exports: ExportFigure[] | { error: string };
  refunds: RefundLatencyFigure | { error: string };
}

const DAY_MS = 24 * 60 * 60 * 1000;
const HOUR_MS = 60 * 60 * 1000;
const PART_BYTES = 5 * 1024 * 1024;

/** `count` served orders on the days of EXPORT_FROM's month (UTC 11:00 to 22:00, inside the month in any zone). */
function servedOrders(restaurantId: string, count: number, offset: number) {
  const monthStart = Date.parse(`${EXPORT_FROM}T00:00:00Z`);
  return Array.from({ length: count }, (_, k) => {
    const i = offset + k;
    const orderId = randomUUID();
    const createdAt = monthStart + DAY_MS * (1 + (i % 29)) + 11 * HOUR_MS + ((i * 7919) % (11 * 60)) * 60_000;
    const subtotal = 900 + (i % 23) * 150;
    const tax = Math.round(subtotal * 0.08);
    const tip = i % 4 === 0 ? 0 : Math.round(subtotal * 0.15);
    const total = subtotal + tax + tip;
    const fee = Math.round(total * 0.05);
    const refunded = i % 10 === 0 ? { refundedCents: 500, refundedSubtotalCents: 463, refundedTaxCents: 37, refundedTipCents: 0, refundedFeeCents: 25 } : {};
    return {
      orderId,
      orderCode: orderId.slice(0, 5).toUpperCase(),
      restaurantId,
      status: 'served' as const,
      paymentState: i % 10 === 0 ? ('partially_refunded' as const) : ('paid' as const),
      subtotalCents: subtotal,
      taxCents: tax,
      tipCents: tip,
      totalCents: total,
      feeCents: fee,
      currency: 'usd',
      lineCount: 1 + (i % 3),
      createdAt: new Date(createdAt).toISOString(),
      paidAt: new Date(createdAt + 60_000).toISOString(),
      servedAt: new Date(createdAt + 20 * 60_000).toISOString(),
      tableLabel: i % 17 === 0 ? `Patio, "${1 + (i % 4)}"` : `T${1 + (i % 12)}`,
      checkoutSessionId: `cs_bench_${orderId.replace(/-/g, '')}`,
      ...refunded,
    };
  });
}

/**
 * The export in a process of its own, with the stack's function environment. Asynchronously: the S3 emulator and the
 * gateways run in this process, and must answer the child meanwhile.
 */
async function exportInChild(stack: LatencyStack, restaurantId: string): Promise<ExportChildResult> {
  const { stdout } = await promisify(execFile)(process.execPath, ['--expose-gc', '--import', 'tsx', 'bench/books-export-child.ts', JSON.stringify({ restaurantId, from: EXPORT_FROM, to: EXPORT_TO })], {
    env: { ...process.env, ...stack.functionEnv, POWERTOOLS_LOG_LEVEL: 'ERROR' },
    encoding: 'utf8',
    maxBuffer: 1024 * 1024,
    timeout: 5 * 60_000,
  });
  return JSON.parse(stdout.trim().split('\n').at(-1)!) as ExportChildResult;
}

export async function measureExports(stack: LatencyStack, log: (m: string) => void): Promise<ExportFigure[]> {
  const { db } = await import('../functions/lib/composition');
  // A restaurant of its own (the demo's time zone and settings), so the demo's books are left as they are.
  const { data: demo } = await db.entities.restaurant.get({ restaurantId: stack.demo!.restaurantId }).go();
  const restaurantId = `bench-books-${randomUUID().slice(0, 8)}`;
  await db.entities.restaurant.put({ ...demo!, restaurantId, name: 'Bench Books' } as never).go();
  const figures: ExportFigure[] = [];
  let seeded = 0;
  for (const size of EXPORT_SIZES) {
    const started = performance.now();
    await batchPut(db.entities.order as never, servedOrders(restaurantId, size - seeded, seeded));
    seeded = size;
    log(`  ${size} orders in place (${((performance.now() - started) / 1000).toFixed(1)} s); exporting them`);
    const result = await exportInChild(stack, restaurantId);
    if (result.rows !== size) throw new Error(`the export of ${size} orders held ${result.rows} rows`);
    if (result.downloadedBytes !== result.bytes) throw new Error(`the export wrote ${result.bytes} bytes, its link gave ${result.downloadedBytes}`);
    figures.push({ ...result, orders: size, parts: result.bytes < PART_BYTES ? 1 : Math.ceil(result.bytes / PART_BYTES) });
  }
  return figures;
}

async function paidDemoOrder(stack: LatencyStack, restaurantId: string, tableLabel: string, items: { itemId: string; qty: number; optionIds: string[] }[]): Promise<Order> {
  const { Orders } = await import('../functions/lib/composition');
  for (let attempt = 0; ; attempt++) {
    const res = await fetch(`${stack.urls.api}/functions/v1/create-payment`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ restaurantId, items: items.map((i) => ({ ...i, note: null })), tableLabel, note: null, tip: { kind: 'percent', percent: 15 }, attemptId: randomUUID() }),
    });
    // The checkout's per-client limit (60 a minute from one address): wait and ask again. (A table of its own per
    // order: one address starting many payments for one table is refused for half an hour.)
    if (res.status === 429 && attempt < 20) {
      await new Promise((resolve) => setTimeout(resolve, 5_000));
      continue;
    }
    if (res.status !== 200) throw new Error(`create-payment answered ${res.status}: ${await res.text()}`);
    const { orderId, url } = (await res.json()) as { orderId: string; url: string };
    const sessionId = new URL(url).pathname.split('/').pop()!;
    const pay = await fetch(`${stack.urls.api}/sandbox/checkout/${sessionId}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
    if (pay.status !== 303) throw new Error(`the sandbox's pay answered ${pay.status}`);
    for (let waited = 0; waited < 20_000; waited += 50) {
      const order = await Orders.get(orderId);
      if (order && order.status !== 'pending_payment') return order;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`order ${orderId} was not paid by the sandbox's webhook`);
  }
}

export async function measureRefundLatency(stack: LatencyStack, log: (m: string) => void): Promise<RefundLatencyFigure> {
  const { ownerIdToken } = await import('./latency');
  const restaurantId = stack.demo!.restaurantId;
  const token = await ownerIdToken(stack);
  const menu = (await (await fetch(`${stack.urls.api}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`)).json()) as PublicMenu;
  const plain = menu.items.filter((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo);
  if (plain.length < 2) throw new Error('the demo menu has fewer than two dishes without options');
  const items = [
    { itemId: plain[0]!.id, qty: 1, optionIds: [] },
    { itemId: plain[1]!.id, qty: 2, optionIds: [] },
  ];
  const total = REFUNDS + REFUND_WARM_UP;
  log(`  paying ${total} orders on the sandbox`);
  const orders: Order[] = [];
  for (let i = 0; i < total; i++) orders.push(await paidDemoOrder(stack, restaurantId, `Bench ${i + 1}`, items));
  log(`  refunding one dish of each, one at a time`);
  const before = loadavg()[0]!;
  const times: number[] = [];
  const failures: string[] = [];
  for (const [index, order] of orders.entries()) {
    const started = performance.now();
    const res = await fetch(`${stack.urls.api}/api/v1/restaurants/${restaurantId}/orders/${order.id}/refunds`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ kind: 'items', lines: [{ position: 1, qty: 1 }], reason: 'quality', requestId: `bench-${order.id}` }),
    });
    const body = (await res.json()) as RefundResponse;
    const elapsed = performance.now() - started;
    if (index < REFUND_WARM_UP) continue;
    if (res.status !== 200 || body.refund?.status !== 'succeeded') failures.push(`${res.status} ${JSON.stringify(body).slice(0, 200)}`);
    else times.push(elapsed);
  }
  times.sort((a, b) => a - b);
  return {
    refunds: REFUNDS,
    warmUp: REFUND_WARM_UP,
    failed: failures.length,
    failures: failures.slice(0, 3),
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    maxMs: times.at(-1) ?? Number.NaN,
    loadAverage: { before, after: loadavg()[0]! },
  };
}

const mb = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

export function booksReport(figures: BooksFigures): string[] {
  const lines: string[] = [];
  lines.push('### The CSV export of the books (issue 27: 10,000 orders in bounded memory)', '');
  if ('error' in figures.exports) lines.push(`Not measured: ${figures.exports.error}`);
  else {
    lines.push(
      `Served orders of one month (a tenth partly refunded) exported by a process of its own doing what the orders-export ` +
        'function does: the index read 500 orders a page, each page\'s rows sent on to the media bucket (the S3 emulator) in 5 MiB parts, ' +
        'then downloaded whole through the answer\'s link. Memory is the process\'s: before (modules loaded, garbage collected) and the ' +
        'most sampled during the export (every 2 ms and at each page).',
      '',
    );
    lines.push('| orders | rows | file | parts | seconds | RSS before | RSS peak | heap before | heap peak | heap growth |', '|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|');
    for (const f of figures.exports) {
      lines.push(
        `| ${f.orders.toLocaleString('en-US')} | ${f.rows.toLocaleString('en-US')} | ${mb(f.bytes)} | ${f.parts} | ${f.seconds.toFixed(1)} | ` +
          `${mb(f.rssBeforeBytes)} | ${mb(f.rssPeakBytes)} | ${mb(f.heapBeforeBytes)} | ${mb(f.heapPeakBytes)} | ${mb(f.heapPeakBytes - f.heapBeforeBytes)} |`,
      );
    }
    const first = figures.exports[0];
    const last = figures.exports.at(-1);
    if (first && last && last !== first) {
      lines.push(
        '',
        `From ${first.orders.toLocaleString('en-US')} to ${last.orders.toLocaleString('en-US')} orders the file grew ${(last.bytes / first.bytes).toFixed(0)}x ` +
          `and the peak resident set ${(last.rssPeakBytes / first.rssPeakBytes).toFixed(2)}x (heap growth over its start: ` +
          `${mb(first.heapPeakBytes - first.heapBeforeBytes)} and ${mb(last.heapPeakBytes - last.heapBeforeBytes)}).`,
      );
    }
  }
  lines.push('', '### Refund latency, local runtime (reported; no budget in DESIGN.md 10)', '');
  if ('error' in figures.refunds) lines.push(`Not measured: ${figures.refunds.error}`);
  else {
    const r = figures.refunds;
    lines.push(
      `${r.refunds} partial refunds by dish of orders paid on the sandbox gateway, one at a time as the owner asks them ` +
        `(after ${r.warmUp} warm-up), POST .../orders/{id}/refunds until its answer (refund reserved in one transaction, the gateway's ` +
        `refund made, its answer applied): p50 ${r.p50Ms.toFixed(0)} ms, p95 ${r.p95Ms.toFixed(0)} ms, max ${r.maxMs.toFixed(0)} ms; ` +
        `not succeeded: ${r.failed}${r.failures.length ? ` (${r.failures.join('; ')})` : ''}. ` +
        `Load average ${r.loadAverage.before.toFixed(1)} before, ${r.loadAverage.after.toFixed(1)} after.`,
    );
  }
  return lines;
}

export async function runBooks(stack: LatencyStack, log: (m: string) => void): Promise<BooksFigures> {
  log('- money going back: refund latency (50 refunds on the sandbox)');
  const refunds = await measureRefundLatency(stack, log).catch((err: Error) => {
    log(`  not measured: ${err.message}`);
    return { error: err.message.split('\n')[0]! };
  });
  log('- money going back: the CSV export at 1,000 / 10,000 / 40,000 orders');
  const exports = await measureExports(stack, log).catch((err: Error) => {
    log(`  not measured: ${err.message}`);
    return { error: err.message.split('\n')[0]! };
  });
  return { exports, refunds };
}

// `npm run bench:books` (also run by `npm run bench`): this section alone, on a stack of its own.
if (isScript(import.meta.url)) {
  runAlone('books', 'money going back (issue 27)', (stack) => runBooks(stack, (m) => console.log(m)), booksReport).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

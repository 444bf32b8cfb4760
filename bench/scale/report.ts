import { TODAY_ORDERS, type HistoryFigure } from './history';
import { KB, TIMED, WARM_UP } from './kit';
import type { MenuFigure } from './menus';
import type { SocketFigure } from './sockets';

export interface ScaleFigures {
  menus: MenuFigure[];
  sockets: SocketFigure[] | { error: string };
  history: HistoryFigure[] | { error: string };
  notes: string[];
  /** Counted requests made before the table settled (stream handlers still busy after 4 minutes). */
  unsettled: number;
  bytesRead: string;
  seconds: number;
  loadAverage: { before: number; after: number };
  cores: number;
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
/** The text a part not asked for by `npm run bench:scale -- --only ...` carries (bench/scale.ts NOT_RUN). */
const notRun = (part: { error: string } | unknown[]) => 'error' in part && part.error === 'not run (--only)';
const commandList = (commands: Record<string, number>) =>
  Object.entries(commands)
    .map(([k, v]) => `${k}${v > 1 ? ` x${v}` : ''}`)
    .join(', ');

export function scaleReport(f: ScaleFigures): string[] {
  const lines: string[] = [];
  lines.push(
    `Local stack, ${f.cores} cores (load average ${f.loadAverage.before.toFixed(1)} before, ${f.loadAverage.after.toFixed(1)} after); ` +
      `the section took ${f.seconds.toFixed(0)} s. Calls: every DynamoDB call of one request (made inside its invocation), counted after the table settled; ` +
      `bytes read: ${f.bytesRead}; RCU: their ConsumedCapacity. p50/p95 over ${TIMED} requests after ${WARM_UP} warm-up.`,
    '',
  );
  lines.push('### Menu size (every item and category translated into all 9 languages)', '');
  lines.push('| request | items | status | calls | bytes read | raw | RCU | response (gzip) | p50 | p95 | commands |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
  for (const m of f.menus) {
    const response = m.responseBytes === undefined ? '-' : `${kb(m.responseBytes)} (${kb(m.responseGzipBytes)})`;
    lines.push(
      `| ${m.request} | ${m.items} | ${m.status} | ${m.calls} | ${kb(m.bytes)} | ${kb(m.rawBytes)} | ${m.capacity} | ${response} | ${ms(m.p50Ms)} | ${ms(m.p95Ms)} | ${commandList(m.commands)} |`,
    );
  }
  lines.push('', '| request | 1,000 / 10 items: calls | bytes read | raw | p50 |', '|---|---:|---:|---:|---:|');
  const requests = [...new Set(f.menus.map((m) => m.request))];
  const menuAt = (request: string, items: number) => f.menus.find((m) => m.request === request && m.items === items);
  for (const request of requests) {
    const small = menuAt(request, 10)!;
    const large = menuAt(request, 1000)!;
    lines.push(
      `| ${request} | ${ratio(large.calls, small.calls)} | ${ratio(large.bytes, small.bytes)} | ${ratio(large.rawBytes, small.rawBytes)} | ${ratio(large.p50Ms, small.p50Ms)} |`,
    );
  }

  lines.push('', '### Webhook to kitchen (staff sockets on one restaurant; timed until the last socket hears the order paid)', '');
  if ('error' in f.sockets) lines.push(`Not measured: ${f.sockets.error}`);
  else {
    lines.push(
      '| staff sockets | paid orders | p50 | p95 | max | missed | messages per socket per paid order | of them while pending | sockets not at 1 |',
      '|---:|---:|---:|---:|---:|---:|---:|---:|---:|',
    );
    for (const s of f.sockets) {
      lines.push(
        `| ${s.sockets} | ${s.orders} | ${ms(s.p50Ms)} | ${ms(s.p95Ms)} | ${ms(s.maxMs)} | ${s.missed} | ${s.messagesPerSocketPerOrder.toFixed(2)} | ` +
          `${s.pendingMessagesPerSocketPerOrder.toFixed(2)} | ${s.socketsOffByCount} |`,
      );
    }
    const [one, , most] = f.sockets;
    if (one && most) lines.push('', `Ratio ${most.sockets} / ${one.sockets} sockets: p50 ${ratio(most.p50Ms, one.p50Ms)}, p95 ${ratio(most.p95Ms, one.p95Ms)}.`);
  }

  lines.push('', `### History (served orders over the previous 30 days, 11:00-22:00 UTC, ${TODAY_ORDERS} of them today at both sizes; as the owner)`, '');
  if ('error' in f.history) lines.push(`Not measured: ${f.history.error}`);
  else {
    lines.push(
      '| request | served orders | status | calls | bytes read | raw | RCU | response (gzip) | p50 | p95 | other calls while timed | commands |',
      '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|',
    );
    for (const h of f.history) {
      lines.push(
        `| ${h.request} | ${h.servedOrders} | ${h.status} | ${h.calls} | ${kb(h.bytes)} | ${kb(h.rawBytes)} | ${h.capacity} | ${kb(h.responseBytes)} (${kb(h.responseGzipBytes)}) | ` +
          `${ms(h.p50Ms)} | ${ms(h.p95Ms)} | ${h.otherCalls} | ${commandList(h.commands)} |`,
      );
    }
    lines.push('', '| request | 5,000 / 100: calls | bytes read | raw | response | p50 |', '|---|---:|---:|---:|---:|---:|');
    for (const request of [...new Set(f.history.map((h) => h.request))]) {
      const small = f.history.find((h) => h.request === request && h.servedOrders === 100)!;
      const large = f.history.find((h) => h.request === request && h.servedOrders === 5000)!;
      lines.push(
        `| ${request} | ${ratio(large.calls, small.calls)} | ${ratio(large.bytes, small.bytes)} | ${ratio(large.rawBytes, small.rawBytes)} | ` +
          `${ratio(large.responseBytes!, small.responseBytes!)} | ${ratio(large.p50Ms, small.p50Ms)} |`,
      );
    }
  }

  lines.push('', '### Must show (issue 14)', '');
  for (const request of requests.filter((r) => r.startsWith('create-payment'))) {
    const small = menuAt(request, 10)!;
    const large = menuAt(request, 1000)!;
    lines.push(`- ${verdict(large.bytes <= 2 * small.bytes)}: ${request}, bytes read at 1,000 items ${kb(large.bytes)} vs ${kb(small.bytes)} at 10 (${ratio(large.bytes, small.bytes)}, within 2x)`);
  }
  for (const m of f.menus.filter((x) => x.request.startsWith('menu-public'))) {
    lines.push(
      `- ${verdict(m.bytes <= 2 * m.responseBytes!)}: ${m.request} at ${m.items} items reads ${kb(m.bytes)} for a ${kb(m.responseBytes)} answer ` +
        `(${ratio(m.bytes, m.responseBytes!)}, within 2x; raw ${kb(m.rawBytes)}, ${ratio(m.rawBytes, m.responseBytes!)})`,
    );
  }
  if (notRun(f.sockets)) lines.push('- Not run: live messages per socket per paid order (--only)');
  else if ('error' in f.sockets) lines.push('- FAIL: 1 live message per socket per paid order: not measured');
  else {
    for (const s of f.sockets) {
      lines.push(
        `- ${verdict(s.socketsOffByCount === 0 && s.missed === 0)}: ${s.sockets} sockets: ${s.messagesPerSocketPerOrder.toFixed(2)} live messages per socket per paid order ` +
          `(${s.pendingMessagesPerSocketPerOrder.toFixed(2)} while pending; ${s.socketsOffByCount} sockets not at exactly 1; ${s.missed} orders missed)`,
      );
    }
  }
  if (notRun(f.history)) lines.push('- Not run: orders list and analytics at 5,000 served orders (--only)');
  else if ('error' in f.history) lines.push('- FAIL: orders list and analytics at 5,000 served orders: not measured');
  else {
    for (const request of [...new Set(f.history.map((h) => h.request))]) {
      const small = f.history.find((h) => h.request === request && h.servedOrders === 100)!;
      const large = f.history.find((h) => h.request === request && h.servedOrders === 5000)!;
      const ok = large.bytes <= 2 * small.bytes && large.calls <= 2 * small.calls && large.p50Ms <= 2 * small.p50Ms;
      lines.push(
        `- ${verdict(ok)}: ${request} at 5,000 served orders vs 100: bytes read ${ratio(large.bytes, small.bytes)}, calls ${ratio(large.calls, small.calls)}, ` +
          `p50 ${ratio(large.p50Ms, small.p50Ms)} (each within 2x)`,
      );
    }
  }
  if (!('error' in f.history)) {
    // Issue 31 goal 3, history stays flat: what the board reads (its own calls, items' bytes and read capacity), apart
    // from its times, which the 2-core local stack shares with everything else.
    const small = f.history.find((h) => h.request === 'orders list (the board)' && h.servedOrders === 100);
    const large = f.history.find((h) => h.request === 'orders list (the board)' && h.servedOrders === 5000);
    if (small && large) {
      const ok = large.bytes <= 2 * small.bytes && large.rawBytes <= 2 * small.rawBytes && large.capacity <= 2 * small.capacity && large.calls <= 2 * small.calls;
      lines.push(
        `- ${verdict(ok)}: issue 31 goal 3, the board's reads at 5,000 served orders vs 100: bytes ${ratio(large.bytes, small.bytes)} (raw ${ratio(large.rawBytes, small.rawBytes)}), ` +
          `RCU ${large.capacity} vs ${small.capacity}, calls ${large.calls} vs ${small.calls} (each within 2x)`,
      );
    }
  }
  for (const note of f.notes) lines.push(`- Note: ${note}`);
  if (f.unsettled) lines.push(`- Note: ${f.unsettled} counted requests ran while the stream handlers were still busy: their calls are not in the counts, but their work shared the machine with the times`);
  return lines;
}

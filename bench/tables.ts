/**
 * Tables at once (issue 28): 50 tables with 4 phones each, every phone in its table's visit with its WebSocket open,
 * adding dishes to their shared carts in two phases:
 *  - burst: all 200 at the same instant (each phone LINES_PER_PHONE lines, one after another), the worst case: more
 *    adds than the local runtime can take, so it shows where it saturates;
 *  - steady: each phone adds STEADY_LINES_PER_PHONE more, each after a random pause of up to STEADY_PAUSE_MAX_MS, as
 *    a full room ordering at its own pace does (about 10 adds a second across the room).
 * Reported per phase: lost lines (every table's cart must hold every line added), whether every phone converged on
 * the same cart as the table's stored one, and propagation: from a phone sending its add to each other phone of the
 * table receiving a view that holds the line (p50, p95, max over every add and every other phone), and of that, the
 * add's own answer.
 *
 * On a stack of its own (`npm run bench:tables`, also run by `npm run bench`). Each phone calls from an address of its
 * own (127.0.x.y), as phones at different tables would: the per-address limits are not what is measured here.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import http from 'node:http';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { PublicMenu, TableJoinResponse, TableSessionView } from '../shared/api';
import type { RealtimeMessage } from '../shared/api/realtime';
import { isScript, runAlone } from './alone';
import type { LatencyStack } from './latency';
import { percentile, pool } from './scale/kit';

export const TABLES = 50;
export const PHONES_PER_TABLE = 4;
export const LINES_PER_PHONE = 5;
export const STEADY_LINES_PER_PHONE = 4;
export const STEADY_PAUSE_MAX_MS = 40_000;
const ARRIVAL_TIMEOUT_MS = 15_000;

export interface PhaseFigure {
  adds: number;
  failedAdds: number;
  lostLines: number;
  /** Phones whose last view differs from their table's stored cart. */
  notConverged: number;
  /** Arrivals (an add seen by another phone of its table) that never came. */
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** The add's own answer (the phone's request), within that. */
  addP50Ms: number;
  addP95Ms: number;
  seconds: number;
  loadAverage: { before: number; after: number };
}

export interface TablesFigure {
  tables: number;
  phones: number;
  burst: PhaseFigure;
  steady: PhaseFigure;
}

function post(url: string, body: unknown, localAddress: string): Promise<{ status: number; body: unknown }> {
  return new Promise((resolve, reject) => {
    const text = JSON.stringify(body);
    const req = http.request(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(text)) } }, (res) => {
      let out = '';
      res.setEncoding('utf8');
      res.on('data', (chunk) => (out += chunk));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: out ? JSON.parse(out) : null }));
    });
    req.on('error', reject);
    req.end(text);
  });
}

interface Phone {
  table: number;
  address: string;
  sessionId: string;
  guestId: string;
  token: string;
  socket: WebSocket;
  /** When each line id was first seen in a view on this phone. */
  seen: Map<string, number>;
  last: TableSessionView | null;
}

export async function measureTables(stack: LatencyStack, log: (m: string) => void): Promise<TablesFigure> {
  const { db } = await import('../functions/lib/composition');
  const { formatTableKey } = await import('../shared/tables');
  const restaurantId = stack.demo!.restaurantId;
  const menu = (await (await fetch(`${stack.urls.api}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`)).json()) as PublicMenu;
  const dishes = menu.items.filter((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo);
  if (dishes.length === 0) throw new Error('the demo menu has no dish without options');

  log(`  ${TABLES} tables, ${TABLES * PHONES_PER_TABLE} phones joining and listening`);
  const keys: string[] = [];
  for (let t = 0; t < TABLES; t++) {
    const tableId = Array.from(randomBytes(12), (b) => 'abcdefghijklmnopqrstuvwxyz0123456789'[b % 36]).join('');
    const secret = randomBytes(16).toString('base64url');
    await db.entities.table.create({ restaurantId, tableId, name: `Bench ${t + 1}`, nameKey: `bench${t + 1}`, seats: 4, position: t, secret, secretIssuedAt: new Date().toISOString() }).go();
    keys.push(formatTableKey({ tableId, secret }));
  }
  const phones: Phone[] = [];
  const slots = Array.from({ length: TABLES * PHONES_PER_TABLE }, (_, i) => i);
  // The first phone of each table opens its visit, then the others join it.
  for (const round of [0, 1]) {
    await pool(
      slots.filter((i) => (i % PHONES_PER_TABLE === 0) === (round === 0)),
      16,
      async (i) => {
        const table = Math.floor(i / PHONES_PER_TABLE);
        const address = `127.0.${1 + Math.floor(i / 250)}.${1 + (i % 250)}`;
        const joined = await post(`${stack.urls.api}/functions/v1/table-session`, { restaurantId, tableKey: keys[table] }, address);
        const answer = joined.body as TableJoinResponse;
        if (joined.status !== 200 || answer.state !== 'in') throw new Error(`joining answered ${joined.status}: ${JSON.stringify(joined.body)}`);
        const phone: Phone = { table, address, sessionId: answer.session.id, guestId: answer.guest.id, token: answer.guest.token, socket: null as never, seen: new Map(), last: null };
        phone.socket = await new Promise<WebSocket>((resolve, reject) => {
          const url = `${stack.urls.ws}?${new URLSearchParams({ tableSessionId: phone.sessionId, guestId: phone.guestId, token: phone.token })}`;
          const socket = new WebSocket(url);
          socket.on('message', (data) => {
            const message = JSON.parse(String(data)) as RealtimeMessage;
            if (message.type !== 'table_session.view') return;
            const at = performance.now();
            if (!phone.last || message.session.version >= phone.last.version) phone.last = message.session;
            for (const line of message.session.lines) if (!phone.seen.has(line.id)) phone.seen.set(line.id, at);
          });
          socket.once('open', () => resolve(socket));
          socket.once('error', reject);
        });
        phones[i] = phone;
      },
    );
  }

  const linesAt = new Map<number, number>();
  const burst = await addPhase('burst', LINES_PER_PHONE, () => 0);
  const steady = await addPhase('steady', STEADY_LINES_PER_PHONE, () => Math.random() * STEADY_PAUSE_MAX_MS);
  for (const p of phones) p.socket.close();
  return { tables: TABLES, phones: phones.length, burst, steady };

  /** Every phone adds `lines` lines, each after `pause()` ms; then arrivals, stored carts and convergence. */
  async function addPhase(name: string, lines: number, pause: () => number): Promise<PhaseFigure> {
    log(`  ${name}: every phone adding ${lines} lines`);
    const before = loadavg()[0]!;
    const sentAt = new Map<string, { at: number; table: number; by: Phone }>();
    let failedAdds = 0;
    const answers: number[] = [];
    const started = performance.now();
    await Promise.all(
      phones.map(async (phone, i) => {
        for (let n = 0; n < lines; n++) {
          const wait = pause();
          if (wait > 0) await new Promise((r) => setTimeout(r, wait));
          const lineId = randomUUID();
          const sent = performance.now();
          sentAt.set(lineId, { at: sent, table: phone.table, by: phone });
          const res = await post(
            `${stack.urls.api}/functions/v1/table-cart`,
            { op: 'add', guest: { sessionId: phone.sessionId, guestId: phone.guestId, token: phone.token }, lineId, line: { itemId: dishes[(i + n) % dishes.length]!.id, qty: 1 } },
            phone.address,
          );
          answers.push(performance.now() - sent);
          if (res.status !== 200) failedAdds++;
          else linesAt.set(phone.table, (linesAt.get(phone.table) ?? 0) + 1);
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    // Every other phone of the table should see every line: wait for the arrivals (or the limit).
    const expected = () => [...sentAt].flatMap(([lineId, s]) => phones.filter((p) => p.table === s.table && p !== s.by).map((p) => ({ lineId, p, s })));
    const deadline = performance.now() + ARRIVAL_TIMEOUT_MS;
    while (performance.now() < deadline && expected().some(({ lineId, p }) => !p.seen.has(lineId))) await new Promise((r) => setTimeout(r, 100));
    const delays: number[] = [];
    let missed = 0;
    for (const { lineId, p, s } of expected()) {
      const at = p.seen.get(lineId);
      if (at === undefined) missed++;
      else delays.push(at - s.at);
    }
    delays.sort((x, y) => x - y);
    answers.sort((x, y) => x - y);

    // The stored carts, and each phone's last view of its table's.
    const { readVisit, toView } = await import('../functions/lib/domain/table-sessions/visit');
    let lostLines = 0;
    let notConverged = 0;
    for (let t = 0; t < TABLES; t++) {
      const atTable = phones.filter((p) => p.table === t);
      const visit = await readVisit(db, atTable[0]!.sessionId);
      const stored = visit ? toView(visit).lines.map((l) => l.id).sort() : [];
      lostLines += (linesAt.get(t) ?? 0) - stored.length;
      for (const p of atTable) if (JSON.stringify((p.last?.lines ?? []).map((l) => l.id).sort()) !== JSON.stringify(stored)) notConverged++;
    }
    return {
      adds: sentAt.size,
      failedAdds,
      lostLines,
      notConverged,
      missed,
      p50Ms: percentile(delays, 50),
      p95Ms: percentile(delays, 95),
      maxMs: delays.at(-1) ?? Number.NaN,
      addP50Ms: percentile(answers, 50),
      addP95Ms: percentile(answers, 95),
      seconds,
      loadAverage: { before, after: loadavg()[0]! },
    };
  }
}

export function tablesReport(figure: TablesFigure | { error: string }): string[] {
  if ('error' in figure) return [`Not measured: ${figure.error}`];
  const phase = (name: string, what: string, f: PhaseFigure) =>
    `**${name}** (${what}): ${f.adds} adds in ${f.seconds.toFixed(1)} s, ${f.failedAdds} refused, **${f.lostLines} lines lost**, ` +
    `**${f.notConverged} phones not converged** on their table's stored cart. Propagation, from a phone sending its add to each ` +
    `other phone of the table holding the line: p50 ${f.p50Ms.toFixed(0)} ms, **p95 ${f.p95Ms.toFixed(0)} ms**, max ${f.maxMs.toFixed(0)} ms; ` +
    `never arrived: ${f.missed}; the add's own answer took p50 ${f.addP50Ms.toFixed(0)} ms, p95 ${f.addP95Ms.toFixed(0)} ms of that. ` +
    `Load average ${f.loadAverage.before.toFixed(1)} before, ${f.loadAverage.after.toFixed(1)} after.`;
  return [
    `${figure.tables} tables with ${figure.phones / figure.tables} phones each (${figure.phones} WebSockets open), on the local runtime ` +
      `(one process runs every function and the stream poller, against DynamoDB Local, on 2 cores).`,
    '',
    `- ${phase('Steady', `every phone adding ${STEADY_LINES_PER_PHONE} more lines, each after a random pause of up to ${STEADY_PAUSE_MAX_MS / 1000} s, a full room ordering at its own pace`, figure.steady)}`,
    `- ${phase('Burst', `every phone adding ${LINES_PER_PHONE} lines at the same instant, more than the local runtime takes: where it saturates`, figure.burst)}`,
  ];
}

// `npm run bench:tables` (also run by `npm run bench`): this section alone, on a stack of its own.
if (isScript(import.meta.url)) {
  runAlone(
    'tables',
    'tables at once (issue 28)',
    (stack) => measureTables(stack, (m) => console.log(m)).catch((err: Error) => ({ error: err.message.split('\n')[0]! })),
    tablesReport,
  ).catch((err) => {
    console.error(err);
    process.exit(1);
  });
}

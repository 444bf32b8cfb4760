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
import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { AdminConfirmSignUpCommand, CognitoIdentityProviderClient, InitiateAuthCommand, SignUpCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import type { PublicMenu } from '../shared/api';
import type { RealtimeMessage } from '../shared/api/realtime';
import { LANGUAGE_CODES } from '../shared/languages';
import type { LatencyStack } from './latency';
import { signedCompletedEvent } from './signed-event';

type Composition = typeof import('../functions/lib/composition');

export interface ScaleStack extends LatencyStack {
  userPoolId: string;
}

const KB = 1024;
const MENU_SIZES = [10, 100, 1000] as const;
const SOCKET_COUNTS = [1, 50, 200] as const;
const ORDER_COUNTS = [100, 5000] as const;
const WARM_UP = 2;
const TIMED = 20;
const SOCKET_ORDERS = 20;
const SOCKET_WARM_UP = 2;
const ARRIVAL_TIMEOUT_MS = 5_000;
const CONCURRENCY = 16;
const READS = new Set(['GetItemCommand', 'BatchGetItemCommand', 'QueryCommand', 'ScanCommand', 'TransactGetItemsCommand']);

// ---------------------------------------------------------------------------------------------------------------
// Counting DynamoDB calls

interface Call {
  command: string;
  /** The returned items (Items, Item, Responses) sized as JSON, after unmarshalling. */
  bytes: number;
  /** The raw HTTP response body (Content-Length). */
  rawBytes: number;
  capacity: number;
}

function returnedItems(output: Record<string, unknown>): unknown[] {
  if (Array.isArray(output.Items)) return output.Items as unknown[];
  if (output.Item) return [output.Item];
  if (Array.isArray(output.Responses)) return (output.Responses as { Item?: unknown }[]).map((r) => r.Item).filter(Boolean);
  if (output.Responses && typeof output.Responses === 'object') return Object.values(output.Responses as Record<string, unknown[]>).flat();
  return [];
}
let recording: Call[] | null = null;
let lastCallAt = 0;
let rawAvailable = true;

function installCounter(documentClient: Composition['documentClient']) {
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
      try {
        const result = await next(args);
        if (recording) {
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

/** Counted requests made while the stream handlers were still busy (their calls are in the count): see settle. */
let unsettled = 0;

/**
 * Until no DynamoDB call has been made for `quietMs`: the stream handlers of earlier writes (broadcast, prerender,
 * aggregates) use the same client, so a request counted while they still run would count their calls too.
 */
async function settle(quietMs = 400, maxMs = 240_000): Promise<boolean> {
  const start = performance.now();
  await sleep(quietMs);
  while (performance.now() - lastCallAt < quietMs) {
    if (performance.now() - start > maxMs) return false;
    await sleep(100);
  }
  return true;
}

async function counted<T>(run: () => Promise<T>): Promise<{ result: T; calls: Call[] }> {
  if (!(await settle())) unsettled++;
  recording = [];
  try {
    const result = await run();
    return { result, calls: recording };
  } finally {
    recording = null;
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Nearest-rank percentile of sorted values. */
function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

async function pool<T>(items: readonly T[], limit: number, run: (item: T, index: number) => Promise<void>) {
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

function chunks<T>(items: readonly T[], size: number): T[][] {
  const out: T[][] = [];
  for (let i = 0; i < items.length; i += size) out.push(items.slice(i, i + size));
  return out;
}

/** Batch puts of one entity, 25 a call, CONCURRENCY calls at once. */
async function batchPut(entity: { put: (items: never[]) => { go: () => Promise<{ unprocessed: unknown[] }> } }, items: object[]) {
  await pool(chunks(items, 25), CONCURRENCY, async (chunk) => {
    const { unprocessed } = await entity.put(chunk as never[]).go();
    if (unprocessed.length) throw new Error(`A batch put left ${unprocessed.length} items unprocessed`);
  });
}

interface Timed {
  calls: number;
  bytes: number;
  rawBytes: number;
  capacity: number;
  commands: Record<string, number>;
  p50Ms: number;
  p95Ms: number;
  responseBytes?: number;
  responseGzipBytes?: number;
  status: number;
}

function summarizeCalls(calls: Call[]) {
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
async function measureRequest(send: () => Promise<Response>, withBody = false): Promise<Timed> {
  for (let i = 0; i < WARM_UP; i++) await (await send()).arrayBuffer();
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
  times.sort((a, b) => a - b);
  return {
    ...summarizeCalls(calls),
    status: result.status,
    p50Ms: percentile(times, 50),
    p95Ms: percentile(times, 95),
    ...(withBody ? { responseBytes: result.body.length, responseGzipBytes: gzipSync(result.body).length } : {}),
  };
}

// ---------------------------------------------------------------------------------------------------------------
// 1. Menu size

interface MenuRestaurant {
  id: string;
  items: number;
}

async function menuRestaurant(c: Composition, items: number): Promise<MenuRestaurant> {
  const { db, Menu, Restaurants } = c;
  const { restaurant } = await Restaurants.ensureForOwner(`bench-scale-owner-${randomUUID()}`, { name: `Scale ${items}` });
  const restaurantId = restaurant.id;
  await Restaurants.update(restaurantId, { enabledLanguages: [...LANGUAGE_CODES], defaultLanguage: 'en' });
  const { createSandboxAccounts } = await import('../functions/lib/payments/sandbox/connect-accounts');
  const accountId = `acct_sandbox_${restaurantId.slice(0, 8)}`;
  await createSandboxAccounts(db).ensureOnboarded(accountId, restaurantId);
  await Restaurants.setStripeAccount(restaurantId, accountId);
  await Restaurants.setPaymentStatus(restaurantId, { chargesEnabled: true, payoutsEnabled: true });

  const categoryCount = Math.max(1, items / 10);
  const categories = Array.from({ length: categoryCount }, (_, i) => ({ restaurantId, categoryId: randomUUID(), name: `Category ${i + 1}`, position: i }));
  const menuItems = Array.from({ length: items }, (_, i) => ({
    restaurantId,
    itemId: randomUUID(),
    categoryId: categories[i % categoryCount]!.categoryId,
    name: `Dish number ${i + 1}`,
    description: `Dish ${i + 1}: slow-cooked with seasonal vegetables, fresh herbs from the garden and a house sauce, served warm.`,
    priceCents: 800 + (i % 20) * 50,
    position: Math.floor(i / categoryCount),
  }));
  await batchPut(db.entities.menuCategory as never, categories);
  await batchPut(db.entities.menuItem as never, menuItems);

  // Option groups: a required Size (2 options) and optional Extras (3), one pair per 20 items (at least one pair),
  // each linked to a third of the items.
  const pairs = Math.max(1, Math.floor(items / 20));
  for (let p = 0; p < pairs; p++) {
    const size = await Menu.createModifierGroup(restaurantId, { name: `Size ${p + 1}`, selectionType: 'single', required: true, minSelect: 1, maxSelect: 1, position: 0 });
    const extras = await Menu.createModifierGroup(restaurantId, { name: `Extras ${p + 1}`, selectionType: 'multi', required: false, minSelect: 0, maxSelect: 2, position: 1 });
    await batchPut(db.entities.modifierOption as never, [
      { restaurantId, groupId: size.id, optionId: randomUUID(), name: 'Regular', priceDeltaCents: 0, position: 0, isDefault: true },
      { restaurantId, groupId: size.id, optionId: randomUUID(), name: 'Large', priceDeltaCents: 300, position: 1 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Cheese', priceDeltaCents: 100, position: 0 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Olives', priceDeltaCents: 80, position: 1 },
      { restaurantId, groupId: extras.id, optionId: randomUUID(), name: 'Basil', priceDeltaCents: 50, position: 2 },
    ]);
    const linked = menuItems.filter((_, i) => i % 3 === 1 && Math.floor(i / 3) % pairs === p);
    await batchPut(
      db.entities.itemModifierGroup as never,
      linked.flatMap((item) => [
        { restaurantId, itemId: item.itemId, groupId: size.id, position: 0 },
        { restaurantId, itemId: item.itemId, groupId: extras.id, position: 1 },
      ]),
    );
  }

  // Every item and category in all 9 languages (the menu's own language included, as a translated menu has).
  await batchPut(
    db.entities.menuCategoryTranslation as never,
    categories.flatMap((cat) => LANGUAGE_CODES.map((lang) => ({ restaurantId, categoryId: cat.categoryId, lang, name: `${cat.name} (${lang})`, provenance: 'machine' }))),
  );
  await batchPut(
    db.entities.menuItemTranslation as never,
    menuItems.flatMap((item) =>
      LANGUAGE_CODES.map((lang) => ({
        restaurantId,
        itemId: item.itemId,
        lang,
        name: `${item.name} (${lang})`,
        description: `[${lang}] ${item.description}`,
        provenance: 'machine',
      })),
    ),
  );
  return { id: restaurantId, items };
}

export interface MenuFigure extends Timed {
  request: string;
  items: number;
}

function cartLine(itemId: string, optionIds: string[] = []) {
  return { itemId, qty: 1, optionIds, comboChoices: [], removedIngredientIds: [], note: null };
}

async function measureMenus(c: Composition, stack: ScaleStack, notes: string[], log: (m: string) => void): Promise<MenuFigure[]> {
  const figures: MenuFigure[] = [];
  let sendLang = true;
  for (const size of MENU_SIZES) {
    const started = performance.now();
    const r = await menuRestaurant(c, size);
    log(`  menu of ${size} items seeded in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    const menuUrl = (lang?: string) => `${stack.urls.api}/functions/v1/menu-public?restaurant_id=${r.id}${lang ? `&lang=${lang}` : ''}`;
    const menu = (await (await fetch(menuUrl('es'))).json()) as PublicMenu;
    if (menu.items.length !== size) notes.push(`menu-public on the ${size}-item menu answered ${menu.items.length} items`);
    figures.push({ request: 'menu-public lang=es', items: size, ...(await measureRequest(() => fetch(menuUrl('es')), true)) });
    figures.push({ request: 'menu-public (default language)', items: size, ...(await measureRequest(() => fetch(menuUrl()), true)) });

    const plain = menu.items.filter((i) => i.modifierGroupIds.length === 0 && !i.combo);
    const withOptions = menu.items.find((i) => i.modifierGroupIds.length > 0)!;
    const required = withOptions.modifierGroupIds
      .map((gid) => menu.modifierGroups.find((g) => g.id === gid)!)
      .filter((g) => g.required)
      .map((g) => g.options[0]!.id);
    const carts = {
      'create-payment 1 line, lang=es': [cartLine(plain[0]!.id)],
      'create-payment 3 lines, lang=es': [cartLine(plain[0]!.id), cartLine(withOptions.id, required), cartLine(plain[plain.length - 1]!.id)],
    };
    let tableCount = 0;
    for (const [name, items] of Object.entries(carts)) {
      const send = () =>
        fetch(`${stack.urls.api}/functions/v1/create-payment`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({
            restaurantId: r.id,
            items,
            // A table per order: one address's orders per table are bounded (RATE_LIMITS.checkout.ordersPerClientTable).
            tableLabel: `${++tableCount}`,
            note: null,
            tip: { kind: 'percent', percent: 18 },
            attemptId: randomUUID(),
            ...(sendLang ? { lang: 'es' } : {}),
          }),
        });
      const probe = await send();
      if (probe.status === 400 && sendLang) {
        sendLang = false;
        notes.push(`create-payment refused \`lang\` (${JSON.stringify(await probe.json()).slice(0, 120)}): carts sent without it`);
      } else await probe.arrayBuffer();
      const figure = await measureRequest(send);
      if (figure.status !== 200) notes.push(`${name} on ${size} items answered HTTP ${figure.status}`);
      figures.push({ request: sendLang ? name : name.replace(', lang=es', ''), items: size, ...figure });
    }
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// 2. Webhook to kitchen

export interface SocketFigure {
  sockets: number;
  orders: number;
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  /** order.changed messages a socket received per paid order (every message about the measured orders). */
  messagesPerSocketPerOrder: number;
  /** Of those, about the order while still pending_payment. */
  pendingMessagesPerSocketPerOrder: number;
  /** Sockets that did not hear exactly one message per order. */
  socketsOffByCount: number;
}

interface KitchenSocket {
  counts: Map<string, { all: number; pending: number }>;
  paid(orderId: string): Promise<number | null>;
  close(): void;
}

async function openSocket(wsUrl: string, restaurantId: string, token: string): Promise<KitchenSocket> {
  const url = new URL(wsUrl);
  url.searchParams.set('restaurantId', restaurantId);
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`The staff socket was refused (HTTP ${res.statusCode})`)));
  });
  const counts = new Map<string, { all: number; pending: number }>();
  const arrivals = new Map<string, number>();
  const waiting = new Map<string, (at: number) => void>();
  socket.on('message', (data) => {
    const at = performance.now();
    const message = JSON.parse(String(data)) as RealtimeMessage;
    if (message.type !== 'order.changed') return;
    const count = counts.get(message.order.id) ?? { all: 0, pending: 0 };
    count.all++;
    if (message.order.status === 'pending_payment') count.pending++;
    counts.set(message.order.id, count);
    if (message.order.status === 'paid' && !arrivals.has(message.order.id)) {
      arrivals.set(message.order.id, at);
      waiting.get(message.order.id)?.(at);
    }
  });
  return {
    counts,
    paid(orderId) {
      const known = arrivals.get(orderId);
      if (known !== undefined) return Promise.resolve(known);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(orderId);
          resolve(null);
        }, ARRIVAL_TIMEOUT_MS);
        waiting.set(orderId, (at) => {
          clearTimeout(timer);
          waiting.delete(orderId);
          resolve(at);
        });
      });
    },
    close: () => socket.close(),
  };
}

/** POST over node:http from a given loopback address: create-payment's per-client limit is per address. */
function postFrom(localAddress: string, url: string, body: string, headers: Record<string, string> = {}): Promise<{ status: number; body: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(url, { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...headers } }, (res) => {
      const parts: Buffer[] = [];
      res.on('data', (d: Buffer) => parts.push(d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: Buffer.concat(parts).toString() }));
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(body);
  });
}

async function measureSockets(c: Composition, stack: ScaleStack, token: string, log: (m: string) => void): Promise<SocketFigure[]> {
  const restaurantId = stack.demo!.restaurantId;
  const secret = stack.functionEnv.STRIPE_WEBHOOK_SECRET!;
  const menu = (await (await fetch(`${stack.urls.api}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`)).json()) as PublicMenu;
  const item = menu.items.find((i) => !i.soldOut && i.modifierGroupIds.length === 0 && !i.combo) ?? menu.items.find((i) => !i.soldOut)!;
  const sockets: KitchenSocket[] = [];
  const figures: SocketFigure[] = [];
  try {
    for (const [level, target] of SOCKET_COUNTS.entries()) {
      while (sockets.length < target) {
        const batch = Math.min(20, target - sockets.length);
        sockets.push(...(await Promise.all(Array.from({ length: batch }, () => openSocket(stack.urls.ws, restaurantId, token)))));
      }
      await settle();
      const from = `127.0.0.${10 + level}`;
      const latencies: number[] = [];
      const measured: string[] = [];
      let missed = 0;
      for (let n = 0; n < SOCKET_WARM_UP + SOCKET_ORDERS; n++) {
        const checkout = await postFrom(
          from,
          `${stack.urls.api}/functions/v1/create-payment`,
          // A table per order: one address's orders per table are bounded (RATE_LIMITS.checkout.ordersPerClientTable).
          JSON.stringify({ restaurantId, items: [cartLine(item.id)], tableLabel: `B${n}`, note: null, tip: { kind: 'none' }, attemptId: randomUUID() }),
        );
        if (checkout.status !== 200) throw new Error(`create-payment answered HTTP ${checkout.status}: ${checkout.body.slice(0, 200)}`);
        const { url, orderId } = JSON.parse(checkout.body) as { url: string; orderId: string };
        const sessionId = new URL(url).pathname.split('/').pop()!;
        const order = await c.Orders.get(orderId);
        // Let the pending order's own stream records pass first, as a diner takes seconds to pay.
        await settle(150, 5_000);
        const { payload, signature } = signedCompletedEvent(orderId, sessionId, order!.totalCents, secret);
        const arrivals = sockets.map((s) => s.paid(orderId));
        const sentAt = performance.now();
        const response = await fetch(`${stack.urls.api}/functions/v1/stripe-webhook`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'stripe-signature': signature },
          body: payload,
        });
        await response.arrayBuffer();
        const times = await Promise.all(arrivals);
        if (n < SOCKET_WARM_UP) continue;
        measured.push(orderId);
        if (!response.ok || times.some((t) => t === null)) missed++;
        else latencies.push(Math.max(...(times as number[])) - sentAt);
      }
      await sleep(1_000); // any late message is counted too
      await settle();
      latencies.sort((a, b) => a - b);
      let all = 0;
      let pending = 0;
      let off = 0;
      for (const s of sockets) {
        let mine = 0;
        for (const id of measured) {
          const count = s.counts.get(id);
          mine += count?.all ?? 0;
          pending += count?.pending ?? 0;
        }
        all += mine;
        if (mine !== measured.length) off++;
      }
      figures.push({
        sockets: sockets.length,
        orders: measured.length,
        missed,
        p50Ms: percentile(latencies, 50),
        p95Ms: percentile(latencies, 95),
        maxMs: latencies.at(-1) ?? Number.NaN,
        messagesPerSocketPerOrder: all / (sockets.length * measured.length),
        pendingMessagesPerSocketPerOrder: pending / (sockets.length * measured.length),
        socketsOffByCount: off,
      });
      log(`  ${sockets.length} sockets: p50 ${figures.at(-1)!.p50Ms.toFixed(0)} ms`);
    }
  } finally {
    for (const s of sockets) s.close();
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------
// 3. History

export interface HistoryFigure extends Timed {
  request: string;
  servedOrders: number;
}

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** A fresh owner in the local user pool, with a restaurant of their own; their ID token. */
async function ownerWithRestaurant(c: Composition, stack: ScaleStack): Promise<{ restaurantId: string; token: string }> {
  const cognito = new CognitoIdentityProviderClient({ endpoint: stack.urls.cognito, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } });
  try {
    const email = `bench-scale-${randomUUID().slice(0, 8)}@bench.tabletap.local`;
    const password = 'bench-pass-1';
    const signUp = await cognito.send(new SignUpCommand({ ClientId: stack.userPoolClientId, Username: email, Password: password, UserAttributes: [{ Name: 'email', Value: email }] }));
    await cognito.send(new AdminConfirmSignUpCommand({ UserPoolId: stack.userPoolId, Username: email }));
    const { restaurant } = await c.Restaurants.ensureForOwner(signUp.UserSub!, { name: 'Scale History' });
    const auth = await cognito.send(
      new InitiateAuthCommand({ ClientId: stack.userPoolClientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: email, PASSWORD: password } }),
    );
    return { restaurantId: restaurant.id, token: auth.AuthenticationResult!.IdToken! };
  } finally {
    cognito.destroy();
  }
}

/** Orders placed today: the same few at every size, so the history grows and the day's trade does not. */
const TODAY_ORDERS = 5;

/**
 * `count` more served orders: the first `today` of them placed within the last hour, the rest over the previous 29
 * days between 11:00 and 22:00 UTC (created backdated, written in batches), each paid with payOrder (so whatever paying writes happens), then
 * advanced to served.
 */
async function addServedOrders(c: Composition, restaurantId: string, count: number, today: number, now: number) {
  const { payOrder } = await import('../functions/lib/domain/orders/pay');
  const { toOrder } = await import('../functions/lib/domain/orders/record');
  const dishes = ['Margherita', 'Caesar Salad', 'Lasagna', 'Tiramisu', 'Espresso', 'Risotto'];
  const orders = Array.from({ length: count }, (_, i) => {
    const orderId = randomUUID();
    // Earlier days: during opening hours (11:00 to 22:00 UTC), as a restaurant trades, not round the clock.
    const day = Math.floor((now - DAY_MS * (1 + Math.floor(Math.random() * 29))) / DAY_MS) * DAY_MS;
    const createdAt = new Date(i < today ? now - Math.random() * 60 * 60 * 1000 : day + 11 * HOUR_MS + Math.random() * 11 * HOUR_MS).toISOString();
    const lines = Array.from({ length: 1 + (i % 3) }, (_, position) => {
      const unit = 900 + ((i + position) % 7) * 150;
      const qty = 1 + (position % 2);
      return {
        orderId,
        position,
        restaurantId,
        itemId: `bench-item-${(i + position) % dishes.length}`,
        itemName: dishes[(i + position) % dishes.length]!,
        qty,
        unitPriceCents: unit,
        lineTotalCents: unit * qty,
        options: [],
        removedIngredients: [],
      };
    });
    const subtotal = lines.reduce((s, l) => s + l.lineTotalCents, 0);
    const tip = Math.round(subtotal * 0.15);
    const item = {
      orderId,
      orderCode: orderId.slice(0, 5).toUpperCase(),
      restaurantId,
      status: 'pending_payment' as const,
      subtotalCents: subtotal,
      taxCents: 0,
      tipCents: tip,
      totalCents: subtotal + tip,
      feeCents: Math.round((subtotal + tip) * 0.05),
      currency: 'usd',
      lineCount: lines.length,
      createdAt,
      tableLabel: `T${1 + (i % 12)}`,
      checkoutSessionId: `cs_bench_${orderId.replace(/-/g, '')}`,
    };
    return { item, lines };
  });
  await batchPut(c.db.entities.order as never, orders.map((o) => o.item));
  await batchPut(c.db.entities.orderLine as never, orders.flatMap((o) => o.lines));
  const failures: string[] = [];
  await pool(orders, CONCURRENCY, async ({ item, lines }) => {
    const paid = await payOrder(c.db, toOrder(item as never, lines as never), []);
    if (paid.kind !== 'paid') failures.push(paid.kind);
    else await c.Orders.advance(item.orderId, 'paid', 'served');
  });
  if (failures.length) throw new Error(`${failures.length} orders were not paid (${failures[0]})`);
}

async function measureHistory(c: Composition, stack: ScaleStack, log: (m: string) => void): Promise<HistoryFigure[]> {
  const { restaurantId, token } = await ownerWithRestaurant(c, stack);
  const now = Date.now();
  const figures: HistoryFigure[] = [];
  const get = (pathAndQuery: string) => () =>
    fetch(`${stack.urls.api}/api/v1/restaurants/${restaurantId}${pathAndQuery}`, { headers: { authorization: `Bearer ${token}` } });
  let served = 0;
  for (const target of ORDER_COUNTS) {
    const started = performance.now();
    await addServedOrders(c, restaurantId, target - served, served === 0 ? TODAY_ORDERS : 0, now);
    served = target;
    const seeded = performance.now();
    const quiet = await settle();
    log(
      `  ${served} served orders in place (${((seeded - started) / 1000).toFixed(1)} s; the stream handlers ` +
        `${quiet ? 'done' : 'still busy'} ${((performance.now() - seeded) / 1000).toFixed(1)} s later)`,
    );
    figures.push({ request: 'orders list (the board)', servedOrders: served, ...(await measureRequest(get('/orders'), true)) });
    figures.push({ request: 'analytics range=30d', servedOrders: served, ...(await measureRequest(get('/analytics?range=30d'), true)) });
    figures.push({ request: 'analytics range=today', servedOrders: served, ...(await measureRequest(get('/analytics?range=today'), true)) });
  }
  return figures;
}

// ---------------------------------------------------------------------------------------------------------------

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
    unsettled,
    bytesRead:
      'the items the read calls returned (Items, Item, Responses), sized as JSON after unmarshalling (as test/integration/payments/create-payment-reads.test.ts counts); ' +
      (rawAvailable ? 'raw: the sum of their raw HTTP response bodies (Content-Length: DynamoDB JSON, type tags and every attribute)' : 'raw: not available (no Content-Length)'),
    seconds: (performance.now() - started) / 1000,
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
    cores: cpus().length,
  };
}

const kb = (bytes: number | undefined) => (bytes === undefined ? '-' : `${(bytes / KB).toFixed(1)} KB`);
const ms = (value: number) => `${value.toFixed(0)} ms`;
const ratio = (a: number, b: number) => (b > 0 ? `${(a / b).toFixed(2)}x` : '-');
const verdict = (ok: boolean) => (ok ? 'PASS' : 'FAIL');
const commandList = (commands: Record<string, number>) =>
  Object.entries(commands)
    .map(([k, v]) => `${k}${v > 1 ? ` x${v}` : ''}`)
    .join(', ');

export function scaleReport(f: ScaleFigures): string[] {
  const lines: string[] = [];
  lines.push(
    `Local stack, ${f.cores} cores (load average ${f.loadAverage.before.toFixed(1)} before, ${f.loadAverage.after.toFixed(1)} after); ` +
      `the section took ${f.seconds.toFixed(0)} s. Calls: every DynamoDB call of one request, counted after the table settled; ` +
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
    lines.push('| request | served orders | status | calls | bytes read | raw | RCU | response (gzip) | p50 | p95 | commands |', '|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|---|');
    for (const h of f.history) {
      lines.push(
        `| ${h.request} | ${h.servedOrders} | ${h.status} | ${h.calls} | ${kb(h.bytes)} | ${kb(h.rawBytes)} | ${h.capacity} | ${kb(h.responseBytes)} (${kb(h.responseGzipBytes)}) | ` +
          `${ms(h.p50Ms)} | ${ms(h.p95Ms)} | ${commandList(h.commands)} |`,
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
  if ('error' in f.sockets) lines.push('- FAIL: 1 live message per socket per paid order: not measured');
  else {
    for (const s of f.sockets) {
      lines.push(
        `- ${verdict(s.socketsOffByCount === 0 && s.missed === 0)}: ${s.sockets} sockets: ${s.messagesPerSocketPerOrder.toFixed(2)} live messages per socket per paid order ` +
          `(${s.pendingMessagesPerSocketPerOrder.toFixed(2)} while pending; ${s.socketsOffByCount} sockets not at exactly 1; ${s.missed} orders missed)`,
      );
    }
  }
  if ('error' in f.history) lines.push('- FAIL: orders list and analytics at 5,000 served orders: not measured');
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
  for (const note of f.notes) lines.push(`- Note: ${note}`);
  if (f.unsettled) lines.push(`- Note: ${f.unsettled} counted requests ran while the stream handlers were still busy: their calls are counted too`);
  return lines;
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

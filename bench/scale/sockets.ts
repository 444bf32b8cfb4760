import { randomUUID } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { performance } from 'node:perf_hooks';
import WebSocket from 'ws';
import type { PublicMenu } from '../../shared/api';
import type { RealtimeMessage } from '../../shared/api/realtime';
import { signedCompletedEvent } from '../signed-event';
import { ARRIVAL_TIMEOUT_MS, cartLine, percentile, settle, sleep, SOCKET_COUNTS, SOCKET_ORDERS, SOCKET_WARM_UP, type Composition, type ScaleStack } from './kit';

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

export async function measureSockets(c: Composition, stack: ScaleStack, token: string, log: (m: string) => void): Promise<SocketFigure[]> {
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

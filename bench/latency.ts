/**
 * Webhook to kitchen screen (DESIGN.md 10, budget p95 <= 300 ms on the local runtime): a staff WebSocket (the demo
 * owner's ID token, as the dashboard connects) listens to the demo restaurant; for each order, a pending order is
 * written and a correctly signed checkout.session.completed event is POSTed to the webhook over HTTP, as Stripe (or
 * the sandbox) delivers it. Latency runs from just before the POST to the arrival of order.changed(paid) on the
 * socket: webhook, DynamoDB write, stream poll, broadcast and the socket hop. One order at a time, loopback only.
 *
 * Imported after the stack is up: the domain modules read the stack's environment when they load.
 */
import { randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { CognitoIdentityProviderClient, InitiateAuthCommand } from '@aws-sdk/client-cognito-identity-provider';
import WebSocket from 'ws';
import { Orders } from '../functions/lib/composition';
import type { PublicMenu } from '../shared/api';
import type { RealtimeMessage } from '../shared/api/realtime';
import { signedCompletedEvent } from './signed-event';

export const LATENCY_BUDGET_P95_MS = 300;
/** The first deliveries load the handlers' modules (a local cold start): measured but not counted. */
const WARM_UP_ORDERS = 5;
/** A message later than this is counted as missed, so a lost broadcast cannot hang the bench. */
const ARRIVAL_TIMEOUT_MS = 5_000;

export interface LatencyStack {
  urls: { api: string; ws: string; cognito: string };
  userPoolClientId: string;
  functionEnv: Record<string, string>;
  demo: { email: string; password: string; restaurantId: string } | null;
}

export interface LatencyFigure {
  orders: number;
  warmUpOrders: number;
  /** Orders whose paid message never came within ARRIVAL_TIMEOUT_MS, or whose webhook call failed. */
  missed: number;
  p50Ms: number;
  p95Ms: number;
  maxMs: number;
  budgetP95Ms: number;
  /** The webhook's own answer (HTTP 200) within that: the rest is stream poll, broadcast and socket. */
  webhookP50Ms: number;
  webhookP95Ms: number;
  /** The machine's 1-minute load average before and after: figures taken on a busy machine read high. */
  loadAverage: { before: number; after: number };
}

/** Nearest-rank percentile of sorted values. */
export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** The demo owner's ID token, signed in through cognito-local as the web app signs in. */
export async function ownerIdToken(stack: LatencyStack): Promise<string> {
  const cognito = new CognitoIdentityProviderClient({
    endpoint: stack.urls.cognito,
    region: 'us-east-1',
    credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
  });
  try {
    const auth = await cognito.send(
      new InitiateAuthCommand({
        ClientId: stack.userPoolClientId,
        AuthFlow: 'USER_PASSWORD_AUTH',
        AuthParameters: { USERNAME: stack.demo!.email, PASSWORD: stack.demo!.password },
      }),
    );
    return auth.AuthenticationResult!.IdToken!;
  } finally {
    cognito.destroy();
  }
}

/** The staff socket, and a way to wait for a given order's paid message (its arrival time, taken on receipt). */
async function openKitchenSocket(wsUrl: string, restaurantId: string, token: string) {
  const url = new URL(wsUrl);
  url.searchParams.set('restaurantId', restaurantId);
  url.searchParams.set('token', token);
  const socket = new WebSocket(url);
  await new Promise<void>((resolve, reject) => {
    socket.once('open', () => resolve());
    socket.once('error', reject);
    socket.once('unexpected-response', (_req, res) => reject(new Error(`The staff socket was refused (HTTP ${res.statusCode})`)));
  });
  const waiting = new Map<string, (arrivedAt: number) => void>();
  socket.on('message', (data) => {
    const arrivedAt = performance.now();
    const message = JSON.parse(String(data)) as RealtimeMessage;
    if (message.type === 'order.changed' && message.order.status === 'paid') waiting.get(message.order.id)?.(arrivedAt);
  });
  return {
    paidMessage(orderId: string): Promise<number | null> {
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          waiting.delete(orderId);
          resolve(null);
        }, ARRIVAL_TIMEOUT_MS);
        waiting.set(orderId, (arrivedAt) => {
          clearTimeout(timer);
          waiting.delete(orderId);
          resolve(arrivedAt);
        });
      });
    },
    close: () => socket.close(),
  };
}

/** A real item of the demo menu, so the paid order's stock step works on a real item as in production. */
async function someMenuItem(apiUrl: string, restaurantId: string): Promise<{ id: string; name: string; priceCents: number }> {
  const response = await fetch(`${apiUrl}/functions/v1/menu-public?restaurant_id=${restaurantId}&lang=en`);
  const menu = (await response.json()) as PublicMenu;
  const item = menu.items.find((i) => !i.soldOut);
  if (!item) throw new Error('The demo menu has no available item');
  return { id: item.id, name: item.name, priceCents: item.priceCents };
}

/** A pending order sent to checkout session `sessionId`, as create-payment leaves it. */
async function pendingOrder(restaurantId: string, item: { id: string; name: string; priceCents: number }, sessionId: string): Promise<string> {
  const attemptId = randomUUID();
  const { id } = await Orders.create(
    {
      attemptId,
      checkoutSessionId: sessionId,
      orderCode: attemptId.slice(0, 5).toUpperCase(),
      restaurantId,
      status: 'pending_payment',
      tableLabel: 'B1',
      note: null,
      subtotalCents: item.priceCents,
      taxCents: 0,
      tipCents: 0,
      totalCents: item.priceCents,
      feeCents: Math.round(item.priceCents * 0.05),
    },
    [{ itemId: item.id, itemName: item.name, qty: 1, unitPriceCents: item.priceCents, lineTotalCents: item.priceCents, options: [], removedIngredients: [], note: null }],
  );
  return id;
}

export async function measureWebhookToKitchen(stack: LatencyStack, orders = 200): Promise<LatencyFigure> {
  if (!stack.demo) throw new Error('The latency bench needs the seeded demo restaurant');
  const secret = stack.functionEnv.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not in the stack environment');
  const restaurantId = stack.demo.restaurantId;
  const item = await someMenuItem(stack.urls.api, restaurantId);
  const kitchen = await openKitchenSocket(stack.urls.ws, restaurantId, await ownerIdToken(stack));
  const latencies: number[] = [];
  const webhookTimes: number[] = [];
  let missed = 0;
  const loadBefore = loadavg()[0]!;
  try {
    for (let n = 0; n < WARM_UP_ORDERS + orders; n++) {
      const sessionId = `cs_bench_${randomUUID().replace(/-/g, '')}`;
      const orderId = await pendingOrder(restaurantId, item, sessionId);
      const event = signedCompletedEvent(orderId, sessionId, item.priceCents, secret);
      const arrived = kitchen.paidMessage(orderId);
      const sentAt = performance.now();
      const response = await fetch(`${stack.urls.api}/functions/v1/stripe-webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'stripe-signature': event.signature },
        body: event.payload,
      });
      const answeredAt = performance.now();
      await response.arrayBuffer(); // read to the end, so the keep-alive connection is free for the next POST
      const arrivedAt = response.ok ? await arrived : null;
      if (n < WARM_UP_ORDERS) continue;
      if (arrivedAt === null) missed++;
      else {
        latencies.push(arrivedAt - sentAt);
        webhookTimes.push(answeredAt - sentAt);
      }
    }
  } finally {
    kitchen.close();
  }
  latencies.sort((a, b) => a - b);
  webhookTimes.sort((a, b) => a - b);
  return {
    orders,
    warmUpOrders: WARM_UP_ORDERS,
    missed,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    maxMs: latencies.at(-1) ?? Number.NaN,
    budgetP95Ms: LATENCY_BUDGET_P95_MS,
    webhookP50Ms: percentile(webhookTimes, 50),
    webhookP95Ms: percentile(webhookTimes, 95),
    loadAverage: { before: loadBefore, after: loadavg()[0]! },
  };
}

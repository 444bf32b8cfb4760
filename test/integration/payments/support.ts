/**
 * Helpers for the payment tests, which run against the local stack (sandbox gateway): restaurants with the fixture
 * menu made straight through the domain (no sign-ups needed), checkout calls, signed webhook deliveries, and direct
 * reads of the table to prove what was (not) written.
 */
import { randomUUID } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';
import type { CreatePaymentRequest, Order } from '../../../shared/api';
import { ORDER_STATUSES } from '../../../shared/constants';
import { db, Orders, Restaurants } from '../../../functions/lib/composition';
import { uniqueKeys } from '../../../functions/lib/db/entities/uniqueness';
import { api, type ApiResponse } from '../../support/api';
import { makeMenu, type MenuFixture } from '../http/menu-fixture';

export interface PaymentRestaurant {
  id: string;
  name: string;
  menu: MenuFixture;
}

/** A restaurant (its own owner id) with the fixture menu; charges enabled through a sandbox account. */
export async function restaurantWithMenu(name = 'Trattoria Test'): Promise<PaymentRestaurant> {
  const { restaurant } = await Restaurants.ensureForOwner(`owner-${randomUUID()}`, { name });
  return { id: restaurant.id, name: restaurant.name, menu: await makeMenu(restaurant.id) };
}

export type CartBody = Omit<CreatePaymentRequest, 'items' | 'tableLabel' | 'note'> & {
  items: Record<string, unknown>[];
  tableLabel?: string | null;
  note?: string | null;
};

/** Margherita (Large, Olives) x2 and a Caesar Salad, table 7, 18% tip. */
export function sampleCart(r: PaymentRestaurant, overrides: Partial<CartBody> = {}): CartBody {
  return {
    restaurantId: r.id,
    attemptId: randomUUID(),
    tableLabel: '7',
    note: 'Window seat',
    tip: { kind: 'percent', percent: 18 },
    items: [
      { itemId: r.menu.pizzaId, qty: 2, optionIds: [r.menu.largeOptionId, r.menu.olivesOptionId], note: 'Well done' },
      { itemId: r.menu.plainItemId, qty: 1 },
    ],
    ...overrides,
  };
}

export interface CheckoutStarted {
  url: string;
  orderId: string;
  orderCode: string;
}

export function createPayment(body: unknown): Promise<ApiResponse<CheckoutStarted & { error?: { code: string; message: string } }>> {
  return api('POST', '/functions/v1/create-payment', { body });
}

/** Every order of the restaurant, whatever its status. */
export function ordersOf(restaurantId: string): Promise<Order[]> {
  return Orders.listByRestaurant(restaurantId, ORDER_STATUSES);
}

/** The order a checkout attempt made (the attempt id is only its idempotency key), or null when it made none. */
export async function orderOfAttempt(cart: { restaurantId: string; attemptId: string }): Promise<Order | null> {
  const { data: claim } = await db.entities.uniqueness.get(uniqueKeys.checkoutAttempt(cart.restaurantId, cart.attemptId)).go({ consistent: true });
  return claim ? Orders.get(claim.claimedBy) : null;
}

export async function storedOrder(orderId: string) {
  const { data } = await db.entities.order.get({ orderId }).go({ consistent: true });
  return data;
}

export function sessionIdOf(checkoutUrl: string): string {
  return new URL(checkoutUrl).pathname.split('/').pop()!;
}

export function webhookSecret(): string {
  const secret = process.env.STRIPE_WEBHOOK_SECRET;
  if (!secret) throw new Error('STRIPE_WEBHOOK_SECRET is not set: run the tests with test/run.ts');
  return secret;
}

/** A Stripe-shaped event, signed with the webhook secret (timestamp in epoch seconds; default now). */
export function signedEvent(event: Record<string, unknown>, options: { timestamp?: number; secret?: string } = {}) {
  const payload = JSON.stringify({ object: 'event', livemode: false, created: Math.floor(Date.now() / 1000), ...event });
  const signature = Stripe.webhooks.generateTestHeaderString({
    payload,
    secret: options.secret ?? webhookSecret(),
    ...(options.timestamp ? { timestamp: options.timestamp } : {}),
  });
  return { payload, signature };
}

export function deliver(event: { payload: string; signature?: string }) {
  return api<{ received?: boolean; error?: { code: string } }>('POST', '/functions/v1/stripe-webhook', {
    rawBody: event.payload,
    headers: { 'content-type': 'application/json', ...(event.signature ? { 'stripe-signature': event.signature } : {}) },
  });
}

export function checkoutSessionEvent(
  type: 'checkout.session.completed' | 'checkout.session.expired',
  session: { id: string; orderId: string; paid: boolean; amountTotal: number; currency?: string; paymentIntent?: string },
  eventId = `evt_test_${randomUUID()}`,
  /** Stripe's `event.account`: set on a Connect endpoint's events. */
  account?: string,
) {
  return {
    id: eventId,
    type,
    ...(account ? { account } : {}),
    data: {
      object: {
        id: session.id,
        object: 'checkout.session',
        client_reference_id: session.orderId,
        metadata: { orderId: session.orderId },
        status: type === 'checkout.session.completed' ? 'complete' : 'expired',
        payment_status: session.paid ? 'paid' : 'unpaid',
        amount_total: session.amountTotal,
        currency: session.currency ?? 'usd',
        payment_intent: session.paymentIntent ?? null,
      },
    },
  };
}

/**
 * A local HTTP server that reads each request's whole body and hands it to `handle`: a stand-in for Stripe's API or
 * for the webhook, so a test reads exactly what was sent.
 */
export async function localServer(handle: (req: http.IncomingMessage, res: http.ServerResponse, body: string) => void) {
  const server = http.createServer((req, res) => {
    let body = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => (body += chunk));
    req.on('end', () => handle(req, res, body));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

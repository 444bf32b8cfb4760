/**
 * Helpers for the dashboard tests, against the local stack: orders paid the real way (create-payment, then a
 * signed checkout.session.completed through the webhook, which is what lowers stock), service requests made through
 * the domain (the public call-waiter route rate-limits per table), and signed-in calls.
 */
import { randomUUID } from 'node:crypto';
import type { Order } from '../../../shared/api';
import type { OrderStatus } from '../../../shared/constants';
import { nextStatus } from '../../../shared/order-status';
import { Orders, ServiceRequests } from '../../../functions/lib/composition';
import type { ServiceRequest } from '../../../functions/lib/domain/service-requests';
import { api, apiUrl, type ApiResponse } from '../../support/api';
import { checkoutSessionEvent, createPayment, deliver, sessionIdOf, signedEvent } from '../payments/support';

export interface CartItem {
  itemId: string;
  qty: number;
  optionIds?: string[];
}

/** An order of `items` that the diner has paid for (status 'paid', with its lines). */
export async function paidOrder(restaurantId: string, items: CartItem[], tableLabel = '5'): Promise<Order> {
  return completeCheckout(await pendingOrder(restaurantId, items, tableLabel));
}

/** Staff's moves from `from` until the order is `to`, one step at a time as the board makes them (Start, Mark Ready...). */
export async function staffMovesTo(orderId: string, from: OrderStatus, to: OrderStatus): Promise<void> {
  for (let at = from; at !== to; ) {
    const next = nextStatus(at);
    if (!next) throw new Error(`Staff cannot move an order from ${from} to ${to}`);
    await Orders.advance(orderId, at, next, 'staff');
    at = next;
  }
}

/** An order sent to checkout and not paid yet, with its sandbox session. */
export async function pendingOrder(restaurantId: string, items: CartItem[], tableLabel = '5'): Promise<CheckoutStarted> {
  const res = await createPayment({ restaurantId, attemptId: randomUUID(), tableLabel, tip: { kind: 'none' }, items });
  if (res.status !== 200) throw new Error(`create-payment answered ${res.status}: ${JSON.stringify(res.body)}`);
  return { orderId: res.body.orderId, sessionId: sessionIdOf(res.body.url) };
}

export interface CheckoutStarted {
  orderId: string;
  sessionId: string;
}

/** Stripe says the session was paid (a new event each call, as a retry or a second event would be). */
export async function completeCheckout({ orderId, sessionId }: CheckoutStarted): Promise<Order> {
  const before = await Orders.get(orderId);
  if (!before) throw new Error(`order ${orderId} was not written`);
  const event = checkoutSessionEvent('checkout.session.completed', { id: sessionId, orderId, paid: true, amountTotal: before.totalCents });
  const delivered = await deliver(signedEvent(event));
  if (delivered.status !== 200) throw new Error(`webhook answered ${delivered.status}: ${JSON.stringify(delivered.body)}`);
  const after = await Orders.get(orderId);
  if (!after || after.status === 'pending_payment') throw new Error(`order ${orderId} is still unpaid after the webhook`);
  return after;
}

/**
 * An order of `items` paid on the sandbox's hosted checkout page, as a diner pays: the gateway's own payment (its
 * payment intent is on the order, so it can be refunded), brought in by the sandbox's signed webhook.
 */
export async function sandboxPaidOrder(
  restaurantId: string,
  items: CartItem[],
  tip: { kind: 'none' } | { kind: 'percent'; percent: number } = { kind: 'none' },
  /** The diner's language, as the cart sends it (the receipt's language). */
  lang?: string,
  tableLabel = '9',
): Promise<Order> {
  const res = await createPayment({ restaurantId, attemptId: randomUUID(), tableLabel, tip, items, ...(lang ? { lang } : {}) });
  if (res.status !== 200) throw new Error(`create-payment answered ${res.status}: ${JSON.stringify(res.body)}`);
  const pay = await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(res.body.url)}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: '',
    redirect: 'manual',
  });
  if (pay.status !== 303) throw new Error(`the sandbox's pay answered ${pay.status}`);
  for (let waited = 0; waited < 20_000; waited += 100) {
    const order = await Orders.get(res.body.orderId);
    if (order && order.status !== 'pending_payment') return order;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`order ${res.body.orderId} was not paid by the sandbox's webhook`);
}

/** A diner's call for a waiter, open. */
export function serviceRequest(
  restaurantId: string,
  tableNumber: string | null = '3',
  message: string | null = 'More water please',
): Promise<ServiceRequest> {
  return ServiceRequests.create({ restaurantId, tableNumber, message });
}

/** A signed-in call to the local API. */
export function call<T = unknown>(method: string, path: string, token: string, body?: unknown): Promise<ApiResponse<T>> {
  return api<T>(method, path, { token, body });
}

export type ErrorAnswer = { error: { code: string; message: string; status?: string } };

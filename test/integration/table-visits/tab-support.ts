/**
 * A table's tab in tests (issue 29): a restaurant whose tables pay at the end, its phones' calls, and the sandbox's
 * pages driven as a diner drives them (saving a card, paying a share).
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import type { Order, TableSessionView, TipChoice } from '../../../shared/api';
import type { TablePaymentMode } from '../../../shared/tab';
import { db, Orders } from '../../../functions/lib/composition';
import { api, apiUrl, type ApiResponse } from '../../support/api';
import { sessionIdOf } from '../payments/support';
import type { PaymentRestaurant } from '../payments/support';
import { changeCart, current, phoneAt, storedTable, type Phone } from './support';

type Answer<T> = ApiResponse<T & { error: { code: string; message: string } }>;

export const credentials = (phone: Phone) => ({ sessionId: phone.sessionId, guestId: phone.id, token: phone.token });

/** The restaurant's setting of when a table pays (what the owner's settings page saves). */
export async function setTablePayment(restaurantId: string, tablePayment: TablePaymentMode, tabChargeAfterMinutes = 120): Promise<void> {
  await db.entities.restaurant.patch({ restaurantId }).set({ tablePayment, tabChargeAfterMinutes }).go();
}

export const sendRound = (phone: Phone, extra: { payMode?: 'pay_first' | 'pay_at_end'; attemptId?: string } = {}) =>
  api<{ url: string | null; orderId: string; orderCode: string }>('POST', '/functions/v1/table-round', {
    body: { guest: credentials(phone), tip: { kind: 'none' }, attemptId: extra.attemptId ?? randomUUID(), ...(extra.payMode ? { payMode: extra.payMode } : {}) },
  }) as Promise<Answer<{ url: string | null; orderId: string; orderCode: string }>>;

export const askForBill = (phone: Phone, split: Record<string, unknown> = { kind: 'whole' }) =>
  api('POST', '/functions/v1/table-bill', { body: { guest: credentials(phone), split } }) as Promise<Answer<TableSessionView>>;

export const claim = (phone: Phone, lineId: string, on = true) =>
  api('POST', '/functions/v1/table-claim', { body: { guest: credentials(phone), lineId, claim: on } }) as Promise<Answer<TableSessionView>>;

export const payShare = (phone: Phone, share: Record<string, unknown>, tip: TipChoice = { kind: 'none' }, extra: { takeOver?: boolean; attemptId?: string } = {}) =>
  api('POST', '/functions/v1/table-pay', {
    body: { guest: credentials(phone), share, tip, attemptId: extra.attemptId ?? randomUUID(), ...(extra.takeOver ? { takeOver: true } : {}) },
  }) as Promise<Answer<{ url: string; paymentId: string }>>;

export const cancelShare = (phone: Phone, paymentId: string) =>
  api('POST', '/functions/v1/table-pay-cancel', { body: { guest: credentials(phone), paymentId } }) as Promise<Answer<TableSessionView>>;

/** Stripe's test cards the sandbox knows: charges succeed; asks for authentication off-session; declined off-session. */
export const TEST_CARDS = { visa: '4242424242424242', authentication: '4000002760003184', declined: '4000000000000341' } as const;

/** The diner saves a card on the sandbox's setup page (the round's answer's URL): redirected to the success URL. */
export async function saveCard(url: string, card: string = TEST_CARDS.visa, email = ''): Promise<string> {
  const res = await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(url)}/save`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ card, email }).toString(),
    redirect: 'manual',
  });
  if (res.status !== 303) throw new Error(`saving the card answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

/** The diner pays on the sandbox's checkout page: redirected to the success URL. */
export async function payOnSandbox(url: string): Promise<string> {
  const res = await fetch(`${apiUrl()}/sandbox/checkout/${sessionIdOf(url)}/pay`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: '', redirect: 'manual' });
  if (res.status !== 303) throw new Error(`paying answered ${res.status}: ${await res.text()}`);
  return res.headers.get('location') ?? '';
}

export async function viewOf(phone: Phone): Promise<TableSessionView> {
  const res = await current(phone);
  if (res.body.state !== 'in') throw new Error(`not in: ${JSON.stringify(res.body)}`);
  return res.body.session;
}

/** The visit's view once `ready` holds (webhooks are delivered over HTTP: a moment after the page answers). */
export async function viewWhen(phone: Phone, ready: (view: TableSessionView) => boolean): Promise<TableSessionView> {
  let view = await viewOf(phone);
  for (let waited = 0; !ready(view) && waited < 20_000; waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
    view = await viewOf(phone);
  }
  if (!ready(view)) throw new Error(`the visit never got there: ${JSON.stringify(view.tab)}`);
  return view;
}

export async function orderOf(orderId: string): Promise<Order> {
  const order = await Orders.get(orderId);
  if (!order) throw new Error(`no order ${orderId}`);
  return order;
}

/** A party at a new table of `restaurant` with its first round placed on the tab (the card saved by the first phone). */
export async function openTabAt(restaurant: PaymentRestaurant, names: string[], card: string = TEST_CARDS.visa, email = '', section?: string): Promise<{ phones: Phone[]; first: Order }> {
  const table = await storedTable(restaurant.id, `Tab ${randomUUID().slice(0, 4)}`, section);
  const phones: Phone[] = [];
  for (const name of names) phones.push((await phoneAt(table, name)).phone);
  await changeCart(phones[0]!, { op: 'add', line: { itemId: restaurant.menu.plainItemId, qty: 1 } });
  const sent = await sendRound(phones[0]!);
  expect(sent.status, JSON.stringify(sent.body)).toBe(200);
  await saveCard(sent.body.url!, card, email);
  await viewWhen(phones[0]!, (v) => v.tab?.state === 'open' && v.rounds.length === 1);
  return { phones, first: await orderOf(sent.body.orderId) };
}

/**
 * E-mail receipts and credit notes (issue 27 item 4), against the local stack: the SES emulator's inbox, the sandbox
 * gateway's payments and refunds. A diner who ordered in Spanish gets a Spanish receipt with the order's lines; each
 * refund that goes through sends one credit note to that address; the order's page shows its refunds (without staff's
 * notes); an order sends at most RECEIPT_SENDS_PER_ORDER receipts (429 with a message); a bad address is a 400, an
 * unpaid order a 409 and an unknown one a 404.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { RECEIPT_SENDS_PER_ORDER, type Order, type OrderReceiptResponse, type PublicOrder, type RefundResponse } from '../../../shared/api';
import { db, Receipts, Refunds } from '../../../functions/lib/composition';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import type { PaymentGateway } from '../../../functions/lib/payments/gateway';
import { SANDBOX_DELIVERY_QUEUE } from '../../../functions/lib/db/entities/sandbox-webhook-delivery';
import { TOO_MANY_FOR_ORDER } from '../../../functions/lib/domain/receipts/send-receipt';
import { mailSafeName } from '../../../functions/lib/mail/invitation';
import type { MailMessage } from '../../../functions/lib/mail/mailer';
import { mailTo } from '../../support/local-mail';
import { api } from '../../support/api';
import { call, sandboxPaidOrder, type ErrorAnswer } from '../dashboard/support';
import { makeFixtures, type Fixtures } from '../http/fixtures';
import { createPayment } from './support';

let f: Fixtures;
beforeAll(async () => {
  f = await makeFixtures();
}, 60_000);

type Answer = OrderReceiptResponse & ErrorAnswer & { error: { fields?: Record<string, string> } };
let clients = 0;
/** Each test calls from its own loopback address, so the per-client limit of one never meets another's. */
const client = () => `127.0.${40 + Math.floor(++clients / 200)}.${(clients % 200) + 1}`;
const askReceipt = (body: unknown, from = client()) => api<Answer>('POST', '/functions/v1/order-receipt', { body, from });
const name = () => mailSafeName(f.restaurantA.name);
const address = () => `diner-${randomUUID().slice(0, 8)}@example.com`;

/** An order of a Caesar Salad and a Margherita with a 15% tip, paid on the sandbox's page, ordered in `lang` (or none). */
const paidOrder = (lang?: string) =>
  sandboxPaidOrder(f.restaurantA.id, [{ itemId: f.menuA.plainItemId, qty: 1 }, { itemId: f.menuA.pizzaId, qty: 1, optionIds: [f.menuA.regularOptionId] }], { kind: 'percent', percent: 15 }, lang);

/** Waits until the sandbox has no event of the order's payment left to deliver to the webhook. */
async function sandboxEventsDelivered(order: Order): Promise<void> {
  const { data: sessions } = await db.entities.sandboxCheckoutSession.scan.where((a, { eq }) => eq(a.orderId, order.id)).go({ pages: 'all' });
  const sessionIds = new Set(sessions.map((session) => session.sessionId));
  for (let waited = 0; waited < 15_000; waited += 200) {
    const { data } = await db.entities.sandboxWebhookDelivery.query.byDue({ queue: SANDBOX_DELIVERY_QUEUE }).go({ pages: 'all' });
    if (!data.some((delivery) => delivery.sessionId && sessionIds.has(delivery.sessionId))) return;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`the sandbox still has events of order ${order.id} to deliver`);
}


const refund = (orderId: string, body: Record<string, unknown>) =>
  call<RefundResponse & ErrorAnswer>('POST', `/api/v1/restaurants/${f.restaurantA.id}/orders/${orderId}/refunds`, f.ownerA.idToken, {
    requestId: `receipt-${randomUUID()}`,
    reason: 'wrong_item',
    note: 'Kitchen note: do not show the diner',
    ...body,
  });

const esMoney = (cents: number) => new Intl.NumberFormat('es', { style: 'currency', currency: 'USD' }).format(cents / 100);

describe('the receipt', () => {
  it('arrives in the local inbox in Spanish for an order placed in Spanish, with its lines and totals', async () => {
    const order = await paidOrder('es');
    const to = address();
    const res = await askReceipt({ order_id: order.id, email: `  ${to} ` });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toEqual({ sent: true, sendsLeft: RECEIPT_SENDS_PER_ORDER - 1 });

    const [mail] = await mailTo(to);
    expect(mail, 'the receipt is in the local inbox').toBeDefined();
    expect(mail!.subject).toBe(`Tu recibo de ${name()} (pedido ${order.orderCode})`);
    const text = mail!.body.text!.split('\n');
    for (const line of order.lines) expect(text).toContain(`${line.qty} × ${line.dinerItemName ?? line.itemName}  ${esMoney(line.lineTotalCents)}`);
    expect(text).toContain(`Código de pedido: ${order.orderCode}`);
    expect(text).toContain('Mesa: 9');
    expect(text).toContain(`Subtotal: ${esMoney(order.subtotalCents)}`);
    expect(text).toContain(`Propina: ${esMoney(order.tipCents)}`);
    expect(text).toContain(`Total: ${esMoney(order.totalCents)}`);
    expect(text).toContain(`Pagado con tarjeta: ${esMoney(order.totalCents)}`);
    expect(mail!.body.text).toContain(`/order/receipt?oid=${order.id}&lang=es`);
    expect(mail!.body.html).toContain('<html lang="es" dir="ltr">');
  });

  it("is in the restaurant's default language for an order placed without one", async () => {
    const order = await paidOrder();
    const to = address();
    expect((await askReceipt({ order_id: order.id, email: to })).status).toBe(200);
    const [mail] = await mailTo(to);
    expect(mail!.subject).toBe(`Your receipt from ${name()} (order ${order.orderCode})`);
    expect(mail!.body.text).toContain('Paid by card');
  });
});

describe('credit notes', () => {
  it('each refund that goes through sends one credit note to the address kept, and the order page shows both', async () => {
    const order = await paidOrder('es');
    const to = address();
    expect((await askReceipt({ order_id: order.id, email: to })).status).toBe(200);

    const first = await refund(order.id, { kind: 'items', lines: [{ position: 0, qty: 1 }] });
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const afterFirst = await mailTo(to, 2);
    expect(afterFirst).toHaveLength(2);
    const firstNote = afterFirst[1]!;
    expect(firstNote.subject).toBe(`Nota de crédito de ${name()} (pedido ${order.orderCode})`);
    expect(firstNote.body.text).toContain(`Reembolso: ${esMoney(first.body.refund.amountCents)}`);
    expect(firstNote.body.text).toContain(`Reembolsado por: 1 × ${order.lines[0]!.dinerItemName ?? order.lines[0]!.itemName}`);
    expect(firstNote.body.text).toContain(`Total pagado tras los reembolsos: ${esMoney(order.totalCents - first.body.refund.amountCents)}`);

    const second = await refund(order.id, { kind: 'items', lines: [{ position: 1, qty: 1 }] });
    expect(second.status, JSON.stringify(second.body)).toBe(200);
    const afterSecond = await mailTo(to, 3);
    const refunded = first.body.refund.amountCents + second.body.refund.amountCents;
    expect(afterSecond[2]!.body.text).toContain(`Reembolso: ${esMoney(second.body.refund.amountCents)}`);
    expect(afterSecond[2]!.body.text).toContain(`Total reembolsado: ${esMoney(refunded)}`);
    expect(afterSecond[2]!.body.text).toContain(`Total pagado tras los reembolsos: ${esMoney(order.totalCents - refunded)}`);
    // The sandbox's refund events (refund.updated, charge.refunded) reach the webhook too: once none is left to
    // deliver, there is still one note per refund.
    await sandboxEventsDelivered(order);
    expect(await mailTo(to)).toHaveLength(3);

    // The diner's page: both refunds, their sum, nothing of staff's reason or note.
    const page = await api<PublicOrder>('GET', `/functions/v1/order-public?order_id=${order.id}`);
    expect(page.status).toBe(200);
    expect(page.body.refundedCents).toBe(refunded);
    expect(page.body.refunds.map((r) => [r.status, r.amountCents])).toEqual([
      ['succeeded', first.body.refund.amountCents],
      ['succeeded', second.body.refund.amountCents],
    ]);
    expect(JSON.stringify(page.body)).not.toContain('Kitchen note');
    expect(JSON.stringify(page.body)).not.toContain('wrong_item');
  });

  it("sends the credit note from the webhook when the gateway's event, not its answer, brings the refund's success", async () => {
    const order = await paidOrder();
    const to = address();
    expect((await askReceipt({ order_id: order.id, email: to })).status).toBe(200);
    // The gateway answers "pending" (as Stripe may); the sandbox's own refund events then reach the webhook, which
    // moves the refund to succeeded and sends the note. This call's deps have no follow-up of their own.
    const answersPending: PaymentGateway = { ...paymentGateway, createRefund: async (request) => ({ ...(await paymentGateway.createRefund(request)), status: 'pending' }) };
    const { refund: made } = await Refunds.request(
      { gateway: answersPending },
      { restaurantId: f.restaurantA.id, orderId: order.id, userId: 'owner', request: { kind: 'tip', amountCents: order.tipCents, requestId: randomUUID(), reason: 'other' } },
    );
    const mails = await mailTo(to, 2);
    expect(mails).toHaveLength(2);
    expect(mails[1]!.subject).toBe(`Credit note from ${name()} (order ${order.orderCode})`);
    expect(mails[1]!.body.text).toContain(`Refund: $${(made.amountCents / 100).toFixed(2)}`);
    expect(mails[1]!.body.text).toContain('Refunded for: Tip');
  });

  it('sends a refund its credit note once, however often it is asked; none without an address', async () => {
    const sent: MailMessage[] = [];
    const deps = { mailer: { send: async (m: MailMessage) => (sent.push(m), { sent: true as const, messageId: 'm' }) }, siteUrl: 'https://t.example' };
    const order = await paidOrder();
    const done = await refund(order.id, { kind: 'tip', amountCents: order.tipCents });
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await Receipts.sendCreditNote(deps, order.id, done.body.refund.id)).toBe(false);
    expect(sent).toHaveLength(0);

    expect((await askReceipt({ order_id: order.id, email: address() })).status).toBe(200);
    const results = await Promise.all([1, 2, 3].map(() => Receipts.sendCreditNote(deps, order.id, done.body.refund.id)));
    expect(results.filter(Boolean)).toHaveLength(1);
    expect(sent).toHaveLength(1);
    expect(sent[0]!.subject).toBe(`Credit note from ${name()} (order ${order.orderCode})`);
  });
});

describe('bounds and bad input', () => {
  it(`sends one order's receipt at most ${RECEIPT_SENDS_PER_ORDER} times (another address counts), then 429 with a message`, async () => {
    const order = await paidOrder();
    for (let i = 1; i <= RECEIPT_SENDS_PER_ORDER; i++) {
      const res = await askReceipt({ order_id: order.id, email: address() });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      expect(res.body.sendsLeft).toBe(RECEIPT_SENDS_PER_ORDER - i);
    }
    const to = address();
    const over = await askReceipt({ order_id: order.id, email: to });
    expect(over.status).toBe(429);
    expect(over.body.error).toMatchObject({ code: 'too_many_receipts', message: TOO_MANY_FOR_ORDER });
    expect(await mailTo(to, 0)).toHaveLength(0);
    // Another diner's order is not held back by this one's.
    const other = await paidOrder();
    expect((await askReceipt({ order_id: other.id, email: to })).status).toBe(200);
  });

  it('refuses an address that is not one with a 400 naming the field', async () => {
    const order = await paidOrder();
    for (const email of ['not-an-address', '', 'a@b', `${'x'.repeat(250)}@example.com`]) {
      const res = await askReceipt({ order_id: order.id, email });
      expect(res.status, email).toBe(400);
      expect(res.body.error.fields?.email, email).toMatch(/e-mail address/);
    }
    const missing = await askReceipt({ order_id: order.id });
    expect(missing.status).toBe(400);
    expect(missing.body.error.fields?.email).toBe('Enter your e-mail address');
  });

  it('answers 409 for an order not paid and 404 for an unknown one (no mail)', async () => {
    const pending = await createPayment({ restaurantId: f.restaurantA.id, attemptId: randomUUID(), tableLabel: '2', tip: { kind: 'none' }, items: [{ itemId: f.menuA.plainItemId, qty: 1 }] });
    expect(pending.status).toBe(200);
    const to = address();
    const unpaid = await askReceipt({ order_id: pending.body.orderId, email: to });
    expect(unpaid.status).toBe(409);
    expect(unpaid.body.error).toMatchObject({ code: 'not_paid', message: 'A receipt can be sent once the order is paid.' });
    const unknown = await askReceipt({ order_id: randomUUID(), email: to });
    expect(unknown.status).toBe(404);
    expect(await mailTo(to, 0)).toHaveLength(0);
  });
});

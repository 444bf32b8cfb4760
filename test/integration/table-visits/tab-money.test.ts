/**
 * Money after a bill paid in shares (issue 29 item 4), against the local stack and the sandbox gateway: a dish
 * refunded goes back from the payments that paid it (a pizza shared by three: a third to each card), an even split's
 * refund in proportion, each payment's own gateway refund; a retry is the same refund. The day's analytics take each
 * payer's tip and the fees the payments were charged. Each payer gets their own receipt (a dish shared by three at
 * their third), and the card holder of a tab charged automatically gets one unasked, once.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { Analytics, db, Refunds, TableSessions } from '../../../functions/lib/composition';
import { mailTo } from '../../support/local-mail';
import { receiptDeps } from '../../../functions/lib/mail/receipt-deps';
import { api } from '../../support/api';
import { paymentGateway } from '../../../functions/lib/payments/configured';
import { sessionIdOfPaymentIntent } from '../../../functions/lib/payments/sandbox/records';
import { restaurantWithMenu, type PaymentRestaurant } from '../payments/support';
import { changeCart, type Phone } from './support';
import { askForBill, claim, credentials, openTabAt, orderOf, payOnSandbox, payShare, sendRound, setTablePayment, TEST_CARDS, viewWhen } from './tab-support';

let house: PaymentRestaurant;
beforeAll(async () => {
  house = await restaurantWithMenu('Shared Plates');
  // 720 minutes: tab.test.ts's sweeps (its tabs due after 30) never reach these tabs.
  await setTablePayment(house.id, 'pay_at_end', 720);
}, 60_000);

const refund = (orderId: string, ask: Record<string, unknown>, requestId = randomUUID()) =>
  Refunds.request({ gateway: paymentGateway }, { restaurantId: house.id, orderId, userId: 'owner-test', request: { requestId, reason: 'quality', ...ask } as never });

/** What the sandbox gave back of a payment (its session's running refunded sum). */
async function gatewayRefunded(paymentIntentId: string): Promise<number> {
  const { data } = await db.entities.sandboxCheckoutSession.get({ sessionId: sessionIdOfPaymentIntent(paymentIntentId)! }).go({ consistent: true });
  return data?.refundedCents ?? 0;
}

async function paymentsOf(sessionId: string) {
  const { data } = await db.entities.tabPayment.query.byId({ sessionId }).go({ consistent: true });
  return Object.fromEntries(data.map((p) => [p.guestName, p]));
}

describe('refunding a round paid in shares', () => {
  it('gives a pizza shared by three back a third to each card, from each payment; the tip stays; a retry is the same refund', async () => {
    const { phones } = await openTabAt(house, ['Ana', 'Ben', 'Cy']);
    const [ana, ben, cy] = phones as [Phone, Phone, Phone];
    await changeCart(ben, { op: 'add', line: { itemId: house.menu.pizzaId, qty: 1, optionIds: [house.menu.largeOptionId] } });
    const round = await sendRound(ben);
    const asked = await askForBill(cy, { kind: 'items' });
    const [salad, pizza] = asked.body.tab!.lines;
    await claim(ana, salad!.id);
    for (const phone of [ana, ben, cy]) await claim(phone, pizza!.id);
    for (const phone of [ana, ben, cy]) {
      const started = await payShare(phone, { kind: 'items' }, phone === ana ? { kind: 'percent', percent: 15 } : { kind: 'none' });
      expect(started.status, JSON.stringify(started.body)).toBe(200);
      await payOnSandbox(started.body.url);
    }
    await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const paid = await paymentsOf(ana.sessionId);

    const requestId = randomUUID();
    const { order, refund: first } = await refund(round.body.orderId, { kind: 'items', lines: [{ position: 0, qty: 1 }] }, requestId);
    const third = (cents: number, k: number) => Math.floor(cents / 3) + (k < cents % 3 ? 1 : 0);
    const part = (k: number) => third(pizza!.itemsCents, k) + third(pizza!.taxCents, k);
    // One refund per payer, each from their own payment, adding up to the pizza with its tax.
    const byPayer = Object.fromEntries(order.refunds!.map((r) => [r.payerName, r]));
    expect(Object.keys(byPayer).sort()).toEqual(['Ana', 'Ben', 'Cy']);
    expect(order.refunds!.every((r) => r.status === 'succeeded')).toBe(true);
    expect(order.refunds!.map((r) => r.amountCents).reduce((a, b) => a + b, 0)).toBe(pizza!.itemsCents + pizza!.taxCents);
    expect(first.lines).toEqual([{ position: 0, qty: 1, amountCents: pizza!.itemsCents }]);
    expect(order).toMatchObject({ paymentState: 'refunded', refundedCents: order.totalCents });
    for (const [name, k] of [['Ana', 0], ['Ben', 1], ['Cy', 2]] as const) {
      expect(byPayer[name]!.amountCents, name).toBe(part(k));
      expect(await gatewayRefunded(paid[name]!.paymentIntentId!), name).toBe(part(k));
    }
    // Ana's salad and tip were hers to keep: her payment gave back only her third of the pizza.
    const after = await paymentsOf(ana.sessionId);
    expect(after.Ana).toMatchObject({ refundedCents: part(0), tipCents: paid.Ana!.tipCents });
    expect(paid.Ana!.tipCents).toBeGreaterThan(0);

    // The same ask again (a double click): the same refunds, nothing more at the gateway.
    const again = await refund(round.body.orderId, { kind: 'items', lines: [{ position: 0, qty: 1 }] }, requestId);
    expect(again.order.refunds).toHaveLength(3);
    expect(await gatewayRefunded(paid.Ben!.paymentIntentId!)).toBe(part(1));
    // The bill still reads paid, and the round's dishes once: the refunded round stays on the paid bill.
    const bill = await viewWhen(ana, (v) => v.tab?.state === 'paid');
    expect(bill.tab).toMatchObject({ leftCents: 0 });
    expect((await orderOf(round.body.orderId)).status).toBe('canceled');
  });

  it('gives an amount back from even shares in proportion, and refuses a tip refund (the tips are each payer’s)', async () => {
    const { phones, first } = await openTabAt(house, ['Ana', 'Ben']);
    const [ana, ben] = phones as [Phone, Phone];
    await askForBill(ana, { kind: 'even', ways: 2 });
    for (const [phone, index] of [[ana, 0], [ben, 1]] as const) {
      const started = await payShare(phone, { kind: 'even', index }, { kind: 'percent', percent: 15 });
      await payOnSandbox(started.body.url);
    }
    await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const paid = await paymentsOf(ana.sessionId);
    const tip = await refund(first.id, { kind: 'tip', amountCents: 100 }).catch((error: Error) => error);
    expect(tip).toMatchObject({ status: 400, message: "This round was paid with the table's bill, whose tips are each payer's: refund an amount or dishes instead." });

    const { order } = await refund(first.id, { kind: 'amount', amountCents: 301 });
    const amounts = Object.fromEntries(order.refunds!.map((r) => [r.payerName, r.amountCents]));
    // Shares of $x.01 and $x.00: 301 cents go back 151 / 150 (the odd cent to the larger share, then the earlier).
    const [big, small] = paid.Ana!.billCents >= paid.Ben!.billCents ? ['Ana', 'Ben'] : ['Ben', 'Ana'];
    expect(amounts[big]! + amounts[small]!).toBe(301);
    expect(amounts[big]! - amounts[small]!).toBeLessThanOrEqual(1);
    expect(await gatewayRefunded(paid.Ana!.paymentIntentId!)).toBe(amounts.Ana);
    expect(await gatewayRefunded(paid.Ben!.paymentIntentId!)).toBe(amounts.Ben);
    expect(order).toMatchObject({ paymentState: 'partially_refunded', refundedCents: 301 });
  });
});

describe("a bill's payments in the day's analytics", () => {
  it("adds each payer's tip to the day's revenue and tips, and counts the fees the payments were charged", async () => {
    const counter = await restaurantWithMenu('Tip Counter');
    await setTablePayment(counter.id, 'pay_at_end', 720);
    const { phones, first } = await openTabAt(counter, ['Ana', 'Ben']);
    const [ana, ben] = phones as [Phone, Phone];
    await changeCart(ben, { op: 'add', line: { itemId: counter.menu.pizzaId, qty: 1, optionIds: [counter.menu.largeOptionId] } });
    const second = await sendRound(ben);
    const before = await Analytics.report(counter.id, 'today');
    // The rounds count when they are placed: two orders, their totals, no tip yet.
    expect(before).toMatchObject({ ordersCount: 2, tipsCents: 0 });

    await askForBill(ana, { kind: 'even', ways: 2 });
    for (const [phone, index, percent] of [[ana, 0, 15], [ben, 1, 20]] as const) {
      const started = await payShare(phone, { kind: 'even', index }, { kind: 'percent', percent });
      await payOnSandbox(started.body.url);
    }
    await viewWhen(ana, (v) => v.tab?.state === 'paid');
    const payments = Object.values(await paymentsOf(ana.sessionId));
    const after = await Analytics.report(counter.id, 'today');
    const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);
    expect(after.ordersCount).toBe(2);
    expect(after.tipsCents).toBe(sum(payments.map((p) => p.tipCents)));
    expect(after.tipsCents).toBeGreaterThan(0);
    // What the two cards were charged, and the fees Stripe took on them.
    expect(after.revenueCents).toBe(sum(payments.map((p) => p.totalCents)));
    expect(after.feeCents).toBe(sum(payments.map((p) => p.feeCents)));
    expect(after.revenueCents).toBe(before.revenueCents + after.tipsCents);
    expect((await orderOf(first.id)).paymentState).toBe('paid');
    expect((await orderOf(second.body.orderId)).paymentState).toBe('paid');
  });
});


const usd = (cents: number) => new Intl.NumberFormat('en', { style: 'currency', currency: 'USD' }).format(cents / 100);
let clients = 0;
const askReceipt = (phone: Phone, paymentId: string, email: string) =>
  api<{ sent: true; sendsLeft: number; error: { code: string; message: string } }>('POST', '/functions/v1/table-receipt', {
    body: { guest: credentials(phone), paymentId, email },
    from: `127.0.90.${++clients}`,
  });

describe('receipts per payer', () => {
  it("mails a payer their own payment: their dishes, a shared one at their part, their tip; not someone else's", async () => {
    const { phones } = await openTabAt(house, ['Ana', 'Ben', 'Cy']);
    const [ana, ben, cy] = phones as [Phone, Phone, Phone];
    await changeCart(ben, { op: 'add', line: { itemId: house.menu.pizzaId, qty: 1, optionIds: [house.menu.largeOptionId] } });
    await sendRound(ben);
    const asked = await askForBill(cy, { kind: 'items' });
    const [salad, pizza] = asked.body.tab!.lines;
    await claim(ana, salad!.id);
    for (const phone of [ana, ben, cy]) await claim(phone, pizza!.id);
    const anas = await payShare(ana, { kind: 'items' }, { kind: 'percent', percent: 20 });
    // Not paid yet: no receipt.
    expect((await askReceipt(ana, anas.body.paymentId, 'ana@example.com')).body.error.code).toBe('not_paid');
    await payOnSandbox(anas.body.url);
    await viewWhen(ana, (v) => v.tab?.payments.some((p) => p.state === 'paid') === true);

    const to = `ana-${randomUUID().slice(0, 8)}@example.com`;
    const sent = await askReceipt(ana, anas.body.paymentId, to);
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    const [mail] = await mailTo(to);
    const paid = (await paymentsOf(ana.sessionId)).Ana!;
    const text = mail!.body.text!.split('\n');
    const third = Math.floor(pizza!.itemsCents / 3) + (pizza!.itemsCents % 3 > 0 ? 1 : 0);
    expect(text).toContain(`1 × ${salad!.name}  ${usd(salad!.itemsCents)}`);
    expect(text).toContain(`1 × ${pizza!.name} (shared by 3)  ${usd(third)}`);
    expect(text).toContain(`Subtotal: ${usd(paid.subtotalCents)}`);
    expect(text).toContain(`Tip: ${usd(paid.tipCents)}`);
    expect(text).toContain(`Total: ${usd(paid.totalCents)}`);
    expect(text).toContain(`Table: ${asked.body.table.name}`);
    expect(mail!.body.text).toContain('You asked for this receipt at your table.');

    // Ben can't have Ana's receipt sent anywhere.
    const other = await askReceipt(ben, anas.body.paymentId, 'ben@example.com');
    expect(other.status).toBe(403);
    expect(other.body.error.message).toBe("This is Ana's payment: only they can have its receipt sent.");
  });

  it('mails the card holder the receipt of a tab charged automatically, once', async () => {
    const holder = `holder-${randomUUID().slice(0, 8)}@example.com`;
    const { phones, first } = await openTabAt(house, ['Ana'], TEST_CARDS.visa, holder);
    const [ana] = phones as [Phone];
    // This tab alone, charged as the sweep charges it once due (a sweep of every due tab would reach other files' tabs).
    const later = Date.now() + 721 * 60_000;
    const onCharged = (sessionId: string) => TableSessions.sendHolderReceipt(receiptDeps, sessionId);
    expect(await TableSessions.chargeDueTab(paymentGateway, ana.sessionId, later, onCharged)).toBe('charged');
    const [mail] = await mailTo(holder);
    const text = mail!.body.text!.split('\n');
    expect(mail!.body.text).toContain("Your table's bill was charged to the card you saved for it");
    for (const line of first.lines) expect(text).toContain(`${line.qty} × ${line.itemName}  ${usd(line.lineTotalCents)}`);
    expect(text).toContain(`Tip: ${usd(0)}`);
    expect(text).toContain(`Total: ${usd(first.subtotalCents + (first.taxIncluded ? 0 : first.taxCents))}`);
    // Again (the charge's webhook event, a second sweep): nothing more is sent.
    expect(await TableSessions.sendHolderReceipt(receiptDeps, ana.sessionId)).toBe(false);
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    expect(await mailTo(holder)).toHaveLength(1);
  });
});

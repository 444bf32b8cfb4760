import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Order } from '../../shared/api';
import { Analytics, Orders } from '../../functions/lib/composition';
import { readLocalMail, type LocalMail } from '../../infra/local/ses';
import { csvRows } from '../support/csv';
import { demo, lookAt, ownerStorageState, payCartInSandbox } from './support';

/**
 * Issue 27, "Must show": money goes back, consistently everywhere. A diner at table 9 pays for two different dishes
 * and asks for an e-mail receipt (it arrives in the local inbox); the owner refunds one dish, then the other, from
 * the dashboard (two partial refunds); the order shows both; the diner's order page shows them and a credit note
 * arrives for each; the day's revenue in analytics drops by exactly what was refunded; the CSV export holds the order
 * with both refunds.
 */
test.use({ storageState: ownerStorageState, viewport: { width: 1280, height: 800 } });

const rid = demo.restaurantId;
const dollars = (cents: number) => `$${(cents / 100).toFixed(2)}`;

async function paidOrder(orderId: string): Promise<Order> {
  let order = await Orders.get(orderId);
  for (let waited = 0; waited < 15_000 && order?.status === 'pending_payment'; waited += 200) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    order = await Orders.get(orderId);
  }
  if (!order || order.status === 'pending_payment') throw new Error(`order ${orderId} was not paid`);
  return order;
}

async function mailsTo(to: string, count: number): Promise<LocalMail[]> {
  let mails: LocalMail[] = [];
  for (let waited = 0; waited < 15_000; waited += 200) {
    mails = (await readLocalMail(process.env.SES_ENDPOINT!)).filter((m) => m.destination.to.includes(to));
    if (mails.length >= count) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  return mails;
}

/** On the owner's board: the order's Details, refund one dish (its only unit) with a reason; answers the amount back. */
async function refundDish(page: Page, code: string, dish: string): Promise<number> {
  const ticket = page.getByRole('article', { name: `Order ${code}` });
  const details = ticket.getByRole('region', { name: 'Order details' });
  if (!(await details.isVisible())) await ticket.getByRole('button', { name: 'Details' }).click();
  await details.getByRole('button', { name: 'Refund' }).click();
  const dialog = page.getByRole('dialog', { name: `Refund order ${code}` });
  await dialog.getByRole('button', { name: `One more ${dish}` }).click();
  await dialog.getByRole('radio', { name: 'Quality' }).check();
  const amount = (await dialog.getByTestId('refund-preview-amount').innerText()).trim();
  await dialog.getByRole('button', { name: `Refund ${amount}` }).click();
  await expect(dialog).toHaveCount(0);
  return Math.round(Number(amount.replace(/[^0-9.]/g, '')) * 100);
}

test('two dishes paid, a receipt mailed; two partial refunds show everywhere, analytics and the CSV follow', async ({ page, browser }) => {
  test.setTimeout(150_000);
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');

  // The diner, on a phone: two different dishes, paid in the sandbox's checkout.
  const diner = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await diner.goto(`/menu/${rid}?lang=en&table=9`);
  await diner.getByRole('button', { name: 'Add Tomato Bruschetta to cart' }).click();
  await diner.getByRole('button', { name: 'Add Crispy Calamari to cart' }).click();
  const revenueBefore = (await Analytics.report(rid, 'today')).revenueCents;
  const { code, orderId } = await payCartInSandbox(diner);
  const order = await paidOrder(orderId);
  expect(order.lines.map((line) => line.itemName).sort()).toEqual(['Crispy Calamari', 'Tomato Bruschetta']);
  const revenuePaid = (await Analytics.report(rid, 'today')).revenueCents;
  expect(revenuePaid - revenueBefore).toBe(order.totalCents);

  // The receipt, asked for on the confirmation page, arrives in the local inbox.
  const email = `diner-${randomUUID().slice(0, 8)}@example.com`;
  await diner.getByLabel('Email address').fill(email);
  await diner.getByRole('button', { name: 'Send receipt' }).click();
  await expect(diner.getByTestId('receipt-sent')).toHaveText(`Receipt sent to ${email}. Check your inbox.`);
  const [receipt] = await mailsTo(email, 1);
  expect(receipt!.subject).toMatch(new RegExp(`^Your receipt from .+ \\(order ${code}\\)$`));
  expect(receipt!.body.text).toContain('Tomato Bruschetta');
  expect(receipt!.body.text).toContain('Crispy Calamari');
  expect(receipt!.body.text).toContain(dollars(order.totalCents));

  // The owner refunds one dish, then the other.
  await page.goto('/dashboard/staff?tab=orders');
  const first = await refundDish(page, code, 'Tomato Bruschetta');
  const second = await refundDish(page, code, 'Crispy Calamari');
  const details = page.getByRole('article', { name: `Order ${code}` }).getByRole('region', { name: 'Order details' });
  await expect(details.getByTestId('order-refund')).toHaveCount(2);
  for (const refund of await details.getByTestId('order-refund').all()) await expect(refund).toHaveAttribute('data-status', 'succeeded');
  await expect(details.getByTestId('order-money-refunded')).toHaveText(`−${dollars(first + second)}`);
  await lookAt(details, 'money-back-order-two-refunds');
  const stored = await Orders.get(orderId);
  expect(stored).toMatchObject({ refundedCents: first + second, paymentState: order.tipCents > 0 ? 'partially_refunded' : 'refunded' });

  // The diner's order page shows both refunds and what was paid after them; a credit note came for each.
  await diner.reload();
  await expect(diner.getByTestId('order-refund')).toHaveCount(2);
  await expect(diner.getByTestId('order-paid-after-refunds')).toHaveText(dollars(order.totalCents - first - second));
  await lookAt(diner, 'money-back-diner-refunded-390', { fullPage: true });
  const mails = await mailsTo(email, 3);
  const notes = mails.filter((m) => m.subject.startsWith('Credit note from'));
  expect(notes).toHaveLength(2);
  expect(notes.map((m) => m.subject)).toEqual([0, 1].map(() => expect.stringContaining(`(order ${code})`)));

  // Analytics: the day's revenue dropped by exactly what was refunded.
  const revenueAfter = (await Analytics.report(rid, 'today')).revenueCents;
  expect(revenuePaid - revenueAfter).toBe(first + second);

  // The books: the CSV export of today holds the order with both refunds.
  await page.goto('/owner/orders');
  const [download] = await Promise.all([page.waitForEvent('download', { timeout: 30_000 }), page.getByRole('button', { name: 'Export CSV' }).click()]);
  const csv = await readFile((await download.path())!, 'utf8');
  const [header, ...rows] = csvRows(csv);
  const row = rows.find((cells) => cells[0] === code);
  expect(row, `the CSV holds order ${code}`).toBeDefined();
  const cell = (name: string) => row![header!.indexOf(name)];
  const amount = (cents: number) => (cents / 100).toFixed(2);
  expect(cell('Total')).toBe(amount(order.totalCents));
  expect(cell('Refunded')).toBe(amount(first + second));
  expect(cell('Payment state')).toBe(stored!.paymentState);
  expect(cell('Fee returned')).toBe(amount(stored!.refunded!.feeCents));
  expect(cell('Net to restaurant')).toBe(amount(order.totalCents - first - second - (order.feeCents - stored!.refunded!.feeCents)));
});

import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { Restaurant } from '../../shared/api';
import type { OrderStatus } from '../../shared/constants';
import { ORDER_CODE_ALPHABET } from '../../shared/order-code';
import { db } from '../../functions/lib/composition';
import { api } from '../support/api';
import { createUser } from '../support/users';
import { axeViolations, serious } from './axe';
import { lookAt, signInThroughPage } from './support';

/**
 * Issue 27 item 5: the owner's books. An owner opens Orders history from the dashboard, finds an order by its code
 * and sees its timeline (placed, paid, the kitchen's steps, a refund and its outcome, a dispute), at desktop and
 * phone sizes. A restaurant of its own, so the counts are exact.
 */
const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

const randomCode = () => Array.from({ length: 5 }, () => ORDER_CODE_ALPHABET[Math.floor(Math.random() * ORDER_CODE_ALPHABET.length)]).join('');

interface Seed {
  placedAt: number;
  status: OrderStatus;
  code: string;
  tableLabel: string;
  refundedCents?: number;
  disputed?: boolean;
}

/** An order as stored, placed at a chosen moment; a refunded one with its refund record, a disputed one with its dispute. */
async function seedOrder(restaurantId: string, s: Seed): Promise<string> {
  const orderId = randomUUID();
  const at = (minutes: number) => new Date(s.placedAt + minutes * MINUTE).toISOString();
  await db.entities.order
    .create({
      orderId,
      orderCode: s.code,
      restaurantId,
      status: s.status,
      tableLabel: s.tableLabel,
      subtotalCents: 2400,
      taxCents: 192,
      tipCents: 300,
      totalCents: 2892,
      feeCents: 130,
      lineCount: 2,
      createdAt: at(0),
      paidAt: at(1),
      paymentState: s.refundedCents ? 'partially_refunded' : 'paid',
      ...(s.refundedCents ? { refundedCents: s.refundedCents, refundedSubtotalCents: 1200, refundedTaxCents: 96, refundedTipCents: 0, refundedFeeCents: 60 } : {}),
      ...(s.status === 'served' ? { prepStartedAt: at(3), readyAt: at(14), servedAt: at(17) } : {}),
      ...(s.disputed
        ? { dispute: { disputeId: `dp_${orderId}`, status: 'needs_response', amountCents: 1592, reason: 'product_not_received', evidenceDueBy: at(7 * 24 * 60), openedAt: at(40), updatedAt: at(40) } }
        : {}),
    })
    .go();
  for (const [position, itemName] of ['Mushroom risotto', 'Lemon tart'].entries()) {
    await db.entities.orderLine
      .create({ orderId, position, restaurantId, itemId: `item-${position}`, itemName, qty: 1, unitPriceCents: 1200, lineTotalCents: 1200, options: [] })
      .go();
  }
  if (s.refundedCents) {
    await db.entities.refund
      .create({
        orderId,
        refundId: randomUUID(),
        restaurantId,
        requestedBy: 'owner',
        kind: 'items',
        reason: 'wrong_item',
        note: 'Brought the tart without cream',
        askHash: 'seeded',
        amountCents: s.refundedCents,
        subtotalCents: 1200,
        taxCents: 96,
        tipCents: 0,
        feeCents: 60,
        lines: [{ position: 1, qty: 1, amountCents: s.refundedCents }],
        status: 'succeeded',
        createdAt: at(25),
        succeededAt: at(26),
      })
      .go();
  }
  return orderId;
}

/** Nothing wider than the viewport: the page never scrolls sideways. */
async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

test('an owner finds an order by its code in Orders history and sees its timeline', async ({ page }) => {
  const owner = await createUser({ fullName: 'Bea Books' });
  const made = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(made.status).toBe(201);
  const rid = made.body.restaurant.id;
  const now = Date.now();
  const code = randomCode();
  const others = [randomCode(), randomCode(), randomCode()];
  await seedOrder(rid, { placedAt: now - 2 * DAY, status: 'served', code, tableLabel: '14', refundedCents: 1296, disputed: true });
  await seedOrder(rid, { placedAt: now - 30 * MINUTE, status: 'served', code: others[0]!, tableLabel: '3' });
  await seedOrder(rid, { placedAt: now - DAY, status: 'in_progress', code: others[1]!, tableLabel: 'Patio 1' });
  await seedOrder(rid, { placedAt: now - 3 * DAY, status: 'paid', code: others[2]!, tableLabel: '14' });
  // Older than the default 7 days: not listed until the range reaches it.
  await seedOrder(rid, { placedAt: now - 20 * DAY, status: 'served', code: randomCode(), tableLabel: '14' });

  await page.setViewportSize({ width: 1280, height: 800 });
  await signInThroughPage(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await page.getByRole('link', { name: 'Open history' }).click();
  await expect(page).toHaveURL(/\/owner\/orders$/);
  await expect(page.getByRole('heading', { name: 'Orders history', level: 1 })).toBeVisible();

  // The last 7 days: four orders, newest first.
  const rows = page.getByTestId('history-result');
  await expect(rows).toHaveCount(4);
  await expect(page.getByRole('status').filter({ hasText: 'orders placed' })).toHaveText(/^4 orders placed from .+ to .+$/);
  const listed = await rows.evaluateAll((items) => items.map((item) => item.querySelector('.history-result__code')?.textContent));
  expect(listed).toEqual([others[0], others[1], code, others[2]]);
  await lookAt(page, 'orders-history-1280x800-list', { fullPage: true });

  // The code, typed in lower case: one order.
  await page.getByLabel('Order code or table').fill(code.toLowerCase());
  await page.getByLabel('Order code or table').press('Enter');
  await expect(page).toHaveURL(new RegExp(`/owner/orders\\?q=${code.toLowerCase()}$`));
  await expect(rows).toHaveCount(1);
  const row = rows.first();
  await expect(row).toContainText(code);
  await expect(row).toContainText('14');
  await expect(row).toContainText('$28.92');
  await expect(row).toContainText('$12.96');
  await expect(row.getByTestId('payment-state')).toHaveText('Partially refunded');
  await expect(row).toContainText('Served');
  await expect(row).toContainText('Disputed');

  await row.getByRole('button', { name: `Open order ${code}` }).click();
  const timeline = page.getByRole('region', { name: `Timeline of order ${code}` });
  const events = timeline.getByRole('listitem');
  await expect(events).toHaveCount(8);
  const said = await events.allInnerTexts();
  expect(said.map((text) => text.split('\n').filter(Boolean).slice(1).join(' | '))).toEqual([
    'Placed | $28.92 · Table 14',
    'Paid',
    'Preparation started',
    'Ready',
    'Served',
    'Refund of $12.96 asked for | Wrong item: Brought the tart without cream | Now refunded',
    'Refund of $12.96 went through',
    expect.stringMatching(/^Dispute opened for \$15\.92 \| Reason: product not received \| Evidence due .+$/),
  ]);
  await expect(page.getByRole('region', { name: 'Order details' })).toContainText('Lemon tart');
  await expect(page).toHaveURL(/[?&]order=/);
  await expectNoSidewaysScroll(page, 1280);
  await lookAt(page, 'orders-history-1280x800-order', { fullPage: true });
  expect(serious(await axeViolations(page))).toEqual([]);

  // A phone: the same order, each result a card, nothing wider than the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(timeline).toBeVisible();
  await expectNoSidewaysScroll(page, 390);
  await lookAt(page, 'orders-history-390x844-order', { fullPage: true });
  expect(serious(await axeViolations(page))).toEqual([]);

  // Clear: the last 7 days again; a wider range reaches the older order of table 14.
  await page.getByRole('button', { name: 'Clear filters' }).click();
  await expect(rows).toHaveCount(4);
  await lookAt(page, 'orders-history-390x844-list');
  await page.getByLabel('Order code or table').fill('14');
  await page.getByLabel('From').fill(new Date(now - 30 * DAY).toISOString().slice(0, 10));
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(rows).toHaveCount(3);
  await expectNoSidewaysScroll(page, 390);
  await lookAt(page, 'orders-history-390x844-filtered', { fullPage: true });

  // The staff dashboard leads owners (and managers) here too.
  await page.goto('/dashboard/staff');
  await page.getByRole('link', { name: 'Orders history' }).click();
  await expect(page).toHaveURL(/\/owner\/orders$/);
});

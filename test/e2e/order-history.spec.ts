import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { Restaurant } from '../../shared/api';
import type { OrderStatus } from '../../shared/constants';
import { db, Staff } from '../../functions/lib/composition';
import { api } from '../support/api';
import { createUser } from '../support/users';
import { signInThroughPage } from './support';

/**
 * Issue 7: the Orders board keeps Served to the orders placed today; the earlier ones open below it, 50 at a time,
 * with the keyboard alone. A restaurant of its own, so the counts are exact.
 */
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** An order as stored, placed at a chosen moment and taken as far as `status`. */
async function seedOrder(restaurantId: string, placedAt: number, status: OrderStatus, code: string) {
  const orderId = randomUUID();
  const at = (minutes: number) => new Date(placedAt + minutes * MINUTE).toISOString();
  await db.entities.order
    .create({
      orderId,
      orderCode: code,
      restaurantId,
      status,
      tableLabel: '8',
      subtotalCents: 1000,
      taxCents: 80,
      tipCents: 0,
      totalCents: 1080,
      feeCents: 54,
      lineCount: 1,
      createdAt: at(0),
      paidAt: at(1),
      ...(status === 'served' ? { prepStartedAt: at(2), readyAt: at(10), servedAt: at(12) } : {}),
    })
    .go();
  await db.entities.orderLine
    .create({ orderId, position: 0, restaurantId, itemId: 'soup', itemName: 'Soup', qty: 1, unitPriceCents: 1000, lineTotalCents: 1000, options: [] })
    .go();
}

test('Served shows today only; earlier orders open below, page by page, from the keyboard', async ({ page }) => {
  const owner = await createUser({ fullName: 'Hana History' });
  const made = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  expect(made.status).toBe(201);
  const rid = made.body.restaurant.id;
  const now = Date.now();
  // Two days before now is before the restaurant's today in any zone; ten minutes ago is within it (or the
  // restaurant's midnight is just past, and then it is history too: the test runs at least 20 minutes from it).
  await seedOrder(rid, now - 2 * DAY, 'paid', 'OLDPAY');
  await seedOrder(rid, now - 10 * MINUTE, 'served', 'TODAY1');
  for (let i = 0; i < 52; i++) await seedOrder(rid, now - 2 * DAY - i * HOUR, 'served', `E${String(i).padStart(4, '0')}`);

  const waiter = await createUser({ fullName: 'Wes Waiter' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: waiter.email, role: 'staff', createdBy: owner.userId });
  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await page.goto('/dashboard/staff?tab=orders');

  // The paid order from two days ago is still on the board; Served counts today's one order only.
  await expect(page.getByRole('region', { name: 'Paid' }).getByRole('article', { name: 'Order OLDPAY' })).toBeVisible();
  const counts = page.getByTestId('order-counts');
  await expect(counts).toHaveText('Paid: 1 · In Progress: 0 · Ready: 0 · Served: 1');

  await page.getByLabel('Hide Served').uncheck();
  const served = page.getByRole('region', { name: 'Served' });
  await expect(served.getByRole('article')).toHaveCount(1);
  await expect(served.getByRole('article', { name: 'Order TODAY1' })).toBeVisible();

  // Keyboard only: focus the toggle, Enter; the focus lands on the list's heading.
  const toggle = served.getByRole('button', { name: 'Show earlier orders' });
  await toggle.focus();
  await page.keyboard.press('Enter');
  const earlier = page.getByRole('region', { name: 'Earlier orders' });
  await expect(page.getByRole('heading', { name: 'Earlier orders' })).toBeFocused();
  await expect(served.getByRole('button', { name: 'Hide earlier orders' })).toHaveAttribute('aria-expanded', 'true');
  const rows = earlier.getByTestId('history-order');
  await expect(rows).toHaveCount(50);
  await expect(rows.first()).toHaveAccessibleName('Order E0000');
  await expect(earlier.getByRole('status')).toHaveText('50 earlier orders shown');
  await expect(earlier.getByText('No earlier orders', { exact: true })).toBeHidden();

  // Load more, from the keyboard: the last two arrive and the focus moves to the first of them.
  await earlier.getByRole('button', { name: 'Load more' }).focus();
  await page.keyboard.press('Enter');
  await expect(rows).toHaveCount(52);
  await expect(page.getByRole('article', { name: 'Order E0050' })).toBeFocused();
  await expect(earlier.getByRole('button', { name: 'Load more' })).toBeHidden();
  await expect(earlier.getByText('No earlier orders', { exact: true })).toBeVisible();
  // Newest first, each once, none of today's among them.
  const names = await rows.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(names).toEqual(Array.from({ length: 52 }, (_, i) => `Order E${String(i).padStart(4, '0')}`));

  // Details of an earlier order, then Hide returns the focus to the toggle.
  await page.keyboard.press('Tab');
  await page.keyboard.press('Enter');
  await expect(earlier.getByRole('region', { name: 'Order details' })).toContainText('1 × Soup');
  await earlier.getByRole('button', { name: 'Hide', exact: true }).click();
  await expect(earlier).toBeHidden();
  await expect(served.getByRole('button', { name: 'Show earlier orders' })).toBeFocused();
});

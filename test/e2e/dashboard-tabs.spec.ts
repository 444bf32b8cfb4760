import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { DashboardMenu, PublicMenu } from '../../shared/api';
import { ServiceRequests, Staff } from '../../functions/lib/composition';
import { completeCheckout } from '../integration/dashboard/support';
import { createPayment, sessionIdOf } from '../integration/payments/support';
import { api } from '../support/api';
import { createUser, signIn } from '../support/users';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState, signInThroughPage } from './support';

/**
 * The dashboard's other tabs with the demo owner: service requests arriving live (notice, one sound a minute) and
 * handled; availability and stock changed for real; analytics. A waiter sees the menu read-only.
 */
const rid = demo.restaurantId;

test.describe('as the owner', () => {
  test.use({ storageState: ownerStorageState });

  test('service requests arrive live with a notice and one sound, and are acknowledged and resolved', async ({ page }) => {
    await page.goto('/dashboard/staff?tab=service-requests');
    await expect(page.getByTestId('live-status')).toHaveText('Live');
    await expect(page.getByText('Loading requests...')).toBeHidden();
    const sounds = () => page.evaluate(() => window.__tabletapServiceAlerts ?? 0);
    const soundsBefore = await sounds();

    const table = `S${Date.now() % 100_000}`;
    const first = await ServiceRequests.create({ restaurantId: rid, tableNumber: table, message: 'More bread' });
    await expect(page.getByText(`New service request from Table ${table}`)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('More bread')).toBeVisible();
    const second = await ServiceRequests.create({ restaurantId: rid, tableNumber: null, message: null });
    await expect(page.getByText('New service request from a customer')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Notifications' }).getByText('Needs assistance')).toBeVisible();
    // Two requests within a minute: one sound.
    expect(await sounds()).toBe(soundsBefore + 1);

    const card = (id: string) => page.locator(`[data-testid="service-request"][data-request-id="${id}"]`);
    const firstCard = card(first.id);
    await expect(firstCard).toContainText(`Table ${table}`);
    await expect(firstCard).toContainText('just now');
    await expect(firstCard).toContainText('Open');
    await expect(page.getByRole('tab', { name: /^Open \d+ requests?$/ })).toBeVisible();

    await firstCard.getByRole('button', { name: 'Acknowledge' }).click();
    await expect(page.getByText('Request acknowledged')).toBeVisible();
    await expect(firstCard).toBeHidden();
    await page.getByRole('tab', { name: /^Acknowledged/ }).click();
    await card(first.id).getByRole('button', { name: 'Resolve' }).click();
    await expect(page.getByText('Request resolved')).toBeVisible();

    await page.getByRole('tab', { name: /^Open/ }).click();
    await card(second.id).getByRole('button', { name: 'Mark Complete' }).click();
    await expect(card(second.id)).toBeHidden();
    await page.getByRole('tab', { name: /^Resolved/ }).click();
    await expect(card(first.id)).toContainText('Resolved');
    await expect(card(second.id)).toContainText('Needs assistance');
  });

  test('/dashboard/menu opens the Menu tab; Sold Out and Visible change the item for real', async ({ page }) => {
    await page.goto('/dashboard/menu');
    await expect(page.getByRole('tab', { name: 'Menu' })).toHaveAttribute('aria-selected', 'true');
    const soldOut = page.getByRole('switch', { name: 'Sold Out: Tiramisu' });
    await expect(soldOut).not.toBeChecked();
    await soldOut.check();
    await expect(soldOut).toBeChecked();
    expect(await tiramisu()).toMatchObject({ soldOut: true });
    await soldOut.uncheck();
    await expect(soldOut).not.toBeChecked();
    await expect.poll(async () => (await tiramisu()).soldOut).toBe(false);

    const visible = page.getByRole('switch', { name: 'Visible: Tiramisu' });
    await visible.uncheck();
    await expect.poll(async () => (await tiramisu()).visible).toBe(false);
    await visible.check();
    await expect.poll(async () => (await tiramisu()).visible).toBe(true);
  });

  test('Inventory: a stock count, low under 5, +10 stock, and tracking stopped again', async ({ page }) => {
    await page.goto('/dashboard/staff?tab=inventory');
    const row = page.getByTestId('inventory-item').filter({ hasText: 'Tiramisu' });
    await expect(row).toContainText('Not tracked');
    await row.getByLabel('Stock count for Tiramisu').fill('3');
    await row.getByRole('button', { name: 'Set stock' }).click();
    await expect(row).toContainText('3 in stock');
    await expect(row).toContainText('Low stock');
    await row.getByRole('button', { name: '+10 stock' }).click();
    await expect(row).toContainText('13 in stock');
    await expect(row).toContainText('In stock');
    await row.getByRole('button', { name: 'Stop tracking' }).click();
    await expect(row).toContainText('Not tracked');
    expect(await tiramisu()).toMatchObject({ stockCount: null, soldOut: false });
  });

  test('Analytics shows gross, fees and net for today, 7 and 30 days, and a phone scrolls no further than its content', async ({ page }) => {
    // A paid order with a tip, so the day has money to show (the fee is 5% of the bill before the tip).
    const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
    const started = await createPayment({ restaurantId: rid, attemptId: randomUUID(), tableLabel: '9', tip: { kind: 'custom', cents: 500 }, items: [{ itemId: menu.items[0]!.id, qty: 2 }] });
    expect(started.status).toBe(200);
    await completeCheckout({ orderId: started.body.orderId, sessionId: sessionIdOf(started.body.url) });

    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/dashboard/staff?tab=analytics');
    await expect(page.getByRole('term')).toHaveText(['Gross', 'Refunds', 'Platform fees', 'Net', 'Orders', 'Average ticket', 'Tips']);
    await expect(page.getByRole('heading', { name: 'Orders by hour' })).toBeVisible();
    const cents = (text: string | null) => Math.round(Number((text ?? '').replace(/[^0-9.]/g, '')) * 100);
    const today = page.getByTestId('daily-money-day');
    await expect(today).toHaveCount(1);
    // Orders, gross (after refunds), refunds (what went back, beside it), fees, net.
    const [gross, , fees, net] = (await today.locator('td').allTextContents()).slice(1).map(cents);
    expect(gross).toBeGreaterThan(0);
    expect(fees).toBeGreaterThan(0);
    expect(net).toBe(gross! - fees!);
    await page.getByRole('radio', { name: '7 days' }).check();
    await expect(page.getByTestId('daily-money-day')).toHaveCount(7);
    await expect(page.getByTestId('daily-money-total')).toBeVisible();
    await lookAt(page, 'analytics-1280x800', { fullPage: true });
    expect(serious(await axeViolations(page))).toEqual([]);

    // Issue 25 item 6: on a phone the page ends with its content (a hidden 24-row table once added ~640 px of blank scroll).
    await page.setViewportSize({ width: 390, height: 844 });
    await page.getByRole('radio', { name: 'Today' }).check();
    await expect(page.getByTestId('daily-money-day')).toHaveCount(1);
    const layout = await page.evaluate(() => {
      const sections = [...document.querySelectorAll('main section, main figure')];
      const contentBottom = Math.max(...sections.map((s) => s.getBoundingClientRect().bottom)) + window.scrollY;
      return { scrollHeight: document.documentElement.scrollHeight, contentBottom, scrollWidth: document.documentElement.scrollWidth };
    });
    expect(layout.scrollWidth).toBeLessThanOrEqual(390);
    expect(layout.scrollHeight - layout.contentBottom).toBeLessThan(100);
    await lookAt(page, 'analytics-390x844', { fullPage: true });
    await lookAt(page, 'analytics-390x844-viewport');
    await page.getByRole('radio', { name: '30 days' }).check();
    await expect(page.getByRole('heading', { name: 'Top items' })).toBeVisible();
  });
});

test('a waiter sees availability read-only and no analytics', async ({ page }) => {
  const waiter = await createUser({ fullName: 'Wes Waiter' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: waiter.email, role: 'staff', createdBy: 'e2e' });
  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);

  await page.goto('/dashboard/menu');
  await expect(page.getByText('Only managers and owners can change availability.')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Sold Out: Tiramisu' })).toBeDisabled();
  await page.getByRole('tab', { name: 'Analytics' }).click();
  await expect(page.getByText('Analytics are available to managers and owners.')).toBeVisible();
});

test("a manager switches Sold Out but not Visible: the menu's drafts are the owner's", async ({ page }) => {
  const manager = await createUser({ fullName: 'Mia Manager' });
  const { inviteToken } = await Staff.invite({ restaurantId: rid, email: manager.email, role: 'manager', createdBy: 'e2e' });
  await signInThroughPage(page, manager.email, manager.password, inviteToken);
  await expect(page).toHaveURL(/\/dashboard\/staff$/);

  await page.goto('/dashboard/menu');
  await expect(page.getByText('Only the owner can publish or hide items (Visible).')).toBeVisible();
  await expect(page.getByRole('switch', { name: 'Visible: Tiramisu' })).toBeDisabled();
  const soldOut = page.getByRole('switch', { name: 'Sold Out: Tiramisu' });
  await expect(soldOut).toBeEnabled();
  await soldOut.check();
  await expect.poll(async () => (await tiramisu()).soldOut).toBe(true);
  await soldOut.uncheck();
  await expect.poll(async () => (await tiramisu()).soldOut).toBe(false);
  expect(await tiramisu()).toMatchObject({ visible: true });
});

/** The item as the server has it now. */
async function tiramisu() {
  const token = await signIn(demo.email, demo.password);
  const menu = await api<DashboardMenu>('GET', `/api/v1/restaurants/${rid}/menu`, { token });
  return menu.body.items.find((i) => i.name === 'Tiramisu')!;
}

test('a new owner sees the setup banner until dismissed for this browser session', async ({ browser }) => {
  const owner = await createUser({ fullName: 'Nia New' });
  const context = await browser.newContext();
  const page = await context.newPage();
  await signInThroughPage(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/owner\/onboarding$/);

  await page.goto('/dashboard/staff');
  const banner = page.getByRole('region', { name: 'Setup' });
  await expect(banner).toContainText('Finish your setup to publish your menu');
  await expect(banner.getByRole('link', { name: 'Resume setup' })).toHaveAttribute('href', '/owner/onboarding');
  await banner.getByRole('button', { name: 'Dismiss setup reminder' }).click();
  await expect(banner).toBeHidden();
  await page.reload();
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('Finish your setup to publish your menu')).toBeHidden();

  // A new browser session (a new tab's sessionStorage) shows it again.
  const again = await context.newPage();
  await again.goto('/dashboard/staff');
  await expect(again.getByText('Finish your setup to publish your menu')).toBeVisible();
});

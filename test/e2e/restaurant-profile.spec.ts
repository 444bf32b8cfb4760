/**
 * Issue 25's first journey: an owner renames the restaurant and sets tax included at 10% in EUR. The diner's menu,
 * cart, checkout and confirmation, the table cards and analytics show the new name, prices and tax; the order placed
 * before keeps what it was charged (8% added, in USD).
 */
import type { Browser, Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, serious } from './axe';
import { connectSandboxPayments, lookAt, newEmail, openRenderedPage, signUpThroughPage } from './support';


/** A diner at table 4 orders one Margherita: `cart` checks the cart, `checkout` the hosted checkout page. */
async function dinerOrders(
  browser: Browser,
  restaurantId: string,
  expected: { cart(diner: Page): Promise<void>; name: string; total: string },
): Promise<{ code: string }> {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await context.newPage();
  // The page as rendered after the owner's last change: the restaurant's name now, and dishes that can be ordered.
  const addMargherita = diner.getByRole('button', { name: 'Add Margherita to cart' });
  await openRenderedPage(diner, `/menu/${restaurantId}?lang=en&table=4`, (d) => [d.getByRole('heading', { name: expected.name }), addMargherita]);
  await addMargherita.click();
  await diner.getByRole('link', { name: 'Continue to Checkout' }).click();
  await expected.cart(diner);
  await diner.getByRole('button', { name: /^Pay / }).click();
  await expect(diner).toHaveURL(/\/sandbox\/checkout\//);
  await expect(diner.getByRole('heading', { name: expected.name })).toBeVisible();
  await diner.getByRole('button', { name: `Pay ${expected.total}` }).click();
  await expect(diner).toHaveURL(/\/order\/success\?oid=/);
  const code = await diner.getByTestId('order-code').innerText();
  await expect(diner.getByText(expected.total).first()).toBeVisible();
  await context.close();
  return { code };
}

test('an owner renames the restaurant and sets 10% tax included in EUR; everything the diner and the owner see follows, old orders keep theirs', async ({ page, browser }) => {
  test.setTimeout(240_000);
  await signUpThroughPage(page, { fullName: 'Maria Rossi', email: newEmail('profile'), password: 'pass-word-1' });
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  const restaurantId = (await page.getByText('Restaurant ID:').locator('code').innerText()).trim();
  await page.goto('/owner/onboarding/menu-quick');
  await page.getByLabel('Item name').nth(0).fill('Margherita');
  await page.getByLabel('Price ($)').nth(0).fill('10.00');
  await page.getByRole('button', { name: 'Save Menu' }).click();
  await expect(page.getByText('Menu saved successfully!')).toBeVisible();
  await page.goto('/owner/settings/payments');
  await connectSandboxPayments(page, { name: 'Maria Rossi Restaurant', firstName: 'Maria', lastName: 'Rossi' });

  // Before: 8% added, in dollars. $10.00 + $0.80 tax + 15% tip ($1.50) = $12.30.
  const before = await dinerOrders(browser, restaurantId, {
    name: 'Maria Rossi Restaurant',
    total: '$12.30',
    async cart(diner) {
      await expect(diner.getByTestId('cart-subtotal')).toHaveText('$10.00');
      await expect(diner.getByTestId('cart-tax')).toHaveText('$0.80');
      await expect(diner.getByTestId('cart-total')).toHaveText('$12.30');
    },
  });

  // The owner's profile page.
  await page.goto('/owner/settings/profile');
  await expect(page.getByRole('heading', { name: 'Restaurant Profile' })).toBeVisible();
  expect(serious(await axeViolations(page))).toEqual([]);
  await page.getByLabel('Restaurant name').fill('Trattoria Rossi');
  await page.getByLabel('Address').fill('7 Via Roma, Bologna');
  await page.getByRole('button', { name: 'Add hours on Monday' }).click();
  await page.getByLabel('Currency').selectOption('EUR');
  await expect(page.getByText('Your menu prices keep their numbers and will be charged in EUR: check them after saving.')).toBeVisible();
  await page.getByLabel('Time zone').selectOption('Europe/Rome');
  await page.getByLabel('Tax rate (%)').fill('10');
  await page.getByRole('switch', { name: 'Menu prices include tax' }).check();
  await expect(page.getByText(/a dish priced €10\.00 costs the guest €10\.00, of which €0\.91 is tax/)).toBeVisible();
  await lookAt(page, 'profile-1280', { fullPage: true });
  // On a phone the settings menu is a sideways row that shows it scrolls (it fades out where more chips wait),
  // and the form fits the screen.
  await page.setViewportSize({ width: 390, height: 844 });
  const settingsMenu = page.getByRole('navigation', { name: 'Settings' });
  await expect(settingsMenu).toHaveAttribute('data-more', /end/);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await lookAt(page, 'profile-390', { fullPage: true });
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Restaurant profile saved')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // After: the diner sees the new name and address, euros, and the tax included: €10.00 + 15% tip (€1.50) = €11.50,
  // of which €0.91 is tax (10/110 of €10.00, rounded half up).
  const after = await dinerOrders(browser, restaurantId, {
    name: 'Trattoria Rossi',
    total: '€11.50',
    async cart(diner) {
      await expect(diner.getByTestId('cart-subtotal')).toHaveText('€10.00');
      await expect(diner.getByTestId('cart-tax')).toHaveCount(0);
      await expect(diner.getByTestId('cart-tax-included')).toHaveText('€0.91');
      await expect(diner.getByText('Tax included (10%)')).toBeVisible();
      await expect(diner.getByTestId('cart-total')).toHaveText('€11.50');
    },
  });
  const menu = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await openRenderedPage(menu, `/menu/${restaurantId}?lang=en`, (m) => [m.getByRole('heading', { name: 'Trattoria Rossi' })]);
  await expect(menu.getByText('7 Via Roma, Bologna')).toBeVisible();
  await expect(menu.getByText('€10.00').first()).toBeVisible();
  await menu.getByText('Opening hours').click();
  await expect(menu.getByText('Monday')).toBeVisible();
  await lookAt(menu, 'diner-menu-profile-390', { fullPage: true });
  await menu.context().close();

  // The table cards carry the new name.
  await page.goto('/owner/settings/qr');
  await page.getByRole('textbox', { name: 'Tables', exact: true }).fill('1-2');
  await page.getByRole('button', { name: 'Print cards' }).click();
  await expect(page.getByText('Trattoria Rossi').first()).toBeVisible({ timeout: 30_000 });

  // The board: the new order in euros with the tax included; the old one as it was charged, in dollars.
  await page.goto('/dashboard/staff?tab=orders');
  const newOrder = page.getByRole('article', { name: `Order ${after.code}` });
  const oldOrder = page.getByRole('article', { name: `Order ${before.code}` });
  await expect(newOrder).toContainText('€11.50', { timeout: 20_000 });
  await expect(oldOrder).toContainText('$12.30');

  // Analytics: today's figures in the restaurant's currency, with gross, fees and net.
  await page.goto('/dashboard/staff?tab=analytics');
  await expect(page.getByRole('heading', { name: 'Trattoria Rossi' })).toBeVisible();
  await expect(page.getByText('€').first()).toBeVisible({ timeout: 20_000 });
});

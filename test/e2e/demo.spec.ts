import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * /demo (issue 4, SPEC.md 1 and 9 'Demo'): the sample-data admin area, public, on a phone. Everything happens in the
 * browser: not one request reaches the API and no live connection opens.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });

const apiOrigin = new URL(process.env.TABLETAP_API_URL ?? 'http://localhost:3001').origin;
/** The API at its own address, or on the site's origin where the app calls it (/api/*, /functions/*, proxied). */
const isApiCall = (url: URL) => url.origin === apiOrigin || /^\/(api|functions)\//.test(url.pathname);

/** Every request the page makes to the API or any socket it opens, from the first load on. */
function watchServerTraffic(page: Page) {
  const traffic: string[] = [];
  page.on('request', (request) => {
    if (isApiCall(new URL(request.url()))) traffic.push(`${request.method()} ${request.url()}`);
  });
  page.on('websocket', (socket) => traffic.push(`WebSocket ${socket.url()}`));
  return traffic;
}

const column = (page: Page, status: string) => page.getByTestId(`demo-column-${status}`);

test('the demo admin area works on sample data without sending anything to the server', async ({ page }) => {
  const traffic = watchServerTraffic(page);
  await page.goto('/demo');
  await expect(page).toHaveTitle('Demo | TableTap');
  await expect(page.getByRole('heading', { level: 1, name: 'Restaurant admin demo' })).toBeVisible();
  await expect(page.getByRole('note', { name: 'Demo data' })).toContainText('Nothing is saved or sent');

  // Orders: pending -> preparing -> ready -> served, each with its button; Completed ends it.
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByTestId('demo-order-counts')).toHaveText('Pending: 2 · Preparing: 2 · Ready: 1 · Served: 1');
  const table4 = (status: string) => column(page, status).getByRole('article', { name: 'Table 4' });
  await expect(table4('pending')).toContainText('Maria Lopez');
  await table4('pending').getByRole('button', { name: 'Start Preparing' }).click();
  await table4('preparing').getByRole('button', { name: 'Mark Ready' }).click();
  await table4('ready').getByRole('button', { name: 'Mark Served' }).click();
  await expect(table4('served').getByRole('button', { name: 'Completed' })).toBeDisabled();
  await expect(page.getByTestId('demo-order-counts')).toHaveText('Pending: 1 · Preparing: 2 · Ready: 1 · Served: 2');
  await expect(page.getByRole('status').filter({ hasText: 'Order for table 4 is now Served' })).toBeAttached();

  // Menu: the form's messages, then a new item.
  await page.getByRole('tab', { name: 'Menu' }).click();
  await page.getByRole('button', { name: 'Add item' }).click();
  const form = page.getByRole('form', { name: 'New item' });
  await form.getByRole('button', { name: 'Add item' }).click();
  for (const message of ['Name is required', 'Price is required', 'Category is required', 'Stock is required']) {
    await expect(form.getByText(message)).toBeVisible();
  }
  await expect(form.getByLabel('Name')).toBeFocused();
  await expect(form.getByLabel('Name')).toHaveAttribute('aria-invalid', 'true');
  await form.getByLabel('Name').fill('Focaccia');
  await form.getByLabel('Price ($)').fill('6.505');
  await form.getByLabel('Stock').fill('-2');
  await form.getByLabel('Category').selectOption('Starters');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form.getByText('Please enter a valid price')).toBeVisible();
  await expect(form.getByText('Stock cannot be negative')).toBeVisible();
  await expect(form.getByText('Name is required')).toBeHidden();
  await form.getByLabel('Price ($)').fill('6.50');
  await form.getByLabel('Stock').fill('3');
  await form.getByRole('button', { name: 'Add item' }).click();
  await expect(form).toBeHidden();
  const focaccia = page.getByRole('listitem', { name: 'Focaccia' });
  await expect(focaccia).toContainText('Starters · $6.50 · 3 in stock');
  await expect(focaccia.getByRole('checkbox', { name: 'Available Focaccia' })).toBeChecked();

  // Inventory: the new item is low (under 5); '+10 stock' brings it to 13, which is plenty (green from 10 up).
  await page.getByRole('tab', { name: 'Inventory' }).click();
  const stock = page.getByRole('listitem', { name: 'Focaccia' });
  await expect(stock.getByText('Low stock')).toBeVisible();
  await expect(stock.getByRole('meter', { name: 'Stock of Focaccia' })).toHaveAttribute('aria-valuenow', '3');
  await stock.getByRole('button', { name: '+10 stock' }).click();
  await expect(stock).toContainText('13 in stock');
  await expect(stock.getByText('Low stock')).toBeHidden();
  await expect(stock.getByRole('meter')).toHaveAttribute('aria-valuenow', '13');
  await expect(stock.getByRole('meter')).toHaveClass(/demo-stock__bar--ok/);
  await expect(page.getByRole('listitem', { name: 'Mushroom Risotto' }).getByRole('meter')).toHaveClass(/demo-stock__bar--warn/);

  // Analytics: today's sample figures; 15 and 30 days are today's x12 and x28, labelled as a placeholder.
  await page.getByRole('tab', { name: 'Analytics' }).click();
  const stat = (label: string) => page.getByRole('term').filter({ hasText: label }).locator('xpath=following-sibling::dd[1]');
  await expect(stat("Today's revenue")).toHaveText('$1,276.00');
  await expect(stat('Orders today')).toHaveText('73');
  await expect(stat('Last 15 days')).toHaveText('$15,312.00');
  await expect(stat('Last 30 days')).toHaveText('$35,728.00');
  await expect(page.getByText("Placeholder: today's revenue × 12")).toBeVisible();

  // A phone never scrolls sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(traffic).toEqual([]);
});

test('the demo tabs work from the keyboard', async ({ page }) => {
  await page.goto('/demo');
  await page.getByRole('tab', { name: 'Orders' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Menu' })).toBeFocused();
  await expect(page.getByRole('tabpanel', { name: 'Menu' })).toBeVisible();
  await page.keyboard.press('End');
  await expect(page.getByRole('tabpanel', { name: 'Analytics' })).toBeVisible();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Orders' })).toHaveAttribute('aria-selected', 'true');
});

test('the watch above is not blind: a page that calls the API is seen', async ({ page }) => {
  const traffic = watchServerTraffic(page);
  // The cart page reads the menu from the API (the menu page itself comes prerendered, with no API call).
  await page.goto(`/cart/${process.env.TABLETAP_DEMO_RESTAURANT_ID}?lang=en`);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(traffic.some((t) => t.includes('/functions/v1/menu-public'))).toBe(true);
});

import { expect, test } from './fixtures';

/**
 * The diner's menu paints before JavaScript (issue 13): /menu/{id} is the page menu-prerender rendered for the
 * diner's language, served through the distribution's CloudFront Function (locally the web server runs the same
 * function), and the app hydrates it. The landing page's demo restaurant (/menu/demo) is the example.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'en-US' });

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the menu is there: the restaurant, its categories and the first one\'s dishes with prices', async ({ page }) => {
    await page.goto('/menu/demo');
    await expect(page).toHaveTitle('TableTap Demo Café | TableTap');
    await expect(page.getByRole('heading', { level: 1, name: 'TableTap Demo Café' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Starters' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tab', { name: 'Mains' })).toBeVisible();
    const bruschetta = page.getByRole('article').filter({ hasText: 'Tomato Bruschetta' });
    await expect(bruschetta).toContainText('$8.50');
    await expect(page.getByRole('article').filter({ hasText: 'Crispy Calamari' })).toContainText('$11.00');
    await expect(page.getByRole('note')).toHaveText('Preview Mode - Payments are disabled for testing');
  });

  test('in the language the address asks for, with <html lang> set', async ({ page }) => {
    await page.goto('/menu/demo?lang=es');
    await expect(page.getByRole('tab', { name: 'Entrantes' })).toBeVisible();
    await expect(page.getByRole('article').filter({ hasText: 'Bruschetta de tomate' })).toContainText('8,50');
    await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  });
});

test('the app takes the painted page over without asking for the menu again, and it works', async ({ page }) => {
  const problems: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning') problems.push(message.text());
  });
  const menuReads: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('menu-public')) menuReads.push(request.url());
  });
  await page.goto('/menu/demo?table=6');
  await expect(page.getByText('Table 6')).toBeVisible();
  await page.getByRole('button', { name: 'Add Tomato Bruschetta to cart' }).click();
  await expect(page.getByRole('complementary', { name: 'Your Order' }).getByText('Added Tomato Bruschetta to cart')).toBeVisible();
  await expect(page.getByRole('button', { name: /Show order/ })).toContainText('1');
  await page.getByRole('tab', { name: 'Mains' }).click();
  await expect(page.getByRole('article').filter({ hasText: 'Margherita' })).toBeVisible();
  expect(menuReads).toEqual([]);
  expect(problems).toEqual([]);
});

test('a table QR code (/start?rid=) goes straight to the menu, keeping the table', async ({ page }) => {
  const response = await page.request.get('/start?rid=demo&table=3', { maxRedirects: 0 });
  expect(response.status()).toBe(302);
  expect(response.headers().location).toBe('/menu/demo?table=3');
  await page.goto('/start?rid=demo&table=3');
  await expect(page).toHaveURL(/\/menu\/demo\?table=3&preview=1$/);
  await expect(page.getByText('Table 3')).toBeVisible();
});

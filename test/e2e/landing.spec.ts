import type { Page } from '@playwright/test';
import { test, expect } from './fixtures';
import { axeViolations, serious } from './axe';
import { lookAt } from './support';

/**
 * The landing page (issue 12, SPEC.md 2 Landing): its buttons and anchors go where SPEC says, the savings calculator
 * follows what the visitor types and keeps EUR across a reload, and the structured data names the offer. Since issue
 * 31 goal 4 `/` is prerendered by the build: the hero arrives in the HTML with its styles, and the page runs without
 * the app (plain links, the calculator's own small script), so nothing tapped or typed waits for React.
 */
test.describe('landing page', () => {
  test('the header, hero and How it works buttons go where SPEC says', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth?tab=signin');
    await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth?tab=signup');

    await page.getByRole('link', { name: 'Calculate savings' }).click();
    await expect(page).toHaveURL(/\/#calculator$/);
    await expect(page.getByRole('heading', { name: 'Savings calculator' })).toBeInViewport();
    await page.getByRole('link', { name: 'View demo', exact: true }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();

    const howItWorks = page.locator('#demo');
    await expect(howItWorks.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/auth?tab=signup');
    await expect(howItWorks.getByRole('link', { name: 'View Demo', exact: true })).toHaveAttribute('href', '/menu/demo');

    await page.getByRole('link', { name: 'Create your restaurant' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByRole('tab', { name: /sign up/i })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Full name')).toBeVisible();
    // The tab chosen there is the one a reload shows, not the one the link asked for.
    await page.getByRole('tab', { name: /sign in/i }).click();
    await page.reload();
    await expect(page.getByRole('tab', { name: /sign in/i })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByLabel('Full name')).toBeHidden();

    await page.goto('/');
    await page.getByRole('navigation', { name: 'Account' }).getByRole('link', { name: 'Sign in' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signin$/);
    await expect(page.getByRole('heading', { name: 'Welcome Back' })).toBeVisible();
  });

  test('runs without the app: a figure typed and a link tapped before any script arrived both count', async ({ page }) => {
    // The page's scripts held back (the entry the loader asks for once the page has painted) while the visitor types.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route(/\/assets\/entry-[^/]+\.js$/, async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/#calculator');
    await page.getByLabel('Orders per day').fill('60');
    await expect(page.getByTestId('calculator-total')).toHaveText('$3,696');
    release();
    // The page's own script reads what was typed; React never takes the page over.
    await expect(page.getByTestId('calculator-total')).toHaveText('$1,848');
    expect(await page.evaluate(() => Object.keys(document.getElementById('root')!).some((key) => key.startsWith('__reactContainer')))).toBe(false);
    await page.getByLabel('Staff hourly wage').fill('0');
    // 1848 - 840 for the staff time no longer counted.
    await expect(page.getByTestId('calculator-total')).toHaveText('$1,008');

    // With no script at all, every link still goes where it says.
    await page.unroute(/\/assets\/entry-[^/]+\.js$/);
    await page.route(/\/assets\/.+\.js$/, (route) => route.abort());
    await page.goto('/');
    await page.locator('#demo').getByRole('link', { name: 'View Demo', exact: true }).click();
    await expect(page).toHaveURL(/\/menu\/demo/);
  });

  test('a toast left by the previous page (sign-out reloads /) still shows: the app takes the page over for it', async ({ page }) => {
    await page.goto('/');
    // What sign-out leaves for the next page load (components/toast/toast-after-reload.ts).
    await page.evaluate(() => sessionStorage.setItem('tabletap.toastAfterReload', JSON.stringify({ tone: 'success', message: 'Signed out successfully' })));
    await page.reload();
    await expect(page.getByText('Signed out successfully')).toBeVisible();
    await page.getByLabel('Orders per day').fill('60');
    await expect(page.getByTestId('calculator-total')).toHaveText('$1,848');
    await page.getByRole('link', { name: 'Create your restaurant' }).click();
    await expect(page).toHaveURL(/\/auth\?tab=signup$/);
    await expect(page.getByLabel('Full name')).toBeVisible();
  });

  test('looks the same and passes axe on a phone and a laptop', async ({ page }) => {
    for (const [width, height] of [
      [390, 844],
      [1280, 800],
    ] as const) {
      await page.setViewportSize({ width, height });
      await page.goto('/');
      await expect(page.getByTestId('calculator-total')).toHaveText('$3,696');
      expect(serious(await axeViolations(page))).toEqual([]);
      await lookAt(page, `landing-${width}x${height}`);
      await lookAt(page, `landing-${width}x${height}-full`, { fullPage: true });
    }
  });

  test('the calculator follows the inputs, and EUR survives a reload', async ({ page }) => {
    await page.goto('/#calculator');
    const total = page.getByTestId('calculator-total');
    await expect(total).toHaveText('$3,696');
    await page.getByLabel('Orders per day').fill('60');
    await expect(total).toHaveText('$1,848');
    // An emptied field counts as 0 (SPEC.md 5).
    await page.getByLabel('Days open per month').fill('');
    await expect(total).toHaveText('$0');
    await page.getByLabel('Days open per month').fill('30');

    await page.getByLabel('Currency').selectOption('EUR');
    await expect(total).toHaveText('1.848\u00a0€');
    await expect(page.getByTestId('calculator-fee')).toHaveText('−1.260\u00a0€');

    await page.reload();
    // Shown by the page's script once it runs: the fields keep their own values until then.
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByTestId('calculator-total')).toHaveText('3.696\u00a0€');
  });

  test('/ arrives as the prerendered page: the hero and its styles in the HTML, under the same security headers as the app', async ({ request }) => {
    // Issue 31 goal 4: what the browser paints before any script runs, as served (landing.html; the build made it).
    const landing = await request.get('/');
    const html = await landing.text();
    const head = html.slice(0, html.indexOf('</head>'));
    expect(html).toContain('<div id="root" data-prerendered="landing">');
    expect(html).toMatch(/<h1 id="hero-title" class="hero__title">QR ordering and instant payouts for your restaurant<\/h1>/);
    expect(html).toContain('Create your restaurant');
    expect(html).toContain('"@type":"WebApplication"');
    expect(head).toMatch(/<style data-href="\/assets\/[^"]+\.css">[^<]*\.hero__title\{/);
    expect(html).not.toContain('rel="stylesheet"');
    expect(head).not.toContain('<script');
    // The site's origin filled in, as in index.html.
    expect(html).not.toContain('%TABLETAP_SITE_ORIGIN%');
    // Every other route keeps the app shell, with the same headers.
    const shell = await request.get('/auth');
    expect(await shell.text()).toContain('<div id="root"></div>');
    for (const name of ['content-security-policy', 'x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
      expect(landing.headers()[name], name).toBeTruthy();
      expect(landing.headers()[name], name).toBe(shell.headers()[name]);
    }
  });

  test('the structured data parses and names the offer: 5% per order, no monthly fee', async ({ page }) => {
    await page.goto('/');
    const data = await structuredData(page);
    expect(data).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'WebApplication',
      name: 'TableTap',
      offers: { '@type': 'Offer', description: '5% per order, no monthly fee' },
    });
  });

  test("View Demo opens the demo restaurant's real menu in preview mode and reaches 'Preview: Order Placed!' without creating an order", async ({ page }) => {
    // Every call the demo makes: none may create an order (create-payment) or anything else (POST/PUT/PATCH/DELETE).
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() !== 'GET' && request.method() !== 'HEAD' && request.method() !== 'OPTIONS') writes.push(`${request.method()} ${request.url()}`);
    });
    await page.goto('/');
    await page.locator('#demo').getByRole('link', { name: 'View Demo', exact: true }).click();
    // The demo is always a preview: said in the address, so the whole journey carries it.
    await expect(page).toHaveURL(/\/menu\/demo\?preview=1$/);
    await expect(page.getByRole('heading', { level: 1, name: 'TableTap Demo Café' })).toBeVisible();
    await expect(page.getByText('Preview Mode - Payments are disabled for testing')).toBeVisible();
    // Nobody works at the demo's tables: no call-waiter button.
    await expect(page.getByRole('button', { name: 'Need assistance?' })).toHaveCount(0);

    // Browse, pick options: the pizza's required size and an extra topping.
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('button', { name: 'Choose options for Wood-fired Margherita' }).click();
    const chooser = page.getByRole('dialog', { name: 'Wood-fired Margherita' });
    await chooser.getByRole('radio', { name: /Large/ }).check();
    await chooser.getByRole('checkbox', { name: /Burrata/ }).check();
    await chooser.getByRole('button', { name: /^Add to cart/ }).click();
    await expect(chooser).toBeHidden();
    await page.getByRole('tab', { name: /Drinks/ }).click();
    await page.getByRole('button', { name: 'Add Espresso to cart' }).click();

    await page.getByRole('link', { name: 'Continue to Checkout' }).click();
    await expect(page).toHaveURL(/\/cart\/demo\?preview=1$/);
    await expect(page.getByText('Large (14"), Burrata')).toBeVisible();
    await expect(page.getByText('Preview Mode - Payments are disabled for testing')).toBeVisible();
    await page.getByRole('button', { name: 'Simulate Payment' }).click();
    await expect(page).toHaveURL(/\/order\/success\?oid=preview&preview=1/);
    await expect(page.getByRole('heading', { name: 'Preview: Order Placed!' })).toBeVisible();
    expect(writes).toEqual([]);
  });

  test('the demo menu in Spanish, and preview mode even when the address leaves it out', async ({ page }) => {
    await page.goto('/cart/demo?lang=es');
    await expect(page).toHaveURL(/\/cart\/demo\?lang=es&preview=1$/);
    await expect(page.getByText('Modo de vista previa: los pagos están desactivados para pruebas')).toBeVisible();
    await page.goto('/menu/demo?lang=es');
    await expect(page.getByRole('tab', { name: 'Principales' })).toBeVisible();
    await page.getByRole('tab', { name: 'Principales' }).click();
    await expect(page.getByText('Margarita al horno de leña')).toBeVisible();
  });
});

async function structuredData(page: Page): Promise<unknown> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent())!);
}

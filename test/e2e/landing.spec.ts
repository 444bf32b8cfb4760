import { test, expect, type Page } from '@playwright/test';

/**
 * The landing page (issue 12, SPEC.md 2 Landing): its buttons and anchors go where SPEC says, the savings calculator
 * follows what the visitor types and keeps EUR across a reload, and the structured data names the offer.
 */
test.describe('landing page', () => {
  test('the header, hero and How it works buttons go where SPEC says', async ({ page }) => {
    await page.goto('/');
    const header = page.getByRole('navigation', { name: 'Account' });
    await expect(header.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/auth');
    await expect(header.getByRole('link', { name: 'Get started' })).toHaveAttribute('href', '/auth');

    await page.getByRole('link', { name: 'Calculate savings' }).click();
    await expect(page).toHaveURL(/\/#calculator$/);
    await expect(page.getByRole('heading', { name: 'Savings calculator' })).toBeInViewport();
    await page.getByRole('link', { name: 'View demo', exact: true }).click();
    await expect(page).toHaveURL(/\/#demo$/);
    await expect(page.getByRole('heading', { name: 'How it works' })).toBeInViewport();

    const howItWorks = page.locator('#demo');
    await expect(howItWorks.getByRole('link', { name: 'Get Started', exact: true })).toHaveAttribute('href', '/auth');
    await expect(howItWorks.getByRole('link', { name: 'View Demo', exact: true })).toHaveAttribute('href', '/menu/demo');

    await page.getByRole('link', { name: 'Create your restaurant' }).click();
    await expect(page).toHaveURL(/\/auth$/);
    await expect(page.getByLabel('Full name')).toBeVisible();
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
    await expect(page.getByLabel('Currency')).toHaveValue('EUR');
    await expect(page.getByTestId('calculator-total')).toHaveText('3.696\u00a0€');
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
});

async function structuredData(page: Page): Promise<unknown> {
  const script = page.locator('script[type="application/ld+json"]');
  await expect(script).toHaveCount(1);
  return JSON.parse((await script.textContent())!);
}

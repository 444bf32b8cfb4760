import { test, expect } from './fixtures';
import { ownerStorageState } from './support';

test('an unknown path shows the 404 page, logs the path and links home', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (msg) => msg.type() === 'error' && errors.push(msg.text()));
  await page.goto('/no/such/page');
  await expect(page.getByText('Oops! Page not found')).toBeVisible();
  expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
  await page.getByRole('link', { name: 'Return to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('payment outcome pages', async ({ page }) => {
  await page.goto('/payment-success');
  await expect(page.getByRole('heading', { name: 'Payment successful' })).toBeVisible();
  await expect(page.getByText('Thanks! Your order is being prepared.')).toBeVisible();
  await page.goto('/payment-canceled');
  await expect(page.getByRole('heading', { name: 'Payment canceled' })).toBeVisible();
  await expect(page.getByText('No charge was made. You can try again anytime.')).toBeVisible();
});

test.describe('as the demo owner', () => {
  test.use({ storageState: ownerStorageState });

  test('old owner paths redirect to settings, replacing history', async ({ page }) => {
    await page.goto('/owner/dashboard');
    await page.goto('/owner/branding');
    await expect(page).toHaveURL(/\/owner\/settings\/branding$/);
    await page.goBack();
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  });

  test('the owner header shows the owner badge and settings', async ({ page }) => {
    await page.goto('/owner/dashboard');
    await expect(page.getByText('Owner Dashboard')).toBeVisible();
    await expect(page.getByRole('link', { name: 'Settings' }).first()).toBeVisible();
  });
});

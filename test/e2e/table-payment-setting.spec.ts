/**
 * Issue 29 item 1: an owner chooses when a table pays on the Restaurant Profile page. The radio group works from the
 * keyboard; choosing pay at the end shows the minutes before a forgotten tab is charged; a value out of range is
 * refused on the page and nothing is saved; 90 minutes is saved, kept after a reload and given to diners' phones.
 */
import { test, expect } from './fixtures';
import type { PublicRestaurant } from '../../shared/api';
import { axeViolations, serious } from './axe';
import { lookAt, newEmail, signUpThroughPage } from './support';

const apiUrl = process.env.TABLETAP_API_URL ?? 'http://localhost:3001';

test('an owner lets tables pay at the end, with a tab charged after 90 minutes of no activity', async ({ page }) => {
  test.setTimeout(120_000);
  await signUpThroughPage(page, { fullName: 'Tomas Berg', email: newEmail('tab-setting'), password: 'pass-word-1' });
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  const restaurantId = (await page.getByText('Restaurant ID:').locator('code').innerText()).trim();

  await page.goto('/owner/settings/profile');
  const modes = page.getByRole('group', { name: 'When does a table pay?' });
  await expect(page.getByRole('heading', { name: 'Paying at a table' })).toBeVisible();
  const payFirst = modes.getByRole('radio', { name: /Pay when ordering/ });
  const payAtEnd = modes.getByRole('radio', { name: /Pay at the end \(open tab\)/ });
  await expect(payFirst).toBeChecked();
  await expect(page.getByText('Each round is paid before the kitchen gets it.')).toBeVisible();
  const minutes = page.getByRole('spinbutton', { name: /Charge a tab left open after/ });
  await expect(minutes).toHaveCount(0);

  // From the keyboard: the arrow key moves the choice to the next mode.
  await payFirst.focus();
  await page.keyboard.press('ArrowDown');
  await expect(payAtEnd).toBeChecked();
  await expect(payAtEnd).toBeFocused();
  await expect(minutes).toHaveValue('120');
  await expect(page.getByText(/The charge goes to the card saved when the tab was opened, without a tip, and shows on the table's bill\./)).toBeVisible();

  // Out of range: the page says why and nothing is sent.
  let patches = 0;
  page.on('request', (request) => {
    if (request.method() === 'PATCH' && request.url().includes(`/api/v1/restaurants/${restaurantId}`)) patches++;
  });
  await minutes.fill('800');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Charge a tab after a whole number of minutes from 30 to 720')).toBeVisible();
  await expect(minutes).toHaveAttribute('aria-invalid', 'true');
  expect(patches).toBe(0);
  expect(serious(await axeViolations(page))).toEqual([]);
  const section = page.getByRole('region', { name: 'Paying at a table' });
  await lookAt(section, 'table-payment-error-1280');
  await page.getByRole('button', { name: 'Dismiss notification' }).click();

  await minutes.fill('90');
  await expect(page.getByText('Charge a tab after a whole number of minutes from 30 to 720')).toHaveCount(0);
  await lookAt(section, 'table-payment-section-1280');
  await lookAt(page, 'profile-table-payment-1280', { fullPage: true });
  await page.setViewportSize({ width: 390, height: 844 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await section.scrollIntoViewIfNeeded();
  await lookAt(page, 'table-payment-section-390');
  await lookAt(page, 'profile-table-payment-390', { fullPage: true });
  expect(serious(await axeViolations(page))).toEqual([]);
  await page.setViewportSize({ width: 1280, height: 800 });

  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Restaurant profile saved')).toBeVisible();
  expect(patches).toBe(1);
  await expect(page.getByRole('button', { name: 'Save Changes' })).toBeDisabled();

  // Kept: after a reload the page shows what was saved, and a diner's phone is told.
  await page.reload();
  await expect(modes.getByRole('radio', { name: /Pay at the end \(open tab\)/ })).toBeChecked();
  await expect(minutes).toHaveValue('90');
  const info = await page.request.get(`${apiUrl}/functions/v1/restaurant-public-info?restaurant_id=${restaurantId}`);
  expect(info.status()).toBe(200);
  expect((await info.json()) as PublicRestaurant).toMatchObject({ tablePayment: 'pay_at_end', tabChargeAfterMinutes: 90 });
});

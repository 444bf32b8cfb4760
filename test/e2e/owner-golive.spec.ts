import { readFileSync } from 'node:fs';
import { test, expect } from './fixtures';
import { Restaurants } from '../../functions/lib/composition';
import { decodeQrDataUrl, decodeQrPng, pdfQrCodes } from '../support/qr';
import { connectSandboxPayments, newEmail, openRenderedPage, payCartInSandbox, paymentStatusOf, signUpThroughPage } from './support';

/**
 * Issue 10's owner journey: a brand-new owner connects payments through the sandbox onboarding (the flags flip
 * through the signed account.updated webhook), prints the QR codes (the table-7 PNG and the 1-12 table cards are
 * decoded as a phone's camera would), and a diner who scans table 7 pays; the order reaches the owner's kitchen.
 */
test('a new owner connects payments, prints QR codes, and a diner who scans table 7 pays into the kitchen', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = newEmail('golive');
  const password = 'pass-word-1';

  await signUpThroughPage(page, { fullName: 'Paco Live', email, password });
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  await expect(page.getByText('0 of 4 steps completed')).toBeVisible();
  const restaurantId = (await page.getByText('Restaurant ID:').locator('code').innerText()).trim();

  // A menu of one dish, through the quick setup.
  await page.goto('/owner/onboarding/menu-quick');
  await page.getByLabel('Item name').nth(0).fill('Paella');
  await page.getByLabel('Price ($)').nth(0).fill('14.00');
  await page.getByRole('button', { name: 'Save Menu' }).click();
  await expect(page.getByText('Menu saved successfully!')).toBeVisible();

  // A new restaurant starts with charges off: its diners learn it on the menu, before filling a cart.
  const early = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  await openRenderedPage(early, `/menu/${restaurantId}?lang=en`, (p) => [p.getByRole('heading', { name: 'Paella' })]);
  await expect(early.getByRole('note', { name: "Online ordering isn't available yet" })).toContainText('Please order with your server.');
  await expect(early.getByRole('button', { name: 'Add Paella to cart' })).toHaveCount(0);
  await early.context().close();

  // Payments: nothing can be charged or paid out yet, and the page says what is missing.
  await page.goto('/owner/settings/payments');
  await expect(page.getByRole('heading', { name: 'Payment Settings' })).toBeVisible();
  await expect(paymentStatusOf(page, 'Accept Payments')).toHaveText('Disabled');
  await expect(paymentStatusOf(page, 'Receive Payouts')).toHaveText('Disabled');
  await expect(page.getByText('Complete the onboarding process to start accepting payments from customers.')).toBeVisible();
  const required = page.getByRole('region', { name: 'Action Required' });
  await expect(required.getByText('Bank account for payouts')).toBeVisible();

  // The sandbox onboarding, step by step.
  await connectSandboxPayments(page, { name: 'Paco Live Restaurant', firstName: 'Paco', lastName: 'Live' });
  await page.getByRole('button', { name: 'Refresh status' }).click();
  await expect(page.getByRole('button', { name: 'Refresh status' })).toBeEnabled();
  await expect(paymentStatusOf(page, 'Accept Payments')).toHaveText('Enabled');
  await expect(paymentStatusOf(page, 'Receive Payouts')).toHaveText('Enabled');
  await expect(page.getByText('Complete the onboarding process to start accepting payments from customers.')).toBeHidden();

  // The QR page: ready (no Setup Required), and the table-7 code downloaded and decoded.
  await page.goto('/owner/settings/qr');
  await expect(page.getByRole('link', { name: 'View Dashboard' })).toBeVisible();
  await expect(page.getByText('Setup Required')).toBeHidden();
  await page.getByLabel('Table Number').fill('7');
  const tableCard = page.getByRole('article').filter({ has: page.getByLabel('Table Number') });
  await expect(tableCard.locator('img')).toHaveAttribute('src', /^data:image\/png/);
  const [png] = await Promise.all([page.waitForEvent('download'), tableCard.getByRole('button', { name: /Download PNG/ }).click()]);
  expect(png.suggestedFilename()).toMatch(/table-7\.png$/);
  const table7Url = decodeQrPng(readFileSync((await png.path())!));
  const link = new URL(table7Url);
  expect(link.pathname).toBe('/start');
  expect(link.searchParams.get('table')).toBe('7');
  expect(link.searchParams.get('rid')).toBe(restaurantId);

  // The restaurant's own flags (not only the status answer) are on.
  const restaurant = await Restaurants.get(restaurantId);
  expect(restaurant).toMatchObject({ name: 'Paco Live Restaurant', chargesEnabled: true, payoutsEnabled: true });

  // The printable sheet for tables 1-12: twelve codes, each its own table's link.
  const tables = page.getByRole('textbox', { name: 'Tables', exact: true });
  await tables.fill('1-12');
  await page.getByRole('button', { name: 'Print cards' }).click();
  await expect(page).toHaveURL(/\/owner\/settings\/qr\/print\?/);
  const sheetCodes = page.locator('img.qr-print-card__qr');
  await expect(sheetCodes).toHaveCount(12, { timeout: 30_000 });
  const decoded = await Promise.all((await sheetCodes.evaluateAll((imgs) => imgs.map((img) => (img as HTMLImageElement).src))).map(decodeQrDataUrl));
  expect(decoded.map((url) => new URL(url).searchParams.get('table'))).toEqual(['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']);
  expect(decoded.every((url) => new URL(url).searchParams.get('rid') === restaurantId)).toBe(true);

  // ... and the PDF of the same sheet.
  await page.goto('/owner/settings/qr');
  await page.getByRole('textbox', { name: 'Tables', exact: true }).fill('1-12');
  const [pdf] = await Promise.all([page.waitForEvent('download', { timeout: 60_000 }), page.getByRole('button', { name: 'Download PDF' }).click()]);
  const pdfUrls = await pdfQrCodes(readFileSync((await pdf.path())!));
  const pdfTables = pdfUrls.map((url) => Number(new URL(url).searchParams.get('table'))).sort((a, b) => a - b);
  expect(pdfTables).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
  expect(pdfUrls.every((url) => new URL(url).searchParams.get('rid') === restaurantId)).toBe(true);

  // A diner scans table 7 with a phone and pays.
  const phoneContext = await browser.newContext({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });
  const diner = await phoneContext.newPage();
  await diner.goto(table7Url);
  await expect(diner).toHaveURL(new RegExp(`/menu/${restaurantId}\\?.*table=7`), { timeout: 20_000 });
  await expect(diner.getByText('Paco Live Restaurant').first()).toBeVisible();
  await expect(diner.getByText(/Table 7/).first()).toBeVisible();
  await diner.getByRole('button', { name: 'Add Paella to cart' }).click();
  const { code } = await payCartInSandbox(diner);
  await phoneContext.close();

  // The owner's kitchen has it.
  await page.goto('/dashboard/staff?tab=kitchen');
  await expect(page.getByRole('article', { name: `Order ${code}` })).toBeVisible({ timeout: 20_000 });
});

import { test, expect } from './fixtures';
import { solidPng } from '../support/png';
import { newEmail, signUpThroughPage } from './support';

/**
 * Issue 9's journey: a brand-new owner in a fresh browser sets the restaurant up alone, from sign-up to a customer
 * preview on a phone that shows the menu in Spanish, in the chosen colours, with the uploaded logo.
 */
test('a new owner signs up, goes through the guided setup, sets Spanish as default and previews the menu on a phone', async ({ page, context }) => {
  test.setTimeout(120_000);
  const email = newEmail('setup');
  const password = 'pass-word-1';

  await signUpThroughPage(page, { fullName: 'Marta Ruiz', email, password });

  // The checklist, at nothing done yet.
  await expect(page).toHaveURL(/\/owner\/onboarding$/);
  await expect(page.getByText("Restaurant created! Let's get you set up.")).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Restaurant Setup' })).toBeVisible();
  await expect(page.getByText('0 of 4 steps completed')).toBeVisible();
  await expect(page.getByText('Marta Ruiz Restaurant').first()).toBeVisible();

  // Step 1 of 3: colours and a logo.
  await page.getByRole('link', { name: 'Start guided setup' }).click();
  await expect(page).toHaveURL(/\/owner\/onboarding\/branding$/);
  const primary = page.getByRole('textbox', { name: 'Primary color', exact: true });
  await expect(primary).toBeEnabled();
  await primary.fill('#1A237E');
  await primary.blur();
  const background = page.getByRole('textbox', { name: 'Background color', exact: true });
  await background.fill('#FFF8E1');
  await background.blur();
  await page.locator('input[type="file"]').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: solidPng(64, 64, '#FF7A00') });
  await expect(page.getByRole('button', { name: /remove logo/i })).toBeVisible({ timeout: 20_000 });
  await page.getByRole('button', { name: 'Continue' }).click();

  // Step 2 of 3: two items.
  await expect(page).toHaveURL(/\/owner\/onboarding\/menu-quick$/);
  await expect(page.getByLabel('Category name')).toHaveValue('Main Dishes');
  await page.getByLabel('Item name').nth(0).fill('Tortilla española');
  await page.getByLabel('Price ($)').nth(0).fill('8.50');
  await page.getByRole('button', { name: 'Add Another Item' }).click();
  await page.getByLabel('Item name').nth(1).fill('Gazpacho');
  await page.getByLabel('Price ($)').nth(1).fill('6.25');
  await page.getByRole('button', { name: 'Save Menu' }).click();
  await expect(page.getByText('Menu saved successfully!')).toBeVisible();

  // The checklist moved: branding and menu are done.
  await page.goto('/owner/onboarding');
  await expect(page.getByText('2 of 4 steps completed')).toBeVisible();

  // Languages: Spanish enabled and the default.
  await page.goto('/owner/settings/language');
  await page.getByRole('checkbox', { name: /Español/ }).check();
  await page.getByLabel('Default Language').selectOption('es');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Language settings saved successfully')).toBeVisible();

  // The customer preview, opened on a phone.
  await page.goto('/owner/settings/customer-preview');
  await expect(page.getByLabel('Language')).toHaveValue('es');
  await expect(page.getByLabel('Preview link')).toHaveValue(/\/start\/marta-ruiz-restaurant(-\d+)?\?.*lang=es.*preview=1|\/start\/marta-ruiz-restaurant(-\d+)?\?.*preview=1.*lang=es/);
  const [phone] = await Promise.all([context.waitForEvent('page'), page.getByRole('link', { name: /open preview/i }).click()]);
  await phone.setViewportSize({ width: 390, height: 844 });
  await expect(phone).toHaveURL(/\/menu\/[^?]+\?.*lang=es/, { timeout: 20_000 });
  await expect(phone.getByText('Modo de vista previa: los pagos están desactivados para pruebas')).toBeVisible();
  await expect(phone.getByText('Tortilla española')).toBeVisible();
  await expect(phone.getByText('Gazpacho')).toBeVisible();
  const logo = phone.locator('img.menu-header__logo');
  await expect(logo).toBeVisible();
  expect(await logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(64);
  const colours = await phone.evaluate(() => {
    const styled = document.querySelector<HTMLElement>('[style*="--color-primary"]');
    const read = (name: string) => styled?.style.getPropertyValue(name).trim().toLowerCase();
    return styled ? { primary: read('--color-primary'), bg: read('--color-bg') } : null;
  });
  expect(colours).toEqual({ primary: '#1a237e', bg: '#fff8e1' });
  expect(await phone.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await phone.close();

  // Done: completion is set once; afterwards the onboarding pages go to the dashboard.
  await page.goto('/owner/onboarding/done');
  await expect(page.getByText('Setup completed successfully!')).toBeVisible();
  await page.getByRole('link', { name: 'Go to Dashboard' }).click();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  for (const path of ['/owner/onboarding', '/owner/onboarding/branding', '/owner/onboarding/menu-quick']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/owner\/dashboard$/);
  }
});

/**
 * The owner area's first load: what a signed-in owner's browser downloads opening each owner page afresh
 * (a new tab: empty cache, the session already in storage). Signs the seeded demo owner in through the real /auth
 * page once, then measures each page in a fresh context carrying that session.
 */
import type { Browser } from '@playwright/test';
import { measureFirstLoad, type FirstLoad } from '../test/support/first-load';

export const OWNER_PAGES = [
  '/owner/dashboard',
  '/owner/onboarding',
  '/owner/settings',
  '/owner/settings/branding',
  '/owner/settings/language',
  '/owner/settings/customer-preview',
  '/owner/settings/payments',
  '/owner/settings/qr',
  '/owner/settings/business/staff',
];

export async function measureOwnerArea(browser: Browser, webUrl: string, owner: { email: string; password: string }): Promise<FirstLoad[]> {
  const signIn = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await signIn.newPage();
  await page.goto(`${webUrl}/auth`);
  await page.getByRole('tab', { name: /sign in/i }).click();
  await page.getByLabel('Email').fill(owner.email);
  await page.getByLabel('Password', { exact: true }).fill(owner.password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
  await page.waitForURL(/\/owner\//, { timeout: 30_000 });
  const session = await signIn.storageState();
  await signIn.close();

  const loads: FirstLoad[] = [];
  for (const path of OWNER_PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 }, storageState: session });
    const tab = await context.newPage();
    loads.push({ ...(await measureFirstLoad(tab, webUrl + path)), url: path });
    await context.close();
  }
  return loads;
}

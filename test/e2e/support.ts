import { mkdirSync, readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';

export const demo = {
  email: process.env.TABLETAP_DEMO_EMAIL ?? '',
  password: process.env.TABLETAP_DEMO_PASSWORD ?? '',
  restaurantId: process.env.TABLETAP_DEMO_RESTAURANT_ID ?? '',
};

export const ownerStorageState = path.join(import.meta.dirname, '../../test-results/.auth/demo-owner.json');

export function newEmail(prefix = 'e2e'): string {
  return `${prefix}-${randomUUID().slice(0, 8)}@test.tabletap.local`;
}

function findPoolFile(dir: string, poolId: string): string | null {
  for (const entry of readdirSync(dir)) {
    const full = path.join(dir, entry);
    if (statSync(full).isDirectory()) {
      const found = findPoolFile(full, poolId);
      if (found) return found;
    } else if (entry === `${poolId}.json`) return full;
  }
  return null;
}

/**
 * The e-mail verification code cognito-local generated for this address (it "sends" no mail; the code sits in its
 * data file, exactly where a real user would find it in their inbox).
 */
export function confirmationCodeFor(email: string): string {
  const dir = process.env.TABLETAP_COGNITO_DATA_DIR;
  const poolId = process.env.USER_POOL_ID;
  if (!dir || !poolId) throw new Error('Run the e2e tests with npm test (it starts the local stack)');
  const file = findPoolFile(dir, poolId);
  if (!file) throw new Error(`No cognito-local data file for ${poolId} under ${dir}`);
  const db = JSON.parse(readFileSync(file, 'utf8')) as { Users: Record<string, { Attributes: { Name: string; Value: string }[]; ConfirmationCode?: string }> };
  const user = Object.values(db.Users).find((u) => u.Attributes.some((a) => a.Name === 'email' && a.Value === email));
  if (!user?.ConfirmationCode) throw new Error(`No confirmation code for ${email}`);
  return user.ConfirmationCode;
}

/** Signs in through the /auth page, as a person would (the caller checks where it lands). */
/** Signs in through the real form; with `inviteToken`, arriving by the invitation link (`/auth?invite=...`). */
export async function signInThroughPage(
  page: Page,
  email: string,
  password: string,
  inviteToken?: string,
): Promise<void> {
  await page.goto(inviteToken ? `/auth?invite=${encodeURIComponent(inviteToken)}` : '/auth');
  await page.getByRole('tab', { name: /sign in/i }).click();
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: /^sign in$/i }).click();
}

/** Signs a new owner up through /auth and confirms the e-mail with cognito-local's code; the caller checks where it lands. */
export async function signUpThroughPage(page: Page, person: { fullName: string; email: string; password: string }): Promise<void> {
  await page.goto('/auth');
  await page.getByRole('tab', { name: /sign up/i }).click();
  await page.getByLabel('Full name').fill(person.fullName);
  await page.getByLabel('Email').fill(person.email);
  await page.getByLabel('Password', { exact: true }).fill(person.password);
  await page.getByRole('button', { name: /create account|sign up/i }).click();
  // The code exists once the sign-up went through: the page says so first.
  await expect(page.getByText('Account created! Please check your email to verify your account.')).toBeVisible();
  await page.getByLabel('Verification code').fill(confirmationCodeFor(person.email));
  await page.getByRole('button', { name: 'Verify email' }).click();
}

/** From a menu with something in the cart: the cart, Pay, the sandbox's hosted checkout, Pay; returns the order code. */
export async function payCartInSandbox(diner: Page): Promise<{ code: string; orderId: string }> {
  await diner.getByRole('link', { name: 'Continue to Checkout' }).click();
  await diner.getByRole('button', { name: /^Pay / }).click();
  await expect(diner).toHaveURL(/\/sandbox\/checkout\//);
  await diner.getByRole('button', { name: /^Pay / }).click();
  await expect(diner).toHaveURL(/\/order\/success\?oid=/);
  return { code: await diner.getByTestId('order-code').innerText(), orderId: new URL(diner.url()).searchParams.get('oid')! };
}

/**
 * On /owner/settings/payments of a new restaurant: the sandbox onboarding, step by step, until both flags read
 * Enabled (they flip through the signed account.updated webhook).
 */
export async function connectSandboxPayments(page: Page, business: { name: string; firstName: string; lastName: string }): Promise<void> {
  await expect(page.getByText(/Sandbox/).first()).toBeVisible({ timeout: 20_000 });
  await page.getByLabel('Business name').fill(business.name);
  await page.getByLabel('Business website').fill('https://restaurant.example');
  await page.getByLabel('First name').fill(business.firstName);
  await page.getByLabel('Last name').fill(business.lastName);
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Fill in the test numbers' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('checkbox', { name: /I accept/ }).check();
  await page.getByRole('button', { name: 'Finish onboarding' }).click();
  await expect(paymentStatusOf(page, 'Accept Payments')).toHaveText('Enabled', { timeout: 30_000 });
  await expect(paymentStatusOf(page, 'Receive Payouts')).toHaveText('Enabled');
}

/** The Enabled/Disabled word of one row of the Payment Settings status card. */
export function paymentStatusOf(page: Page, term: 'Accept Payments' | 'Receive Payouts') {
  return page.locator('.payments-status__row').filter({ has: page.getByText(term, { exact: true }) }).locator('dd');
}

/**
 * A screenshot for a person to look at (DEVELOPERS: every page touched, at phone and desktop sizes): written to
 * $TABLETAP_SHOTS_DIR/<name>.png when that is set, skipped otherwise (CI keeps only failures' screenshots).
 */
export async function lookAt(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  const dir = process.env.TABLETAP_SHOTS_DIR;
  if (!dir) return;
  mkdirSync(dir, { recursive: true });
  await target.screenshot({ path: path.join(dir, `${name}.png`), ...('goto' in target ? options : {}) });
}

/**
 * Opens a diner's menu page once it shows what the owner just did. menu-prerender renders the page again from the
 * table's stream shortly after each change (bench/prerender-delay.ts measures how long), and the diner app takes the
 * painted page over as it is, so a diner who arrived a moment before that render sees the page before it until they
 * reload. Reloads until every `ready` locator is visible: waits for the state, never for a time.
 */
export async function openRenderedPage(page: Page, url: string, ready: (page: Page) => Locator[]): Promise<void> {
  await page.goto(url);
  let attempts = 0;
  await expect(async () => {
    if (attempts++ > 0) await page.reload();
    for (const locator of ready(page)) await expect(locator).toBeVisible({ timeout: 5_000 });
  }).toPass({ timeout: 45_000, intervals: [500] });
}

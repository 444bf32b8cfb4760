import { readdirSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { randomUUID } from 'node:crypto';

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
  page: import('@playwright/test').Page,
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

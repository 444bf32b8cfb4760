import { test, expect } from '@playwright/test';
import { Staff } from '../../functions/lib/composition';
import { createUser } from '../support/users';
import { demo, signInThroughPage } from './support';

test('an invited waiter joins on first sign-in, sees the staff dashboard and is kept out of Settings', async ({ page }) => {
  const waiter = await createUser({ fullName: 'Walt Waiter' });
  const { inviteToken } = await Staff.invite({ restaurantId: demo.restaurantId, email: waiter.email, role: 'staff', createdBy: 'e2e' });

  await signInThroughPage(page, waiter.email, waiter.password, inviteToken);

  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByText('Staff Dashboard').first()).toBeVisible();
  await expect(page.getByText('Demo Bistro').first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'Settings' })).toHaveCount(0);

  await page.goto('/owner/settings/branding');
  await expect(page.getByText("You don't have access to Settings.")).toBeVisible();
  await expect(page).toHaveURL(/\/owner\/dashboard$/);

  // The waiter did not become the owner of a restaurant of their own.
  expect((await Staff.listByUser(waiter.userId)).map((s) => s.restaurantId)).toEqual([demo.restaurantId]);
});

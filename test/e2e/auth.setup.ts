import { test as setup, expect } from './fixtures';
import { demo, ownerStorageState, signInThroughPage } from './support';

/** Signs the seeded demo owner in once and saves the session for the tests that need an owner. */
setup('demo owner signs in with the printed login', async ({ page }) => {
  expect(demo.email, 'the local stack must seed a demo owner').not.toBe('');
  await signInThroughPage(page, demo.email, demo.password);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await expect(page.getByText('Demo Bistro').first()).toBeVisible();
  await page.context().storageState({ path: ownerStorageState });
});

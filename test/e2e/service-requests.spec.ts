import { expect, test } from './fixtures';
import type { Restaurant } from '../../shared/api';
import { ServiceRequests } from '../../functions/lib/composition';
import { api } from '../support/api';
import { createUser } from '../support/users';
import { signInThroughPage } from './support';

/**
 * Issue 7: the Service Requests tab lists every open request, however many have piled up (more than the server
 * sends in one answer), and the resolved history a page at a time with 'Load more'. A restaurant of its own, so the
 * demo restaurant's list (and its cap on open requests) is left alone.
 */
test('every open request is listed, however many; resolved ones page with Load more', async ({ page }) => {
  test.setTimeout(120_000);
  const owner = await createUser({ fullName: 'Paula Pile' });
  const ensured = await api<{ restaurant: Restaurant }>('POST', '/api/v1/restaurants', { token: owner.idToken, body: {} });
  const rid = ensured.body.restaurant.id;

  const make = (count: number, first: number) =>
    Promise.all(Array.from({ length: count }, (_, i) => ServiceRequests.create({ restaurantId: rid, tableNumber: `${first + i}`, message: null })));
  // The oldest first, so it is the one a capped list would leave out.
  const oldestOpen = (await make(1, 1))[0]!;
  for (let batch = 0; batch < 4; batch++) await make(30, 2 + batch * 30); // 121 open in all
  const resolved = [];
  for (let batch = 0; batch < 2; batch++) resolved.push(...(await make(30, 500 + batch * 30)));
  for (const request of resolved) await ServiceRequests.setStatus(request.id, 'open', 'resolved');

  await signInThroughPage(page, owner.email, owner.password);
  await expect(page).toHaveURL(/\/owner\/dashboard$/);
  await page.goto('/dashboard/staff?tab=service-requests');
  const cards = page.getByRole('tabpanel').getByTestId('service-request');

  await expect(page.getByRole('tab', { name: 'Open 121 requests' })).toBeVisible();
  await expect(cards).toHaveCount(121);
  await expect(page.locator(`[data-testid="service-request"][data-request-id="${oldestOpen.id}"]`)).toContainText('Table 1');

  await page.getByRole('tab', { name: /^Resolved/ }).click();
  await expect(page.getByRole('tab', { name: 'Resolved 50+ requests' })).toBeVisible();
  await expect(cards).toHaveCount(50);
  await page.getByRole('button', { name: 'Load more' }).click();
  await expect(cards).toHaveCount(60);
  await expect(page.getByRole('tab', { name: 'Resolved 60 requests' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Load more' })).toBeHidden();
});

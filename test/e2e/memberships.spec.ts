/**
 * Staff who already have an account (issue 25 item 2): a person who owns a restaurant of their own accepts an
 * invitation, works the inviting restaurant's board (a paid order appears live), switches back to their own in the
 * header, and loses the switcher entry the moment the inviting owner removes them.
 * Screenshots of the switcher at 390x844 and 1280x800 go to $TABLETAP_SHOTS_DIR when it is set.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import type { MeResponse, PublicMenu } from '../../shared/api';
import { Staff } from '../../functions/lib/composition';
import { paidOrder } from '../integration/dashboard/support';
import { api } from '../support/api';
import { signIn } from '../support/users';
import { axeViolations, serious } from './axe';
import { demo, lookAt, newEmail, ownerStorageState, signUpThroughPage } from './support';

/** The page at phone and desktop size, for a person to look at (only when screenshots are asked for). */
async function shoot(page: Page, name: string) {
  if (!process.env.TABLETAP_SHOTS_DIR) return;
  for (const [width, height] of [
    [390, 844],
    [1280, 800],
  ] as const) {
    await page.setViewportSize({ width, height });
    await lookAt(page, `${name}-${width}`);
  }
}

/** Nothing of the page is wider than the screen (the header holds the switcher at 390 px). */
async function expectNoSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(await page.evaluate(() => window.innerWidth));
}

async function paidEspresso(table: string) {
  const menu = await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${demo.restaurantId}&lang=en`);
  const espresso = menu.body.items.find((i) => i.name === 'Espresso');
  if (!espresso) throw new Error('the demo menu has no Espresso');
  return paidOrder(demo.restaurantId, [{ itemId: espresso.id, qty: 1 }], table);
}

test('an owner of a restaurant accepts an invitation, works the inviting board, switches back, and loses the entry when removed', async ({ browser }) => {
  test.setTimeout(180_000);
  const person = { fullName: 'Paula Twoplaces', email: newEmail('twoplaces'), password: 'pass-word-1' };
  const own = 'Paula Twoplaces Restaurant';
  const member = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
  const owner = await (await browser.newContext({ storageState: ownerStorageState })).newPage();
  const switcher = member.getByRole('button', { name: /Switch restaurant/ });

  await test.step('They signed up on their own first: a restaurant of their own, and no switcher', async () => {
    await signUpThroughPage(member, person);
    await expect(member).toHaveURL(/\/owner\/onboarding/);
    await member.goto('/owner/dashboard');
    await expect(member.getByRole('heading', { name: own })).toBeVisible();
    await expect(switcher).toHaveCount(0);
  });

  await test.step('The invitation link takes them to the inviting restaurant, with no second restaurant of their own', async () => {
    const { inviteToken } = await Staff.invite({ restaurantId: demo.restaurantId, email: person.email, role: 'staff', createdBy: 'e2e' });
    await member.goto(`/auth?invite=${inviteToken}`);
    await expect(member.getByText('Invitation accepted. Welcome to the team!')).toBeVisible();
    await expect(member).toHaveURL(/\/dashboard\/staff$/);
    await expect(member.getByRole('heading', { name: 'Demo Bistro' })).toBeVisible();
    await expect(switcher).toContainText('Demo Bistro');
    await expect(switcher).toContainText('Staff');
    await expectNoSidewaysScroll(member);
    const me = await api<MeResponse>('GET', '/api/v1/me', { token: await signIn(person.email, person.password) });
    expect(me.body.memberships.map((m) => [m.restaurantName, m.role])).toEqual([
      [own, 'owner'],
      ['Demo Bistro', 'staff'],
    ]);
  });

  await test.step("They work the inviting restaurant's board: its paid order appears live", async () => {
    await expect(member.getByTestId('live-status')).toHaveText('Live');
    const order = await paidEspresso('21');
    await expect(member.getByRole('article', { name: `Order ${order.orderCode}` })).toBeVisible();
  });

  await test.step('The switcher lists both, with their roles, by keyboard; it is accessible at 390 and 1280 px', async () => {
    await switcher.focus();
    await member.keyboard.press('ArrowDown');
    const menu = member.getByRole('menu', { name: 'Your restaurants' });
    await expect(menu.getByRole('menuitemradio', { name: 'Demo Bistro, Staff' })).toHaveAttribute('aria-checked', 'true');
    await expect(menu.getByRole('menuitemradio', { name: `${own}, Owner` })).toHaveAttribute('aria-checked', 'false');
    await expect(menu.getByRole('menuitemradio', { name: 'Demo Bistro, Staff' })).toBeFocused();
    await expectNoSidewaysScroll(member);
    expect(serious(await axeViolations(member))).toEqual([]);
    await shoot(member, 'switcher-open');
    await member.setViewportSize({ width: 390, height: 844 });
    await member.keyboard.press('Escape');
    await expect(menu).toHaveCount(0);
    await expect(switcher).toBeFocused();
    await shoot(member, 'switcher-closed');
    await member.setViewportSize({ width: 390, height: 844 });
  });

  await test.step("They switch back to their own restaurant: the owner's dashboard of it", async () => {
    await switcher.click();
    await member.getByRole('menuitemradio', { name: `${own}, Owner` }).click();
    await expect(member).toHaveURL(/\/owner\/dashboard$/);
    await expect(member.getByRole('heading', { name: own })).toBeVisible();
    await expect(switcher).toContainText(own);
    await expectNoSidewaysScroll(member);
    await shoot(member, 'own-active');
    await member.setViewportSize({ width: 390, height: 844 });
    // Remembered: a reload stays on their choice.
    await member.reload();
    await expect(member.getByRole('heading', { name: own })).toBeVisible();
    await expect(switcher).toContainText(own);
  });

  await test.step('The owner of Demo Bistro removes them: the switcher entry goes at once, and they are told', async () => {
    await owner.goto('/owner/settings/business/staff');
    const row = owner.getByRole('listitem').filter({ hasText: person.email });
    await row.getByRole('button', { name: `Remove ${person.email}` }).click();
    await row.getByRole('button', { name: `Confirm remove ${person.email}` }).click();
    await expect(owner.getByText('Staff member removed')).toBeVisible();

    await expect(member.getByRole('alert').filter({ hasText: 'You no longer have access to Demo Bistro.' })).toBeVisible();
    await expect(switcher).toHaveCount(0);
    await expect(member.getByRole('heading', { name: own })).toBeVisible();
    await expect(member.getByText('Owner Dashboard')).toBeVisible();
    await shoot(member, 'removed');
  });
});

test('an invitee who made a restaurant by mistake leaves and deletes it, and works on at the inviting one', async ({ page }) => {
  test.setTimeout(120_000);
  const person = { fullName: 'Mo Mistake', email: newEmail('mistake'), password: 'pass-word-1' };
  const own = 'Mo Mistake Restaurant';
  await page.setViewportSize({ width: 390, height: 844 });
  await signUpThroughPage(page, person);
  await expect(page).toHaveURL(/\/owner\/onboarding/);
  const { inviteToken } = await Staff.invite({ restaurantId: demo.restaurantId, email: person.email, role: 'manager', createdBy: 'e2e' });
  await page.goto(`/auth?invite=${inviteToken}`);
  await expect(page.getByRole('heading', { name: 'Demo Bistro' })).toBeVisible();

  const switcher = page.getByRole('button', { name: /Switch restaurant/ });
  await switcher.click();
  await page.getByRole('menuitemradio', { name: `${own}, Owner` }).click();
  await expect(page.getByRole('heading', { name: own })).toBeVisible();

  await page.getByRole('button', { name: /^Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Leave and delete this empty restaurant' }).click();
  const dialog = page.getByRole('dialog', { name: `Delete ${own}?` });
  await expect(dialog).toContainText('You will go on at Demo Bistro.');
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(serious(await axeViolations(page))).toEqual([]);
  await shoot(page, 'leave-dialog');
  await page.setViewportSize({ width: 390, height: 844 });
  await dialog.getByRole('button', { name: 'Delete restaurant' }).click();

  await expect(page).toHaveURL(/\/dashboard\/staff$/);
  await expect(page.getByRole('heading', { name: 'Demo Bistro' })).toBeVisible();
  await expect(switcher).toHaveCount(0);
  const me = await api<MeResponse>('GET', '/api/v1/me', { token: await signIn(person.email, person.password) });
  expect(me.body.memberships.map((m) => [m.restaurantName, m.role])).toEqual([['Demo Bistro', 'manager']]);
});

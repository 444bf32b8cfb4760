import { randomUUID } from 'node:crypto';
import { expect, test } from './fixtures';
import type { PublicMenu } from '../../shared/api';
import type { MenuHours } from '../../shared/menu-hours';
import { Menu } from '../../functions/lib/composition';
import { createPayment } from '../integration/payments/support';
import { api } from '../support/api';
import { axeViolations, serious } from './axe';
import { demo, lookAt, openRenderedPage, ownerStorageState } from './support';

/**
 * Issue 30 item 3, menu hours: on the demo restaurant, a Brunch category whose pancakes are outside their hours (shown
 * as unavailable, with when they are back, and nothing to add them with), whose waffles are outside theirs and hidden
 * (absent), and whose toast has no hours (orderable); a Night Bites category outside its hours and hidden has no tab.
 * Windows are set relative to the real now on the restaurant's clock. The server refuses the pancakes at checkout.
 * The owner sees the hours in the item editor and the category's Hours dialog. Screenshots in /tmp/shots/menu-hours
 * at 390x844 and 1280x800; axe on the diner's menu, the editor and the dialog.
 */
const rid = demo.restaurantId;
const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1280, height: 800 };
const EVERY_DAY = [0, 1, 2, 3, 4, 5, 6];
const tag = randomUUID().slice(0, 4);
const BRUNCH = `Brunch ${tag}`;
const NIGHT = `Night Bites ${tag}`;
const created: string[] = [];
let timeZone = 'America/New_York';

const wall = (instant: number) => {
  const parts = new Intl.DateTimeFormat('en-GB', { timeZone, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
  return `${parts.find((p) => p.type === 'hour')!.value}:${parts.find((p) => p.type === 'minute')!.value}`;
};
/** When the windows open, two hours after the suite starts: one instant, so the page's "Available from" can be checked against it. */
const opensAt = Date.now() + 120 * 60_000;
/** From two to three hours on, every day: closed now. */
const closedNow = (outside: MenuHours['outside']): MenuHours => ({
  windows: [{ days: EVERY_DAY, from: wall(opensAt), to: wall(opensAt + 60 * 60_000) }],
  outside,
});

test.beforeAll(async () => {
  expect(rid, 'the local stack must seed the demo restaurant').not.toBe('');
  timeZone = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body.restaurant.timeZone;
  // First, so its dishes are on the page as it opens (the render with them is the one to wait for).
  const brunch = await Menu.createCategory(rid, { name: BRUNCH, position: -1 });
  const night = await Menu.createCategory(rid, { name: NIGHT, position: 91 });
  created.push(brunch.id, night.id);
  await Menu.updateCategory(rid, night.id, { hours: closedNow('hidden') });
  const item = (categoryId: string, name: string, position: number, hours: MenuHours | null) =>
    Menu.createItem(rid, { categoryId, name, priceCents: 900, position, visible: true, hours });
  await item(brunch.id, 'Morning Pancakes', 0, closedNow('unavailable'));
  await item(brunch.id, 'Secret Waffles', 1, closedNow('hidden'));
  await item(brunch.id, 'Anytime Toast', 2, null);
  await item(night.id, 'Midnight Fries', 0, null);
});

test.afterAll(async () => {
  for (const categoryId of created) await Menu.deleteCategory(rid, categoryId);
});

test('outside its hours a dish is shown as unavailable (or hidden) on the menu, cannot be added, and checkout refuses it', async ({ browser }) => {
  for (const viewport of [PHONE, DESKTOP]) {
    const context = await browser.newContext({ viewport, ...(viewport === PHONE ? { hasTouch: true, isMobile: true } : {}) });
    const diner = await context.newPage();
    await openRenderedPage(diner, `/menu/${rid}?table=5&lang=en`, (page) => [page.getByRole('button', { name: 'Add Anytime Toast to cart' })]);
    await diner.getByRole('tab', { name: BRUNCH }).click();
    const panel = diner.getByRole('tabpanel');
    const pancakes = panel.getByRole('article', { name: 'Morning Pancakes' });
    await expect(pancakes).toBeVisible();
    // "Available from" the window's start, on the restaurant's clock, the diner's way (a weekday when not today).
    const startTime = new Intl.DateTimeFormat('en', { timeZone, hour: 'numeric', minute: '2-digit' }).format(opensAt);
    await expect(pancakes.getByText(/^Available from /)).toContainText(startTime);
    await expect(pancakes.getByRole('button')).toHaveCount(0);
    await expect(panel.getByRole('article', { name: 'Secret Waffles' })).toHaveCount(0);
    await expect(panel.getByRole('button', { name: 'Add Anytime Toast to cart' })).toBeVisible();
    // A category hidden outside its hours has no tab.
    await expect(diner.getByRole('tab', { name: NIGHT })).toHaveCount(0);
    expect(serious(await axeViolations(diner))).toEqual([]);
    await lookAt(diner, `diner-menu-${viewport.width}x${viewport.height}`);
    await context.close();
  }

  // The server's clock decides: the pancakes are refused by name, the toast is taken.
  const menu = (await api<PublicMenu>('GET', `/functions/v1/menu-public?restaurant_id=${rid}&lang=en`)).body;
  const idOf = (name: string) => menu.items.find((i) => i.name === name)!.id;
  const cart = (itemId: string) => ({ restaurantId: rid, attemptId: randomUUID(), tip: { kind: 'none' }, items: [{ itemId, qty: 1 }] });
  const refused = await createPayment(cart(idOf('Morning Pancakes')));
  expect(refused.status).toBe(409);
  expect(refused.body.error?.message).toContain("'Morning Pancakes' is not available at this time");
  expect((await createPayment(cart(idOf('Anytime Toast')))).status).toBe(200);
});

test("the owner's Available section in the item editor and the category's hours", async ({ browser }) => {
  for (const viewport of [DESKTOP, PHONE]) {
    const context = await browser.newContext({ storageState: ownerStorageState, viewport });
    const page = await context.newPage();
    await page.goto('/owner/settings/menu-builder');
    const pancakes = page.getByRole('article', { name: 'Morning Pancakes', exact: true });
    await pancakes.getByRole('button', { name: 'Edit Morning Pancakes' }).click();
    const editor = page.getByRole('dialog', { name: 'Edit Morning Pancakes' });
    await expect(editor).toBeVisible();
    const available = editor.getByRole('group', { name: 'Available' });
    await expect(available.getByRole('radio', { name: 'At set times' })).toBeChecked();
    await expect(available.getByRole('checkbox', { name: 'Monday' })).toBeChecked();
    await expect(available.getByRole('radio', { name: /Show as unavailable/ })).toBeChecked();
    await available.scrollIntoViewIfNeeded();
    expect(serious(await axeViolations(page))).toEqual([]);
    await lookAt(page, `owner-item-hours-${viewport.width}x${viewport.height}`);
    // Keyboard: a day unticked with Space, then all days off is refused in words before anything is sent.
    if (viewport === DESKTOP) {
      for (const day of ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday']) {
        await available.getByRole('checkbox', { name: day }).focus();
        await page.keyboard.press('Space');
      }
      await editor.getByRole('button', { name: 'Save Changes' }).click();
      await expect(available.getByRole('alert')).toHaveText('choose at least one day');
      await editor.getByRole('button', { name: 'Close editor' }).click();
      await page.getByRole('button', { name: 'Discard changes' }).click();
    } else {
      await editor.getByRole('button', { name: 'Close editor' }).click();
    }

    await page.getByRole('button', { name: `Hours of ${BRUNCH} (always available)` }).click();
    const dialog = page.getByRole('dialog', { name: `Hours of ${BRUNCH}` });
    await dialog.getByRole('radio', { name: 'At set times' }).check();
    await expect(dialog.getByRole('checkbox', { name: 'Friday' })).toBeChecked();
    expect(serious(await axeViolations(page))).toEqual([]);
    await lookAt(page, `owner-category-hours-${viewport.width}x${viewport.height}`);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await context.close();
  }
});

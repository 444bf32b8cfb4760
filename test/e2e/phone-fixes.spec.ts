import { readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { demo, ownerStorageState } from './support';

/**
 * Issue 8 item 7, phone fixes seen in a real browser (390 x 844): 'Need assistance?' stays pressable with a full cart,
 * 'Added ... to cart' toasts come one at a time, politely, off the header; the dish headings do not skip a level; the
 * staff dashboard's tabs are all reachable and its Menu tab is no wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' });

const rid = demo.restaurantId;
const axeSource = readFileSync(path.join(import.meta.dirname, '../../node_modules/axe-core/axe.min.js'), 'utf8');

interface AxeViolation {
  id: string;
  impact: string | null;
  nodes: { target: string[] }[];
}

/** axe-core in the page (evaluated, not a script tag: the site's CSP allows no inline script). */
async function axeViolations(page: Page, rules?: string[]): Promise<AxeViolation[]> {
  await page.evaluate(axeSource);
  return page.evaluate(async (only) => {
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<{ violations: AxeViolation[] }> } }).axe;
    const result = await axe.run(document, only ? { runOnly: { type: 'rule', values: only } } : { resultTypes: ['violations'] });
    return result.violations.map(({ id, impact, nodes }) => ({ id, impact: impact ?? null, nodes: nodes.map((n) => ({ target: n.target })) }));
  }, rules ?? null);
}

const serious = (violations: AxeViolation[]) => violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');

/** What a finger at the centre of the element would press: the element itself, or something on top of it. */
async function pressable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

function overlaps(a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) {
  return a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
}

test.describe('the diner menu on a phone', () => {
  test('with items in the cart, Need assistance? can be pressed and toasts come one at a time, off the header', async ({ page }) => {
    await page.goto(`/menu/${rid}?lang=en&table=5`);
    await page.getByRole('tab', { name: 'Starters' }).click();
    await page.getByRole('button', { name: 'Add Tomato Bruschetta to cart' }).click();
    await page.getByRole('button', { name: 'Add Crispy Calamari to cart' }).click();
    await page.getByRole('button', { name: 'Add one Crispy Calamari' }).click();
    await expect(page.getByRole('link', { name: 'Continue to Checkout' })).toBeVisible();

    // One toast, the latest; the earlier one was replaced, not stacked.
    const toasts = page.getByRole('region', { name: 'Notifications' }).getByRole('listitem');
    await expect(toasts).toHaveCount(1);
    await expect(toasts).toHaveText(/Added Crispy Calamari to cart/);
    await expect(page.getByText('Added Tomato Bruschetta to cart')).toBeHidden();
    // Announced politely by the live region it is added to.
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('list')).toHaveAttribute('aria-live', 'polite');
    // Clear of the header (restaurant name, table, language) and of the assistance button and the cart bar.
    const toastBox = (await toasts.first().boundingBox())!;
    const headerBox = (await page.locator('header.menu-header').boundingBox())!;
    const assist = page.getByRole('button', { name: 'Need assistance?' });
    expect(overlaps(toastBox, headerBox)).toBe(false);
    expect(overlaps(toastBox, (await assist.boundingBox())!)).toBe(false);
    expect(overlaps(toastBox, (await page.getByRole('complementary', { name: 'Your Order' }).boundingBox())!)).toBe(false);

    // The cart bar does not cover the assistance button: its centre is the button, and pressing it opens the dialog.
    await expect(assist).toBeVisible();
    expect(await pressable(assist)).toBe(true);
    const assistBox = (await assist.boundingBox())!;
    const cartBox = (await page.getByRole('complementary', { name: 'Your Order' }).boundingBox())!;
    expect(assistBox.y + assistBox.height).toBeLessThanOrEqual(cartBox.y);
    await assist.tap();
    await expect(page.getByRole('dialog', { name: 'Call waiter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();
  });

  test('the dish headings follow the restaurant name without skipping a level (axe heading-order), nothing serious', async ({ page }) => {
    await page.goto(`/menu/${rid}?lang=en&table=5`);
    await expect(page.getByRole('heading', { level: 1, name: 'Demo Bistro' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 2, name: 'Tomato Bruschetta' })).toBeVisible();
    expect(await axeViolations(page, ['heading-order'])).toEqual([]);
    await page.getByRole('button', { name: 'Add Tomato Bruschetta to cart' }).click();
    expect(await axeViolations(page, ['heading-order'])).toEqual([]);
    expect(serious(await axeViolations(page))).toEqual([]);
  });
});

test.describe('the staff dashboard on a phone', () => {
  test.use({ storageState: ownerStorageState });

  test('every tab is on screen and can be pressed; the Menu tab is no wider than the screen', async ({ page }) => {
    await page.goto('/dashboard/staff');
    const tabs = page.getByRole('tablist', { name: 'Dashboard sections' }).getByRole('tab');
    await expect(tabs).toHaveCount(7);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x, await tab.innerText()).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390);
      expect(await pressable(tab), await tab.innerText()).toBe(true);
    }
    await page.getByRole('tab', { name: 'Service Requests' }).tap();
    await expect(page.getByRole('tab', { name: 'Service Requests' })).toHaveAttribute('aria-selected', 'true');
    // Its own status tabs (Open, Acknowledged, Resolved) are all on screen too.
    const statusTabs = page.getByRole('tablist', { name: 'Service request status' }).getByRole('tab');
    await expect(statusTabs).toHaveCount(3);
    for (const tab of await statusTabs.all()) {
      const box = (await tab.boundingBox())!;
      expect(box.x + box.width, await tab.innerText()).toBeLessThanOrEqual(390);
    }

    await page.getByRole('tab', { name: 'Menu' }).tap();
    await expect(page.getByRole('switch', { name: 'Visible: Tiramisu' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    // Every column's control is on screen, the category told under each name.
    const visible = page.getByRole('switch', { name: 'Visible: Tiramisu' });
    await visible.scrollIntoViewIfNeeded();
    const box = (await visible.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(390);
    expect(await pressable(visible)).toBe(true);
    await expect(page.getByRole('rowheader', { name: /Tiramisu/ })).toContainText('Drinks & Desserts');
    expect(serious(await axeViolations(page))).toEqual([]);
  });
});

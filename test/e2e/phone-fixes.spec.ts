import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { axeViolations, serious } from './axe';
import { demo, lookAt, ownerStorageState } from './support';

/**
 * Issue 8 item 7 and issue 25 item 6, phone fixes seen in a real browser (390 x 844): with a full cart nothing covers
 * a control (one compact cart bar, 'Need assistance?' in the page, 'Added ... to cart' said politely in the bar, not
 * in a toast over the dishes); the dish headings do not skip a level; the staff dashboard's tabs are all reachable and
 * its Menu tab is no wider than the screen.
 */
test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2, locale: 'en-US' });

const rid = demo.restaurantId;
/** What a finger at the centre of the element would press: the element itself, or something on top of it. */
async function pressable(locator: Locator): Promise<boolean> {
  return locator.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return hit !== null && element.contains(hit);
  });
}

/**
 * The controls of the menu page (not the cart bar's own) that something else covers: each is scrolled to the middle of
 * the screen (or as far as the page goes, for the last ones) and a finger at its centre must press it, not the cart
 * bar, a toast or a floating button. The page's end is padded by the bar, so its last dish scrolls clear of it.
 */
async function coveredControls(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const selector = 'main :is(button, a[href], input, select, textarea, summary):not(.cart-panel *)';
    const controls = [...document.querySelectorAll<HTMLElement>(selector)].filter((el) => el.getClientRects().length > 0);
    const covered: string[] = [];
    for (const element of controls) {
      element.scrollIntoView({ block: 'center', behavior: 'instant' });
      const box = element.getBoundingClientRect();
      const hit = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
      const pressed = hit !== null && (element.contains(hit) || (hit instanceof HTMLLabelElement && hit.control === element));
      if (!pressed) covered.push(`${element.getAttribute('aria-label') ?? element.textContent?.trim()} under ${hit?.className || hit?.tagName}`);
    }
    return covered;
  });
}


test.describe('the diner menu on a phone', () => {
  test('with a full cart nothing covers a control: one compact bar, assistance in the page, "Added" said in the bar', async ({ page }) => {
    await page.goto(`/menu/${rid}?lang=en&table=5`);
    await page.getByRole('tab', { name: 'Starters' }).click();
    await page.getByRole('button', { name: 'Add Tomato Bruschetta to cart' }).click();
    await page.getByRole('button', { name: 'Add Crispy Calamari to cart' }).click();
    await page.getByRole('button', { name: 'Add one Crispy Calamari' }).click();
    await page.getByRole('tab', { name: 'Mains' }).click();
    await page.getByRole('button', { name: 'Add Bistro Burger to cart' }).click();
    await page.getByRole('button', { name: 'Add Wild Mushroom Risotto to cart' }).click();
    await page.getByRole('tab', { name: /Drinks/ }).click();
    await page.getByRole('button', { name: 'Add Homemade Lemonade to cart' }).click();
    await page.getByRole('button', { name: 'Add Espresso to cart' }).click();
    const bar = page.getByRole('complementary', { name: 'Your Order' });
    await expect(bar.getByRole('link', { name: 'Continue to Checkout' })).toBeVisible();
    await expect(bar.getByRole('button', { name: /Show order \(Items: 7\)/ })).toBeVisible();

    // 'Added ...' is shown in the bar and said politely, the latest only; no toast over the dishes.
    await expect(bar.getByText('Added Espresso to cart')).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: 'Added Espresso to cart' })).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Notifications' }).getByRole('listitem')).toHaveCount(0);
    // One compact bar: a tenth of the screen at most.
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(844 * 0.13);
    // It goes after a few seconds, and the bar is back to its one row.
    await expect(bar.getByText('Added Espresso to cart')).toBeHidden({ timeout: 6000 });
    expect((await bar.boundingBox())!.height).toBeLessThanOrEqual(844 * 0.1);

    // Every control of every category can be pressed where it is, the last dish's too.
    for (const tab of ['Starters', 'Mains', /Drinks/]) {
      await page.getByRole('tab', { name: tab }).click();
      expect(await coveredControls(page), String(tab)).toEqual([]);
    }
    const last = page.getByRole('button', { name: 'Add one Espresso' });
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    expect((await last.boundingBox())!.y + (await last.boundingBox())!.height).toBeLessThanOrEqual((await bar.boundingBox())!.y);
    await lookAt(page, 'menu-full-cart-390x844-bottom');
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, 'menu-full-cart-390x844-top');

    // 'Need assistance?' is in the page under the header: pressable, and it opens the dialog.
    const assist = page.getByRole('button', { name: 'Need assistance?' });
    expect(await pressable(assist)).toBe(true);
    expect(await assist.evaluate((el) => getComputedStyle(el).position)).toBe('static');
    await assist.tap();
    await expect(page.getByRole('dialog', { name: 'Call waiter' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('dialog')).toBeHidden();

    // The bar opens into the list and closes again.
    await bar.getByRole('button', { name: /Show order/ }).tap();
    await expect(bar.getByRole('group', { name: 'Quantity: Espresso' })).toBeVisible();
    await lookAt(page, 'menu-full-cart-390x844-open');
    await bar.getByRole('button', { name: /Hide order/ }).tap();
    expect(serious(await axeViolations(page))).toEqual([]);

    // The wide screen: the cart beside the menu, nothing over the dishes either.
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.getByRole('tab', { name: 'Starters' }).click();
    expect(await coveredControls(page)).toEqual([]);
    await page.evaluate(() => window.scrollTo(0, 0));
    await lookAt(page, 'menu-full-cart-1280x800');
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
    await expect(tabs).toHaveCount(8);
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

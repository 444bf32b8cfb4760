import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import * as composition from '../../functions/lib/composition';
import { menuRestaurant } from '../../bench/scale/menus';
import { axeViolations, serious } from './axe';
import { lookAt, payCartInSandbox } from './support';

/**
 * A menu of 1,000 dishes in 40 categories (issue 31 goal 5), seeded as bench/big-menus.ts measures it: its prerendered
 * page carries its first screen only (web/src/features/diner/prerender/first-screen.ts), the app brings the rest, and
 * the diner still finds and orders the very last dish, and one with options, and pays. Screenshots at 390x844 and 1280x800 in
 * $TABLETAP_SHOTS_DIR; axe with no serious or critical violations.
 */
const ITEMS = 1000;
const CATEGORIES = 40;
let rid = '';

interface Inlined {
  menu: { items: unknown[]; categories: unknown[] };
  firstScreen?: { items: number; categoryIds: string[] };
}

const inlined = (html: string): Inlined | null => {
  const json = /<script type="application\/json" id="tabletap-prerendered">([\s\S]*?)<\/script>/.exec(html)?.[1];
  return json ? (JSON.parse(json) as Inlined) : null;
};

test.beforeAll(async ({ request }) => {
  test.setTimeout(240_000);
  rid = (await menuRestaurant(composition, ITEMS, { categories: CATEGORIES, languages: ['en'] })).id;
  // menu-prerender renders the page again after the seeding's writes: until it has rendered the whole menu.
  await expect(async () => {
    const page = inlined(await (await request.get(`/menu/${rid}?lang=en`)).text());
    expect(page?.firstScreen?.items).toBe(ITEMS);
    expect(page?.menu.categories).toHaveLength(CATEGORIES);
  }).toPass({ timeout: 180_000, intervals: [1_000] });
});

test('the prerendered page of 1,000 dishes carries its first screen only, every tab, and says how many there are', async ({ request }) => {
  const html = await (await request.get(`/menu/${rid}?lang=en`)).text();
  const page = inlined(html)!;
  // The first category's first 8 dishes (prerender/first-screen.ts FIRST_SCREEN_ITEMS), of its 25.
  expect(page.menu.items).toHaveLength(8);
  expect(page.firstScreen!.categoryIds).toEqual([]);
  expect(page.menu.categories).toHaveLength(CATEGORIES);
  expect(html).toContain('Dish number 1 ');
  expect(html).not.toContain('Dish number 1000');
});

async function openBigMenu(page: Page) {
  await page.goto(`/menu/${rid}?table=5&lang=en`);
  await expect(page.getByRole('tab', { name: /^Category 1\b/ })).toHaveAttribute('aria-selected', 'true');
}

test('a diner finds the last of 1,000 dishes and one with options, orders them and pays', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBigMenu(page);
  // Forty categories fold to two rows of tabs, so the first dishes are on the phone's first screen.
  await expect(page.getByRole('tab')).toHaveCount(8);
  await expect(page.getByRole('article').first()).toBeInViewport();
  await lookAt(page, 'big-menu-390x844-top');
  // The last category: its dishes come with the whole menu, right after the page is up.
  await page.getByRole('button', { name: 'All categories (40)' }).click();
  await page.getByRole('tab', { name: /^Category 40\b/ }).click();
  await expect(page.getByRole('tab', { name: /^Category 40\b/ })).toHaveAttribute('aria-selected', 'true');
  const panel = page.getByRole('tabpanel');
  await expect(panel.getByRole('article')).toHaveCount(ITEMS / CATEGORIES);
  await panel.getByRole('button', { name: /^Add Dish number 1000\b.* to cart$/ }).click();
  await expect(page.getByRole('complementary').getByText(/Added Dish number 1000\b.* to cart/)).toBeVisible();

  // Dish 920 has a required size and optional extras.
  await panel.getByRole('button', { name: /^Choose options for Dish number 920\b/ }).click();
  const chooser = page.getByRole('dialog', { name: /Dish number 920\b/ });
  await chooser.getByRole('radio', { name: /Large/ }).check();
  await chooser.getByRole('button', { name: /^Add to cart/ }).click();
  await expect(chooser).toBeHidden();
  await expect(page.getByRole('button', { name: /Show order/ })).toContainText('2');
  expect(serious(await axeViolations(page))).toEqual([]);
  await lookAt(page, 'big-menu-390x844');

  const { code } = await payCartInSandbox(page);
  expect(code).toMatch(/\S/);
});

test('on a laptop too: a dish of the first screen is added, the rest of its category and another tab follow', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 800 });
  await openBigMenu(page);
  await page.getByRole('button', { name: /^Add Dish number 1 \(.*\) to cart$|^Add Dish number 1 to cart$/ }).click();
  await expect(page.getByRole('complementary', { name: 'Your Order' })).toContainText('Dish number 1');
  // The first category's other dishes come with the whole menu.
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(ITEMS / CATEGORIES);
  await page.getByRole('button', { name: 'All categories (40)' }).click();
  await expect(page.getByRole('tab')).toHaveCount(CATEGORIES);
  await lookAt(page, 'big-menu-1280x800-unfolded');
  await page.getByRole('tab', { name: /^Category 20\b/ }).click();
  await expect(page.getByRole('tab')).toHaveCount(8);
  await expect(page.getByRole('tabpanel').getByRole('article')).toHaveCount(ITEMS / CATEGORIES);
  expect(serious(await axeViolations(page))).toEqual([]);
  await lookAt(page, 'big-menu-1280x800');
});

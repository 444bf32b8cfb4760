import { test, expect } from './fixtures';
import { DINER_CSS_BUDGET_GZIP, DINER_JS_HELD_GZIP, dinerRoutes, measureFirstLoad } from '../support/first-load';
import { stripeConnectPlacement } from '../support/stripe-connect-chunks';
import { demo } from './support';

/**
 * DESIGN.md 10, checked deterministically in CI: what a diner's browser downloads for each diner route contains no
 * Amplify, Stripe Connect or owner/dashboard code and stays within the gzipped JS and CSS budgets; its JS is held to
 * 95 KB, what the routes load today plus a margin (first-load.ts DINER_JS_HELD_GZIP), under the 100 KB budget.
 */
for (const route of dinerRoutes(demo.restaurantId)) {
  test(`diner route ${route.name}: no Amplify, Stripe Connect or dashboard code; JS <= 95 KB (budget 100), CSS <= 20 KB gzipped`, async ({ page }) => {
    const load = await measureFirstLoad(page, route.path);
    console.log(`first load of ${route.name}: JS ${load.jsGzipBytes} B gzipped (${load.assets.filter((a) => a.kind === 'js').map((a) => `${a.file} ${a.gzipBytes}`).join(', ')})`);
    expect(load.assets.length, 'the page loaded no assets at all').toBeGreaterThan(0);
    expect(load.forbidden).toEqual({});
    expect(load.jsGzipBytes, load.assets.map((a) => `${a.file} ${a.gzipBytes}`).join(', ')).toBeLessThanOrEqual(DINER_JS_HELD_GZIP);
    expect(load.cssGzipBytes).toBeLessThanOrEqual(DINER_CSS_BUDGET_GZIP);
  });
}

test("the landing page (/) and its demo menu (/menu/demo): no Amplify, Stripe Connect or owner code in their first load", async ({ page }) => {
  for (const path of ['/', '/menu/demo']) {
    const load = await measureFirstLoad(page, path);
    expect(load.assets.length, `${path} loaded no assets at all`).toBeGreaterThan(0);
    expect(load.forbidden, path).toEqual({});
    console.log(`first load of ${path}: JS ${load.jsGzipBytes} B, CSS ${load.cssGzipBytes} B gzipped`);
  }
});

test('the check is not blind: the sign-in page does load Amplify', async ({ page }) => {
  const load = await measureFirstLoad(page, '/auth');
  expect(Object.keys(load.forbidden)).toContain('Amplify / Cognito');
});

test("Stripe Connect's code is only in the payments page's chunk, which loads it lazily", () => {
  const placement = stripeConnectPlacement();
  expect(placement.files.length, 'no built file contains Stripe Connect: is the marker still right?').toBeGreaterThan(0);
  for (const file of placement.files) {
    expect(placement.importers[file], file).toEqual({ static: [], dynamic: ['src/features/owner/payments/payments-page.tsx'] });
  }
});

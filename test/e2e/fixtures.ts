import { test as base, type BrowserContext } from '@playwright/test';

export { expect } from '@playwright/test';

/**
 * Playwright's `test`, plus one rule: a browser context a test opens itself (`browser.newContext()`: a second phone,
 * the staff's screen) is closed when the test ends, passed or failed. Left open, its pages (live dashboards, a
 * visit's phones) kept their connections and timers running through every later test of the run. A failed test's
 * screenshots are still taken: Playwright keeps a page's picture when its context closes.
 */
export const test = base.extend<{ closeOpenedContexts: void }>({
  closeOpenedContexts: [
    async ({ browser }, use) => {
      const before = new Set<BrowserContext>(browser.contexts());
      await use();
      await Promise.all(browser.contexts().filter((context) => !before.has(context)).map((context) => context.close()));
    },
    { auto: true },
  ],
});

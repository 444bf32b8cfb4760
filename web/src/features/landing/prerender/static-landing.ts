/**
 * The prerendered landing page without the app (issue 31 goal 4; main.tsx asks this first on landing.html). The page
 * is marketing copy and links: every link is a plain link that works before any script (the sign-in and sign-up ones
 * name their tab in the address, /auth?tab=signup), and the calculator is kept up to date by static-calculator.ts.
 * So React and the router are not run here at all: hydrating them was the page's only long task (Lighthouse mobile
 * TBT ~120 ms, performance 99). Their chunks are still preloaded once the page has painted (landing-html.ts), so the
 * next page (/auth) finds them in the cache.
 *
 * The app still takes the page over where only it can do the job: a Google sign-in coming back to `/` (handed to
 * /auth) and a toast left by the previous page (sign-out reloads `/` with one).
 */
import { EARLY_CLICKS_GLOBAL } from '@shared/deferred-scripts';
import { hasToastFromPreviousPage } from '@/components/toast/toast-after-reload';
import { isOAuthReturn } from '@/lib/auth/oauth-return';
import { runStaticCalculator } from './static-calculator';

/** True when the page now works on its own; false when main.tsx must start the app and hydrate it as before. */
export function startLandingWithoutApp(): boolean {
  if (isOAuthReturn(window.location.search) || hasToastFromPreviousPage()) return false;
  // The page's loader keeps taps on buttons until an app takes them (shared/deferred-scripts.ts): this page has none,
  // but whatever was kept is tapped again, and the loader stops keeping.
  const early = (window as unknown as Record<string, { stop(): HTMLElement[] } | undefined>)[EARLY_CLICKS_GLOBAL];
  for (const kept of early?.stop() ?? []) if (kept.isConnected) kept.click();
  runStaticCalculator(document);
  return true;
}

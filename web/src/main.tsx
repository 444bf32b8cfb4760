/**
 * Start-up. Two apps share this entry:
 * - the diner's pages (/start, /language, /menu, /cart, /order/*), a small app without react-router: React DOM
 *   alone is ~60 KB gzipped and react-router's data router another ~30, so a diner page could never meet its
 *   100 KB first-load budget (DESIGN.md 10) with the router on board;
 * - everything else (landing, sign-in, owner, staff), the react-router app in app/.
 * Both are loaded on demand, so neither downloads the other's code. The prerendered landing page (landing.html) runs
 * neither: its links are plain links and its calculator has a small script of its own (issue 31 goal 4).
 *
 * This entry is kept tiny and free of React on purpose: it starts the config, the page's data and the page's code
 * the moment it runs, while React DOM (render-app, preloaded by index.html) is still downloading. On a slow phone
 * network each round trip taken off the chain is worth ~150 ms of LCP.
 */
import './styles/index.css';
import type { ComponentType } from 'react';
import { showToastFromPreviousPage } from './components/toast/toast-after-reload';
import { applyPageIndexing } from './app/page-indexing';
import { loadRuntimeConfig } from './config/runtime-config';
import { matchDinerRoute } from './features/diner/boot/diner-routes';
import { startDinerApp } from './features/diner/boot/start-diner-app';
import { isHydrating } from './features/diner/boot/prerendered-page';
import { isPrerenderedLanding } from './features/landing/prerender/landing-html';

function startApp(): void {
  const rendererLoaded = import('./render-app');
  const configLoaded = loadRuntimeConfig();
  const dinerRoute = matchDinerRoute(window.location.pathname);
  applyPageIndexing(window.location.pathname);
  const appLoaded: Promise<ComponentType> = dinerRoute
    ? startDinerApp(dinerRoute, configLoaded)
    : import('./app/app').then((module) => module.mainApp());
  // The front door: its page is requested beside the app's router rather than after it (one round trip less before
  // the first paint on a slow phone network); the router's lazy route (or mainApp, for the prerendered page) then
  // finds it loaded.
  if (window.location.pathname === '/') void import('./features/landing/components/landing-page').catch(() => {});

  Promise.all([rendererLoaded, configLoaded, appLoaded]).then(
    ([renderer, , App]) => {
      showToastFromPreviousPage();
      // A prerendered menu page (boot/prerendered-page.ts) or landing page (app.tsx mainApp) is hydrated: its HTML is
      // already on screen.
      renderer.renderApp(App, { hydrate: isHydrating() || 'hydrates' in App });
    },
    async (error: unknown) => {
      console.error(error);
      (await rendererLoaded).renderStartupError();
    },
  );
}

// The prerendered landing page works without the app (features/landing/prerender/static-landing.ts): the app is
// started there only for what needs it, and the diner's pages start it at once.
if (isPrerenderedLanding()) {
  void import('./features/landing/prerender/static-landing').then(({ startLandingWithoutApp }) => {
    if (!startLandingWithoutApp()) startApp();
  }, startApp);
} else {
  startApp();
}

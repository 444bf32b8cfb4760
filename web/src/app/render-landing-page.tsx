/**
 * The landing page `/` rendered at build time (issue 31 goal 4; web/vite.config.ts prerenderLandingPage runs this in
 * Vite's SSR loader after the client build): the main app's own tree (its routes, RootLayout, LandingPage, the
 * Toaster beside them) as the browser hydrates it (app/app.tsx withLandingPage), so the hero paints from the HTML
 * before any script has run. Nothing in it depends on the visitor: the calculator renders its defaults in USD and
 * switches to a remembered currency once hydrated (savings-calculator.tsx).
 */
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import { routes } from './router';
import { Toaster } from '@/components/toast/toaster';

/** The app's HTML for `/`, what main.tsx hydrates. */
export async function renderLandingApp(origin = 'http://localhost'): Promise<string> {
  const handler = createStaticHandler(routes);
  // query() loads the matched routes' lazy modules (the landing page) and runs their loaders (none here).
  const context = await handler.query(new Request(`${origin}/`));
  if (context instanceof Response) throw new Error(`The landing route answered ${context.status} instead of a page`);
  const router = createStaticRouter(handler.dataRoutes, context);
  return renderToString(
    <StrictMode>
      {/* hydrate={false}: no inline hydration script (the page's CSP allows no inline script but the loader's). */}
      <StaticRouterProvider router={router} context={context} hydrate={false} />
      <Toaster pathname="/" />
    </StrictMode>,
  );
}

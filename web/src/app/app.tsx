import { useEffect, useState, useSyncExternalStore, type ComponentType } from 'react';
import { RouterProvider } from 'react-router/dom';
import { Toaster } from '@/components/toast/toaster';
import { replayEarlyClicks } from '@/features/diner/boot/prerendered-page';
import { isPrerenderedLanding } from '@/features/landing/prerender/landing-html';
import { isOAuthReturn } from '@/lib/auth/oauth-return';
import { createAppRouter } from './router';

export function App({ landingPage }: { landingPage?: ComponentType }) {
  // Created after the runtime config is loaded (main.tsx renders App only then), so loaders can read it.
  const [router] = useState(() => createAppRouter({ landingPage }));
  // The Toaster sits beside the router (toasts outlive a page's unmount), so it follows the path by subscription.
  const currentPath = () => router.state.location.pathname;
  const pathname = useSyncExternalStore(router.subscribe, currentPath, currentPath);
  return (
    <>
      <RouterProvider router={router} />
      <Toaster pathname={pathname} />
    </>
  );
}

/**
 * The app hydrating the prerendered landing page (issue 31 goal 4; main.tsx), where the page cannot run without it
 * (features/landing/prerender/static-landing.ts: a toast left by sign-out): the landing page's module is loaded before
 * the router exists, so `/` renders at once what the build rendered. Once hydrated, the buttons tapped while the
 * scripts were on their way (shared/deferred-scripts.ts) are tapped again, and the page's loader stops keeping taps.
 */
export function withLandingPage(landingPage: ComponentType): ComponentType {
  return function HydratedApp() {
    useEffect(() => replayEarlyClicks(), []);
    return <App landingPage={landingPage} />;
  };
}

/**
 * The app main.tsx renders. On the landing page the build prerendered (landing.html), it starts with that page loaded
 * and is marked `hydrates`, so main.tsx hydrates the HTML on screen; not when a Google sign-in comes back to `/`,
 * where the page hands over to /auth, rendered afresh. (Decided here, not in main.tsx: what the diner's first load
 * downloads stays as it was.)
 */
export async function mainApp(): Promise<ComponentType> {
  if (window.location.pathname !== '/' || !isPrerenderedLanding()) return App;
  const { LandingPage } = await import('@/features/landing/components/landing-page');
  const HydratedApp = withLandingPage(LandingPage);
  return isOAuthReturn(window.location.search) ? HydratedApp : Object.assign(HydratedApp, { hydrates: true });
}

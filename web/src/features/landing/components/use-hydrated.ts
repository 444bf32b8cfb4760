import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while the page renders on the server (the build's prerender, app/render-landing-page.tsx) and while the browser
 * hydrates that HTML, true from the render right after, and at once when the page is rendered in the browser alone.
 * What only the browser knows (a remembered currency) waits for it, so hydration finds what the build rendered.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}

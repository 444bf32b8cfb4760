/**
 * Navigation for the diner's pages: the History API and a subscription, which is all seven routes need (see
 * main.tsx for why not react-router here). A target outside the diner's pages is a full page load, so the main app
 * starts with its own router.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { matchDinerRoute } from '../boot/diner-routes';
import { isDinerPageReady, loadDinerPage } from '../boot/diner-page-chunks';
import { hydrationLocation } from '../boot/prerendered-page';

const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

let latestMove = 0;

/**
 * Runs `go` once the page of `pathname` can render (boot/diner-pages.ts): at once when its code is here. A move
 * overtaken by a later one (a second tap, Back) while its code was coming is dropped.
 */
function whenPageReady(pathname: string, go: () => void): void {
  const move = ++latestMove;
  const route = matchDinerRoute(pathname);
  if (!route || isDinerPageReady(route.page)) return go();
  const goIfLatest = () => {
    if (move === latestMove) go();
  };
  loadDinerPage(route.page).then(goIfLatest, goIfLatest); // on a failed load the page tries again as it renders
}

/** Back or Forward: the page shows when its code is here, as after a tap. */
const onPopState = () => whenPageReady(window.location.pathname, notify);

function subscribe(listener: () => void): () => void {
  if (listeners.size === 0) window.addEventListener('popstate', onPopState);
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) window.removeEventListener('popstate', onPopState);
  };
}

const currentHref = () => `${window.location.pathname}${window.location.search}`;
/** Rendering or hydrating a prerendered page: the address it was rendered for (boot/prerendered-page.ts). */
const serverHref = () => hydrationLocation() ?? currentHref();

export interface NavigateOptions {
  /** Replace the current history entry (a redirect: Back must not land on it again). */
  replace?: boolean;
}

export function navigate(to: string, { replace = false }: NavigateOptions = {}): void {
  const url = new URL(to, window.location.href);
  if (url.origin !== window.location.origin || !matchDinerRoute(url.pathname)) {
    if (replace) window.location.replace(url.href);
    else window.location.assign(url.href);
    return;
  }
  const target = `${url.pathname}${url.search}${url.hash}`;
  // The address changes when the page can show: the current page stays until its code is here.
  whenPageReady(url.pathname, () => {
    if (replace) window.history.replaceState(null, '', target);
    else window.history.pushState(null, '', target);
    if (!replace) window.scrollTo(0, 0);
    notify();
  });
}

export interface DinerLocation {
  pathname: string;
  /** The query string with its '?', or '' (kept as is when a page passes it on). */
  search: string;
  query: URLSearchParams;
}

export function useDinerLocation(): DinerLocation {
  const href = useSyncExternalStore(subscribe, currentHref, serverHref);
  return useMemo(() => {
    const url = new URL(href, 'http://diner.invalid');
    return { pathname: url.pathname, search: url.search, query: url.searchParams };
  }, [href]);
}

/**
 * Starts a diner page with everything it needs requested at once, before React renders: the diner app's chunk, the
 * page's own chunk (boot/diner-pages.ts), the dictionary of the diner's language and, once /config.json names the
 * API, the page's data (menu-public for /menu and /cart, or for the rest of a big menu's prerendered first screen). On a slow phone network each round trip saved is worth
 * ~150 ms of LCP.
 */
import type { ComponentType } from 'react';
import { isDemoRestaurant } from '@shared/demo';
import { getPublicMenu } from '../api/get-public-menu';
import { getRestaurantInfo } from '../api/get-restaurant-info';
import { loadDictionary } from '../i18n/dictionary-loaders';
import { uiLanguageInBrowser } from '../i18n/ui-language';
import { loadDinerPage } from './diner-pages';
import { restaurantIdOf, type DinerRoute } from './diner-routes';
import { menuLanguageRequest } from './menu-language-request';
import { wantedLanguage } from '../menu/load-menu';
import { beginHydration, prerenderedLanguage, readPrerenderedData, type PrerenderedData } from './prerendered-page';

/**
 * How long the menu's first render waits for its data, so it shows the menu at once rather than a spinner and then
 * the menu (two renders on a slow phone's CPU). A slower answer gets the spinner.
 */
const MENU_WAIT_MS = 1500;

/** Requests the page's data; resolves when the first render should wait no longer for it. */
function prefetchData(route: DinerRoute, query: URLSearchParams): Promise<unknown> {
  const ignore = () => {}; // the page asks again (the same cached promise) and shows any failure itself
  if (route.page === 'menu' || route.page === 'cart') {
    const menu = getPublicMenu(route.restaurantId, menuLanguageRequest(route.restaurantId, query)).catch(ignore);
    if (route.page === 'menu') return Promise.race([menu, new Promise((resolve) => setTimeout(resolve, MENU_WAIT_MS))]);
  } else if (route.page === 'language') {
    getRestaurantInfo(route.restaurantId).catch(ignore);
  } else if (route.page === 'start' && !route.slug && query.get('rid')) {
    getRestaurantInfo(query.get('rid')!).catch(ignore);
  }
  return Promise.resolve();
}

/**
 * The demo restaurant (/menu/demo, shared/demo.ts) is always a preview: payments disabled, 'Simulate Payment'. Said
 * in the address (history replaced), so every link of the journey carries it like an owner's preview link.
 */
function previewTheDemo(route: DinerRoute, query: URLSearchParams): void {
  if (!('restaurantId' in route) || !isDemoRestaurant(route.restaurantId) || query.get('preview') === '1') return;
  query.set('preview', '1');
  window.history.replaceState(window.history.state, '', `${window.location.pathname}?${query.toString()}${window.location.hash}`);
}

/**
 * What this page was prerendered with (boot/prerendered-page.ts), when it is this page of this restaurant, in the
 * language this diner gets: then the app hydrates the page rather than fetching its data. The edge picks the page by
 * ?lang, the cookie and the browser's first language, so a diner whose choice depends on more (a browser language the
 * restaurant does not offer, then another it does; the language they last read our pages in) gets the app rendered
 * afresh, in the right language.
 */
function prerenderedPageToHydrate(route: DinerRoute, query: URLSearchParams): PrerenderedData | null {
  if (route.page !== 'menu' && route.page !== 'language') return null;
  const data = readPrerenderedData();
  if (!data || data.page !== route.page || data.restaurantId !== route.restaurantId) return null;
  const wanted =
    data.page === 'menu' ? wantedLanguage(data.menu, route.restaurantId, query) : uiLanguageInBrowser(query, route.restaurantId);
  return wanted === prerenderedLanguage(data) ? data : null;
}

export async function startDinerApp(route: DinerRoute, configLoaded: Promise<unknown>): Promise<ComponentType> {
  const query = new URLSearchParams(window.location.search);
  previewTheDemo(route, query);
  const prerendered = prerenderedPageToHydrate(route, query);
  if (prerendered) beginHydration(prerendered);
  // A big menu's first screen (prerender/first-screen.ts): the whole menu is asked for now, while the app's code comes,
  // not once the page has hydrated; menu/whole-menu.ts then gets this same request (api/public-cache.ts).
  if (prerendered?.page === 'menu' && prerendered.firstScreen) {
    const { restaurantId, menu } = prerendered;
    configLoaded.then(() => getPublicMenu(restaurantId, menu.lang)).catch(() => {});
  }
  const uiLanguage = prerendered ? prerenderedLanguage(prerendered) : uiLanguageInBrowser(query, restaurantIdOf(route, query));
  const dataAwaited = prerendered ? Promise.resolve() : configLoaded.then(() => prefetchData(route, query), () => {});
  // The start page only finds the restaurant and moves on, to the menu in most cases: its code comes meanwhile.
  if (route.page === 'start') loadDinerPage('menu').catch(() => {});
  const [app, dictionary] = await Promise.all([
    import('../app/diner-shell'),
    loadDictionary(uiLanguage),
    dataAwaited,
    loadDinerPage(route.page),
  ]);
  app.activateLanguage(uiLanguage, dictionary);
  return app.DinerApp;
}

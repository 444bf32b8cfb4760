/**
 * The diner pages prerendered by functions/menu-prerender.ts (issue 13, DESIGN.md 10): a restaurant's menu in one
 * language, and its language chooser in one language, each with what it was rendered from inlined as JSON. The
 * diner app hydrates that HTML instead of fetching menu-public (or restaurant-public-info) and rendering from nothing.
 *
 * Hydration must render exactly what the server rendered, so while the page is being rendered (on the server) or
 * hydrated (in the browser) the stores answer with the page's own snapshot: the location it was rendered for
 * (prerenderedLocation: no table, no cart, no filter), an empty cart and no toasts. The diner's own values
 * (?table=, the cart in storage...) show in the render right after.
 */
import type { AllergenCode, DietaryFlag } from '@shared/allergens';
import type { PublicMenu, PublicRestaurant } from '@shared/api';
import type { LanguageCode } from '@shared/languages';
import { EARLY_CLICKS_GLOBAL } from '@shared/deferred-scripts';
import { isDemoRestaurant } from '@shared/demo';

/** The id of the inlined `<script type="application/json">` holding PrerenderedData. */
export const PRERENDERED_DATA_ID = 'tabletap-prerendered';

/**
 * A big menu's page carries its first screen only (prerender/first-screen.ts): the restaurant, every category, and
 * the items of the first categories (with what their choosers need); the app asks menu-public for the whole menu once
 * the page is up, so a 1,000-item menu paints as soon as a small one (issue 31 goal 5).
 */
export interface MenuFirstScreen {
  /** The categories whose every item is in the page's menu. */
  categoryIds: string[];
  /** The items of the whole menu. */
  items: number;
  /** The filters the whole menu offers (menu/menu-filter.ts filterChoices): the bar is the same before and after. */
  allergens: AllergenCode[];
  diets: DietaryFlag[];
}

export type PrerenderedData =
  | { page: 'menu'; restaurantId: string; menu: PublicMenu; firstScreen?: MenuFirstScreen }
  /** /language/{id}: its words in `lang` (the diner's interface language before a choice, ui-language.ts). */
  | { page: 'language'; restaurantId: string; lang: LanguageCode; restaurant: PublicRestaurant };

export type PrerenderedPage = PrerenderedData['page'];

/** The language the page's words are in. */
export function prerenderedLanguage(data: PrerenderedData): LanguageCode {
  return data.page === 'menu' ? data.menu.lang : data.lang;
}

/**
 * The address a restaurant's menu page is rendered for, whatever address the diner has: the same HTML serves every
 * table. The demo restaurant is always a preview (start-diner-app.ts), so its page is rendered as one.
 */
export function prerenderedLocation(page: PrerenderedPage, restaurantId: string): string {
  return `/${page}/${encodeURIComponent(restaurantId)}${isDemoRestaurant(restaurantId) ? '?preview=1' : ''}`;
}

let page: PrerenderedData | null = null;
let hydrating = false;
let hydratedAt = 0;

/**
 * How long after loading the page its data stands in for a menu-public answer (the page coming back to the menu
 * later, in the same tab): as long as start-up's own answers are reused (api/public-cache.ts).
 */
const FRESH_FOR_MS = 60_000;

/** From now until endHydration, the diner's pages render the prerendered page's snapshot. */
export function beginHydration(data: PrerenderedData): void {
  page = data;
  hydrating = true;
  hydratedAt = Date.now();
}

/** Hydration is over (DinerApp's first effect; the server's render returned): the diner's own values show. */
export function endHydration(): void {
  hydrating = false;
}

/**
 * The buttons the diner tapped before the app took the page over (kept by the page's script loader,
 * shared/deferred-scripts.ts), tapped again now that they work. Called once the app is on screen, hydrated or not:
 * a button of a page the app rendered afresh is no longer in the document and is skipped.
 */
export function replayEarlyClicks(): void {
  const early = (window as unknown as Record<string, { stop(): HTMLElement[] } | undefined>)[EARLY_CLICKS_GLOBAL];
  if (!early) return;
  for (const button of early.stop()) if (button.isConnected) button.click();
}

export function isHydrating(): boolean {
  return hydrating;
}

/** While hydrating, the location the page was rendered for; else null. */
export function hydrationLocation(): string | null {
  return hydrating && page ? prerenderedLocation(page.page, page.restaurantId) : null;
}

/**
 * The menu the page was rendered from, for that restaurant: while hydrating, and for a minute after (the menu page
 * checks its language); later the app asks menu-public again, so sold-out flags do not go stale in a long visit.
 */
export function prerenderedMenu(restaurantId: string): PublicMenu | null {
  if (page?.page !== 'menu' || page.restaurantId !== restaurantId) return null;
  return hydrating || Date.now() - hydratedAt < FRESH_FOR_MS ? page.menu : null;
}

/** When `menu` is a prerendered page's first screen (not the whole menu): what it holds; null for a whole menu. */
export function firstScreenOf(menu: PublicMenu): MenuFirstScreen | null {
  return page?.page === 'menu' && page.menu === menu ? (page.firstScreen ?? null) : null;
}

/** The restaurant the page was rendered with (the language chooser's data; a menu page has it too). */
export function prerenderedRestaurant(restaurantId: string): PublicRestaurant | null {
  if (!page || page.restaurantId !== restaurantId) return null;
  return page.page === 'menu' ? page.menu.restaurant : page.restaurant;
}

/** The inlined JSON of a prerendered page, as the browser got it; null on any other page (or unreadable data). */
export function readPrerenderedData(doc: Document = document): PrerenderedData | null {
  const text = doc.getElementById(PRERENDERED_DATA_ID)?.textContent;
  if (!text) return null;
  try {
    const data = JSON.parse(text) as PrerenderedData;
    if (typeof data.restaurantId !== 'string') return null;
    if (data.page === 'menu') return data.menu?.restaurant ? data : null;
    return data.page === 'language' && data.restaurant && typeof data.lang === 'string' ? data : null;
  } catch {
    return null;
  }
}

/**
 * The inlined JSON, safe inside a `<script>` element: `<` is escaped so no text in a menu (`</script>`, `<!--`) can
 * end the element early; U+2028/9 are escaped for older parsers. JSON.parse reads it back unchanged.
 */
export function serializePrerenderedData(data: PrerenderedData): string {
  return JSON.stringify(data).replace(/</g, '\\u003c').replace(/\u2028/g, '\\u2028').replace(/\u2029/g, '\\u2029');
}

/**
 * The menu in the diner's language: asked for in the language the diner's signals suggest (the request start-up
 * already made, so usually answered from the cache), asked again only when the restaurant's settings pick another
 * one (SPEC.md 9 priority, e.g. a browser language the restaurant does not auto-detect).
 */
import type { PublicMenu } from '@shared/api';
import { ApiError } from '@/lib/api-error';
import { getPublicMenu, receivedPublicMenu } from '../api/get-public-menu';
import { menuLanguageRequest } from '../boot/menu-language-request';
import { firstScreenOf, isHydrating, prerenderedMenu } from '../boot/prerendered-page';
import { readLanguageCookie } from '../language/language-cookie';
import { pickLanguage } from '../language/language-priority';

/** The language this diner gets of this restaurant's menu (SPEC.md 9), from the address, the cookie and the browser. */
export function wantedLanguage(menu: PublicMenu, restaurantId: string, query: URLSearchParams) {
  return pickLanguage(menu.restaurant, {
    urlLang: query.get('lang'),
    cookieLang: readLanguageCookie(restaurantId),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

export async function loadMenuInLanguage(restaurantId: string, query: URLSearchParams): Promise<PublicMenu> {
  const menu = await getPublicMenu(restaurantId, menuLanguageRequest(restaurantId, query));
  const wanted = wantedLanguage(menu, restaurantId, query);
  return wanted === menu.lang ? menu : getPublicMenu(restaurantId, wanted);
}

/** What loadMenuInLanguage would give, when that answer is already here (the usual case after start-up). */
export function receivedMenuInLanguage(restaurantId: string, query: URLSearchParams): PublicMenu | undefined {
  // The menu of a prerendered page: start-up checked it is in the diner's language before hydrating it.
  const prerendered = prerenderedMenu(restaurantId);
  if (prerendered && (isHydrating() || wantedLanguage(prerendered, restaurantId, query) === prerendered.lang)) {
    // A big menu's first screen: the whole menu instead once it is here (not while hydrating: the page's own data).
    const whole = !isHydrating() && firstScreenOf(prerendered) ? receivedPublicMenu(restaurantId, prerendered.lang) : undefined;
    return whole ?? prerendered;
  }
  const menu = receivedPublicMenu(restaurantId, menuLanguageRequest(restaurantId, query));
  if (!menu) return undefined;
  const wanted = wantedLanguage(menu, restaurantId, query);
  return wanted === menu.lang ? menu : receivedPublicMenu(restaurantId, wanted);
}

/** An unknown restaurant, or an id that cannot be one (the API refuses it as bad input). */
export function isRestaurantMissing(error: unknown): boolean {
  return error instanceof ApiError && (error.status === 404 || error.status === 400);
}

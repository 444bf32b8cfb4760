/**
 * The language to ask menu-public for before the restaurant's settings are known: the URL, the cookie, else the
 * browser's. The server answers in the default when that language is not enabled, and the page asks again only in
 * the rare case the full rules (language-priority.ts) pick another one.
 */
import type { LanguageCode } from '@shared/languages';
import { readLanguageCookie } from '../language/language-cookie';
import { firstBrowserLanguage, toLanguageCode } from '../language/language-priority';

export function menuLanguageRequest(restaurantId: string, query: URLSearchParams): LanguageCode | null {
  return (
    toLanguageCode(query.get('lang')) ??
    readLanguageCookie(restaurantId) ??
    firstBrowserLanguage(navigator.languages ?? [navigator.language])
  );
}

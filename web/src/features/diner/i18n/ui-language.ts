/**
 * The language the diner's pages speak before the restaurant's own settings are known (the spinner of /start, the
 * order pages that come back from checkout without ?lang): the URL, the restaurant's cookie, the language the diner
 * last read our pages in, the browser, then English. Once a page knows the restaurant, it switches to the language
 * chosen by the rules of SPEC.md 9 (language-priority.ts).
 */
import type { LanguageCode } from '@shared/languages';
import { readLocalValue, writeLocalValue } from '@/lib/browser-storage';
import { languageFromCookies } from '../language/language-cookie';
import { firstBrowserLanguage, toLanguageCode } from '../language/language-priority';

const LAST_LANGUAGE_KEY = 'tabletap.diner.language';

export interface UiLanguageSignals {
  urlLang: string | null;
  restaurantId: string | null;
  cookies: string;
  lastLanguage: string | null;
  browserLanguages: readonly string[];
}

export function initialUiLanguage(signals: UiLanguageSignals): LanguageCode {
  return (
    toLanguageCode(signals.urlLang) ??
    (signals.restaurantId ? languageFromCookies(signals.cookies, signals.restaurantId) : null) ??
    toLanguageCode(signals.lastLanguage) ??
    firstBrowserLanguage(signals.browserLanguages) ??
    'en'
  );
}

export function uiLanguageInBrowser(query: URLSearchParams, restaurantId: string | null): LanguageCode {
  return initialUiLanguage({
    urlLang: query.get('lang'),
    restaurantId,
    cookies: document.cookie,
    lastLanguage: readLocalValue(LAST_LANGUAGE_KEY),
    browserLanguages: navigator.languages ?? [navigator.language],
  });
}

export function rememberUiLanguage(lang: LanguageCode): void {
  writeLocalValue(LAST_LANGUAGE_KEY, lang);
}

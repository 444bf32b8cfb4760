/**
 * Which language a diner sees (SPEC.md 9): the URL's ?lang, then the saved cookie, then the browser's languages
 * (zh-CN, zh-TW ... count as zh) when the restaurant auto-detects, then the restaurant's default. Only languages the
 * restaurant enabled count. Pure, so it is unit-tested without a browser.
 */
import { isLanguageCode, type LanguageCode } from '@shared/languages';

export interface RestaurantLanguages {
  enabledLanguages: readonly LanguageCode[];
  defaultLanguage: LanguageCode;
  autoDetectLanguage: boolean;
}

export interface LanguageSignals {
  urlLang?: string | null;
  cookieLang?: string | null;
  /** navigator.languages, most preferred first. */
  browserLanguages?: readonly string[];
}

/** One of the nine codes for a language code or BCP 47 tag ('es', 'ES', 'zh-Hant-TW'), else null. */
export function toLanguageCode(tag: string | null | undefined): LanguageCode | null {
  if (!tag) return null;
  const base = tag.trim().toLowerCase().split(/[-_]/)[0];
  return isLanguageCode(base) ? base : null;
}

/** The first of the browser's languages that is one of the nine (the restaurant's choice not considered). */
export function firstBrowserLanguage(browserLanguages: readonly string[]): LanguageCode | null {
  for (const tag of browserLanguages) {
    const code = toLanguageCode(tag);
    if (code) return code;
  }
  return null;
}

export function pickLanguage(restaurant: RestaurantLanguages, signals: LanguageSignals): LanguageCode {
  const enabled = (code: LanguageCode | null): code is LanguageCode =>
    code !== null && restaurant.enabledLanguages.includes(code);

  const fromUrl = toLanguageCode(signals.urlLang);
  if (enabled(fromUrl)) return fromUrl;
  const fromCookie = toLanguageCode(signals.cookieLang);
  if (enabled(fromCookie)) return fromCookie;
  if (restaurant.autoDetectLanguage) {
    for (const tag of signals.browserLanguages ?? []) {
      const code = toLanguageCode(tag);
      if (enabled(code)) return code;
    }
  }
  if (enabled(restaurant.defaultLanguage)) return restaurant.defaultLanguage;
  // A default outside the enabled list is refused by the API; should one slip through, stay within the list.
  return restaurant.enabledLanguages[0] ?? restaurant.defaultLanguage;
}

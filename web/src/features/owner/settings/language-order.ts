/** How the owner's pages list a restaurant's languages (shared by the customer preview and the QR codes pages). */
import type { Restaurant } from '@shared/api';
import { inLanguageOrder } from '@shared/language-settings';
import { LANGUAGES, NATIVE_LANGUAGE_NAMES, type LanguageCode } from '@shared/languages';

/** The default first, then the others in the language list's order (SPEC.md section 9). */
export function languagesDefaultFirst(restaurant: Pick<Restaurant, 'enabledLanguages' | 'defaultLanguage'>): LanguageCode[] {
  const enabled = inLanguageOrder(restaurant.enabledLanguages);
  return enabled.includes(restaurant.defaultLanguage)
    ? [restaurant.defaultLanguage, ...enabled.filter((code) => code !== restaurant.defaultLanguage)]
    : enabled;
}

/** 'Español (Spanish)'; just 'English' where both names are the same. */
export const languageName = (code: LanguageCode) =>
  NATIVE_LANGUAGE_NAMES[code] === LANGUAGES[code] ? LANGUAGES[code] : `${NATIVE_LANGUAGE_NAMES[code]} (${LANGUAGES[code]})`;

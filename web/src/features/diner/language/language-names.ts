import type { LanguageCode } from '@shared/languages';

/** Each language in its own words, so a diner finds theirs whatever language the page is in. */
export const NATIVE_LANGUAGE_NAMES: Record<LanguageCode, string> = {
  en: 'English',
  es: 'Español',
  nl: 'Nederlands',
  de: 'Deutsch',
  it: 'Italiano',
  ru: 'Русский',
  zh: '中文',
  ja: '日本語',
  ar: 'العربية',
};

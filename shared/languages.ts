/** The nine diner languages (SPEC.md section 9). Only Arabic is right-to-left. */
export const LANGUAGES = {
  en: 'English',
  es: 'Spanish',
  nl: 'Dutch',
  de: 'German',
  it: 'Italian',
  ru: 'Russian',
  zh: 'Chinese',
  ja: 'Japanese',
  ar: 'Arabic',
} as const;

export type LanguageCode = keyof typeof LANGUAGES;

/** Each language in its own words, so a diner (or an owner) finds theirs whatever language the page is in. */
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

export const LANGUAGE_CODES = Object.keys(LANGUAGES) as LanguageCode[];
export const RTL_LANGUAGES: readonly LanguageCode[] = ['ar'];

export const INITIAL_LANGUAGE_SETTINGS = {
  defaultLanguage: 'en' as LanguageCode,
  enabledLanguages: ['en', 'es', 'nl'] as LanguageCode[],
  autoDetectLanguage: true,
};

export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(LANGUAGES, value);
}

export function isRtl(lang: LanguageCode): boolean {
  return RTL_LANGUAGES.includes(lang);
}

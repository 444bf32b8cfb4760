import { LANGUAGES, type LanguageCode } from '@shared/languages';

/** The chooser's list (SPEC.md 2): the default first, then the other enabled languages by name. */
export function languageOptions(enabled: readonly LanguageCode[], defaultLanguage: LanguageCode): LanguageCode[] {
  const others = enabled.filter((code) => code !== defaultLanguage).sort((a, b) => LANGUAGES[a].localeCompare(LANGUAGES[b], 'en'));
  return enabled.includes(defaultLanguage) ? [defaultLanguage, ...others] : others;
}

/** Each language in its own words (shared/languages.ts holds the list; the owner's language settings show it too). */
export { NATIVE_LANGUAGE_NAMES } from '@shared/languages';

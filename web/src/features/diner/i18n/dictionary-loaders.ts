/**
 * One chunk per language, so a diner downloads only the words of the language they read.
 */
import type { LanguageCode } from '@shared/languages';
import type { Dictionary } from './dictionaries/en';

const loaders: Record<LanguageCode, () => Promise<{ default: Dictionary }>> = {
  en: () => import('./dictionaries/en'),
  es: () => import('./dictionaries/es'),
  nl: () => import('./dictionaries/nl'),
  de: () => import('./dictionaries/de'),
  it: () => import('./dictionaries/it'),
  ru: () => import('./dictionaries/ru'),
  zh: () => import('./dictionaries/zh'),
  ja: () => import('./dictionaries/ja'),
  ar: () => import('./dictionaries/ar'),
};

export function loadDictionary(lang: LanguageCode): Promise<Dictionary> {
  return loaders[lang]().then((module) => module.default);
}

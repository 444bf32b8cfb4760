/**
 * The diner's words plus a table's own (./words): those come in the table's chunk, one small chunk per language, and
 * are read with `tw`. The table's pages sit under a Suspense boundary, which shows the spinner the moment the
 * language's words take to arrive (never English words flashing first).
 */
import { use, useMemo } from 'react';
import type { LanguageCode } from '@shared/languages';
import { useI18n, type I18n } from '../i18n/i18n-store';
import { interpolate } from '../i18n/interpolate';
import en, { type TableWordKey, type TableWords } from './words/en';

const loaders: Record<LanguageCode, () => Promise<{ default: TableWords }>> = {
  en: () => Promise.resolve({ default: en }),
  es: () => import('./words/es'),
  nl: () => import('./words/nl'),
  de: () => import('./words/de'),
  it: () => import('./words/it'),
  ru: () => import('./words/ru'),
  zh: () => import('./words/zh'),
  ja: () => import('./words/ja'),
  ar: () => import('./words/ar'),
};

const loading = new Map<LanguageCode, Promise<TableWords>>();

function wordsOf(lang: LanguageCode): Promise<TableWords> {
  let words = loading.get(lang);
  if (!words) {
    // A language whose words failed to load (a dropped connection) reads English rather than failing the page.
    words = loaders[lang]().then(
      (module) => module.default,
      () => en,
    );
    loading.set(lang, words);
  }
  return words;
}

export interface TableI18n extends I18n {
  tw(key: TableWordKey, values?: Record<string, string | number>): string;
}

export function useTableWords(): TableI18n {
  const i18n = useI18n();
  const words = use(wordsOf(i18n.lang));
  return useMemo(() => ({ ...i18n, tw: (key, values) => interpolate(words[key], values) }), [i18n, words]);
}

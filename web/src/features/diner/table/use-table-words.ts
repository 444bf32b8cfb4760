/**
 * The diner's words plus a table's own (./words): those come in the table's chunk, one small chunk per language, and
 * are read with `tw`. The table's pages sit under a Suspense boundary, which shows the spinner the moment the
 * language's words take to arrive (never English words flashing first).
 */
import { use, useMemo } from 'react';
import { useI18n, type I18n } from '../i18n/i18n-store';
import { interpolate } from '../i18n/interpolate';
import { wordsLoader } from '../i18n/words-loader';
import en, { type TableWordKey, type TableWords } from './words/en';

const wordsOf = wordsLoader<TableWords>(en, import.meta.glob<{ default: TableWords }>(['./words/*.ts', '!./words/en.ts']));

export interface TableI18n extends I18n {
  tw(key: TableWordKey, values?: Record<string, string | number>): string;
}

export function useTableWords(): TableI18n {
  const i18n = useI18n();
  const words = use(wordsOf(i18n.lang));
  return useMemo(() => ({ ...i18n, tw: (key, values) => interpolate(words[key], values) }), [i18n, words]);
}

/**
 * The diner's current language and its words, outside React (like the toast store) so start-up can set it before
 * the first render and any page can switch it. Sets <html lang dir>, so Arabic lays out right to left.
 */
import { useMemo, useSyncExternalStore } from 'react';
import { isRtl, type LanguageCode } from '@shared/languages';
import type { Dictionary, MessageKey } from './dictionaries/en';
import { loadDictionary } from './dictionary-loaders';
import { formatMoney, formatPercent, formatTime } from '@/lib/format';
import { interpolate } from './interpolate';
import { rememberUiLanguage } from './ui-language';

interface Snapshot {
  lang: LanguageCode;
  dictionary: Dictionary;
}

let snapshot: Snapshot | null = null;
let requested: LanguageCode | null = null;
const listeners = new Set<() => void>();

export function activateLanguage(lang: LanguageCode, dictionary: Dictionary): void {
  snapshot = { lang, dictionary };
  requested = lang;
  // No document when a prerendered page is rendered on the server: its <html lang dir> is written into the page.
  if (typeof document !== 'undefined') {
    document.documentElement.lang = lang;
    document.documentElement.dir = isRtl(lang) ? 'rtl' : 'ltr';
  }
  listeners.forEach((listener) => listener());
}

/**
 * Switches to a restaurant's chosen language (and remembers it for the pages that come back from checkout). The
 * old words stay up until the new dictionary is there; of two quick switches, the last one wins. Words that could
 * not be fetched (offline, or a new deploy replaced the files) leave the old ones up, and the next ask tries again.
 */
export async function switchLanguage(lang: LanguageCode): Promise<void> {
  rememberUiLanguage(lang);
  if (requested === lang) return;
  requested = lang;
  let dictionary: Dictionary;
  try {
    dictionary = await loadDictionary(lang);
  } catch (error) {
    if (requested === lang) requested = snapshot?.lang ?? null;
    console.warn(`The ${lang} words could not be loaded:`, error);
    return;
  }
  if (requested === lang) activateLanguage(lang, dictionary);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function getSnapshot(): Snapshot {
  if (!snapshot) throw new Error('The diner app rendered before its language was activated');
  return snapshot;
}

/**
 * In a right-to-left sentence an amount like "18.00 US$" would come apart ("$US 18.00"): keep it one left-to-right
 * unit (Unicode isolate), which reads the same way in Arabic.
 */
const isolate = (lang: LanguageCode, text: string) => (isRtl(lang) ? `\u2066${text}\u2069` : text);

export interface I18n {
  lang: LanguageCode;
  t(key: MessageKey, values?: Record<string, string | number>): string;
  money(cents: number, currency: string): string;
  /** A price change with its sign: "+$4.00". */
  priceChange(cents: number, currency: string): string;
  time(iso: string): string;
  percent(basisPoints: number): string;
}

export function useI18n(): I18n {
  const { lang, dictionary } = useSyncExternalStore(subscribe, getSnapshot, getSnapshot);
  return useMemo(
    () => ({
      lang,
      t: (key, values) => interpolate(dictionary[key], values),
      money: (cents, currency) => isolate(lang, formatMoney(cents, currency, { locale: lang })),
      priceChange: (cents, currency) => isolate(lang, formatMoney(cents, currency, { locale: lang, signed: true })),
      time: (iso) => formatTime(iso, { locale: lang, hour: 'numeric' }),
      percent: (basisPoints) => formatPercent(basisPoints, lang),
    }),
    [lang, dictionary],
  );
}

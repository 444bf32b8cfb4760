/** Money and time in the diner's language. Formatters are costly to build, so each is built once. */
import type { LanguageCode } from '../../../../../shared/languages';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/** Integer cents as the restaurant's currency in the diner's language ("$18.50", "18,50 US$", "١٨٫٥٠ US$"). */
export function formatMoney(lang: LanguageCode, cents: number, currency: string): string {
  const key = `${lang}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency });
    } catch {
      // An unknown currency code must not take the page down: show the amount with the code.
      format = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2 });
    }
    moneyFormats.set(key, format);
  }
  return format.format(cents / 100);
}

export function formatTime(lang: LanguageCode, iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return new Intl.DateTimeFormat(lang, { hour: 'numeric', minute: '2-digit' }).format(date);
}

/** A rate in basis points as a percentage in the diner's language (800 -> "8%"). */
export function formatPercent(lang: LanguageCode, basisPoints: number): string {
  return new Intl.NumberFormat(lang, { style: 'percent', maximumFractionDigits: 2 }).format(basisPoints / 10_000);
}

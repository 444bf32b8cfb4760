/** Money and time in the diner's language. Formatters are costly to build, so each is built once. */
import { isRtl, type LanguageCode } from '../../../../../shared/languages';

const moneyFormats = new Map<string, Intl.NumberFormat>();

/**
 * Integer cents as the restaurant's currency in the diner's language ("$18.50", "18,50 US$"). `signed` shows a price
 * change ("+$4.00"), with the sign where the language puts it (a "+" glued on by hand lands wrong in Arabic).
 */
export function formatMoney(lang: LanguageCode, cents: number, currency: string, signed = false): string {
  const key = `${lang}|${currency}|${signed}`;
  let format = moneyFormats.get(key);
  if (!format) {
    const signDisplay = signed ? 'exceptZero' : 'auto';
    try {
      format = new Intl.NumberFormat(lang, { style: 'currency', currency, signDisplay });
    } catch {
      // An unknown currency code must not take the page down: the amount alone.
      format = new Intl.NumberFormat(lang, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });
    }
    moneyFormats.set(key, format);
  }
  const text = format.format(cents / 100);
  // In a right-to-left sentence an amount like "18.00 US$" would come apart ("$US 18.00"): keep it one
  // left-to-right unit (Unicode isolate), which reads the same way in Arabic.
  return isRtl(lang) ? `\u2066${text}\u2069` : text;
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

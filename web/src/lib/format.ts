/**
 * Money, times and ages, on `Intl`, for every screen: the staff dashboard (the browser's locale), the diner's pages
 * (the diner's language) and the demo (en-US). Formatters are costly to build, so each is built once per
 * combination. `locale` undefined means the browser's.
 */

const cache = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>();

function cached<T extends Intl.NumberFormat | Intl.DateTimeFormat | Intl.RelativeTimeFormat>(key: string, make: () => T): T {
  let format = cache.get(key) as T | undefined;
  if (!format) {
    format = make();
    cache.set(key, format);
  }
  return format;
}

export interface MoneyOptions {
  locale?: string;
  /** A price change with its sign ("+$4.00"), the sign where the language puts it. */
  signed?: boolean;
}

/** Integer cents in `currency` ("$18.50", "18,50 US$"); an unknown currency code shows the amount alone. */
export function formatMoney(cents: number, currency: string, { locale, signed = false }: MoneyOptions = {}): string {
  const signDisplay = signed ? 'exceptZero' : 'auto';
  const format = cached(`money|${locale}|${currency}|${signed}`, () => {
    try {
      return new Intl.NumberFormat(locale, { style: 'currency', currency, signDisplay });
    } catch {
      return new Intl.NumberFormat(locale, { minimumFractionDigits: 2, maximumFractionDigits: 2, signDisplay });
    }
  });
  return format.format(cents / 100);
}

/** A rate in basis points as a percentage (800 -> "8%"). */
export function formatPercent(basisPoints: number, locale?: string): string {
  return cached(`percent|${locale}`, () => new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 2 })).format(
    basisPoints / 10_000,
  );
}

export interface TimeOptions {
  locale?: string;
  /** The clock to read it on (a restaurant's time zone); the browser's by default. */
  timeZone?: string;
  /** '2-digit' (the dashboard's "09:05") or 'numeric' (the diner's "9:05 AM"). */
  hour?: 'numeric' | '2-digit';
}

/** The time of day of an instant; '' when there is none or it is not a date. */
export function formatTime(iso: string | null | undefined, { locale, timeZone, hour = '2-digit' }: TimeOptions = {}): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  return cached(`time|${locale}|${timeZone}|${hour}`, () => new Intl.DateTimeFormat(locale, { timeZone, hour, minute: '2-digit' })).format(date);
}

/** An hour of the day (0-23) on its own: 13 -> "1 PM" in en-US, "13 Uhr" in de. */
export function formatHour(hour: number, locale?: string): string {
  return cached(`hour|${locale}`, () => new Intl.DateTimeFormat(locale, { hour: 'numeric', timeZone: 'UTC' })).format(Date.UTC(2000, 0, 1, hour));
}

/** Whole minutes from `from` (ISO or epoch ms) to `now`, never below 0; 0 when there is no start. */
export function minutesSince(from: string | number | null, now: number): number {
  if (from === null) return 0;
  const start = typeof from === 'number' ? from : Date.parse(from);
  return Math.max(0, Math.floor((now - start) / 60_000));
}

/** A ticket's age, compact (SPEC.md 9): '<1m', '12m'. */
export function formatElapsedMinutes(from: string | number | null, now: number): string {
  const minutes = minutesSince(from, now);
  return minutes < 1 ? '<1m' : `${minutes}m`;
}

const RELATIVE_UNITS: [seconds: number, unit: Intl.RelativeTimeFormatUnit][] = [
  [86_400, 'day'],
  [3600, 'hour'],
  [60, 'minute'],
];

/**
 * How long ago, in words: `justNow` under a minute, then "3 minutes ago", "2 hours ago", "1 day ago" (whole units,
 * rounded down) in the locale's words.
 */
export function formatRelative(from: string | number, now: number, { locale = 'en', justNow = 'just now' }: { locale?: string; justNow?: string } = {}): string {
  const start = typeof from === 'number' ? from : Date.parse(from);
  const seconds = Math.max(0, Math.floor((now - start) / 1000));
  const format = cached(`relative|${locale}`, () => new Intl.RelativeTimeFormat(locale, { numeric: 'always' }));
  for (const [size, unit] of RELATIVE_UNITS) {
    if (seconds >= size) return format.format(-Math.floor(seconds / size), unit);
  }
  return justNow;
}

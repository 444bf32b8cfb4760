import { describe, expect, it } from 'vitest';
import { formatElapsedMinutes, formatHour, formatMoney, formatPercent, formatRelative, formatTime, minutesSince } from '../../../web/src/lib/format';

const NOW = Date.parse('2026-03-03T12:00:00Z');
const ago = (seconds: number) => new Date(NOW - seconds * 1000).toISOString();

describe('lib/format: one module for money, times and ages', () => {
  it('formats integer cents in the currency and locale, signed for a price change', () => {
    expect(formatMoney(1850, 'USD', { locale: 'en-US' })).toBe('$18.50');
    expect(formatMoney(1850, 'EUR', { locale: 'de' })).toBe('18,50\u00a0€');
    expect(formatMoney(400, 'USD', { locale: 'en-US', signed: true })).toBe('+$4.00');
    expect(formatMoney(0, 'USD', { locale: 'en-US', signed: true })).toBe('$0.00');
    expect(formatMoney(-250, 'USD', { locale: 'en-US' })).toBe('-$2.50');
  });

  it('shows the amount alone for a currency code Intl refuses', () => {
    expect(formatMoney(1234, 'not-a-currency', { locale: 'en-US' })).toBe('12.34');
  });

  it('formats basis points as a percentage', () => {
    expect(formatPercent(800, 'en')).toBe('8%');
    expect(formatPercent(825, 'en')).toBe('8.25%');
  });

  it("formats a time of day on the given clock, '' for none", () => {
    expect(formatTime('2026-03-03T09:05:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('09:05');
    expect(formatTime('2026-03-03T09:05:00Z', { locale: 'en-US', timeZone: 'America/New_York', hour: 'numeric' })).toBe('4:05 AM');
    expect(formatTime(null)).toBe('');
    expect(formatTime('nonsense')).toBe('');
  });

  it('formats an hour of the day', () => {
    expect(formatHour(13, 'en-US')).toBe('1 PM');
    expect(formatHour(0, 'en-US')).toBe('12 AM');
  });

  it("gives a ticket's compact age in whole minutes", () => {
    expect(minutesSince(ago(125 * 60), NOW)).toBe(125);
    expect(formatElapsedMinutes(ago(59), NOW)).toBe('<1m');
    expect(formatElapsedMinutes(ago(14 * 60 + 59), NOW)).toBe('14m');
    expect(formatElapsedMinutes(NOW - 3 * 60_000, NOW)).toBe('3m');
    expect(formatElapsedMinutes(null, NOW)).toBe('<1m');
  });

  it('says how long ago in words, rounded down to whole units', () => {
    expect(formatRelative(ago(5), NOW)).toBe('just now');
    expect(formatRelative(ago(60), NOW)).toBe('1 minute ago');
    expect(formatRelative(ago(2 * 3600 + 5), NOW)).toBe('2 hours ago');
    expect(formatRelative(NOW - 86_400_000, NOW)).toBe('1 day ago');
    expect(formatRelative(ago(3 * 60), NOW, { locale: 'es' })).toBe('hace 3 minutos');
    // A clock a little ahead counts as now.
    expect(formatRelative(new Date(NOW + 10_000).toISOString(), NOW)).toBe('just now');
  });
});

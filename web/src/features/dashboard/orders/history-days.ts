/**
 * The earlier orders grouped by the restaurant's calendar day (its time zone, as the board's "today" is), newest
 * day first, each headed 'Yesterday' or its date, each order with its time on the restaurant's clock.
 */
import type { Order } from '@shared/api';
import { formatTime } from '@/lib/format';

export interface HistoryDay {
  /** YYYY-MM-DD on the restaurant's calendar. */
  date: string;
  label: string;
  orders: Order[];
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();

/** `YYYY-MM-DD` of the instant in `timeZone` (en-CA writes dates that way). */
export function localDate(iso: string, timeZone: string): string {
  let formatter = dayFormatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    dayFormatters.set(timeZone, formatter);
  }
  return formatter.format(new Date(iso));
}

function dayBefore(date: string): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day - 1)).toISOString().slice(0, 10);
}

/** 'Yesterday', else e.g. 'Mon, 3 Mar' (with the year when it is not this year's). */
export function dayLabel(date: string, today: string, locale?: string): string {
  if (date === dayBefore(today)) return 'Yesterday';
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Intl.DateTimeFormat(locale, {
    timeZone: 'UTC',
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    ...(date.slice(0, 4) === today.slice(0, 4) ? {} : { year: 'numeric' }),
  }).format(new Date(Date.UTC(year, month - 1, day)));
}

/** The orders (newest first, as the history lists them) in runs of one local day each. */
export function groupByDay(orders: readonly Order[], timeZone: string, today: string, locale?: string): HistoryDay[] {
  const days: HistoryDay[] = [];
  for (const order of orders) {
    const date = localDate(order.createdAt, timeZone);
    const last = days.at(-1);
    if (last?.date === date) last.orders.push(order);
    else days.push({ date, label: dayLabel(date, today, locale), orders: [order] });
  }
  return days;
}

/** The time an order was placed, on the restaurant's clock. */
export function placedAt(iso: string, timeZone: string, locale?: string): string {
  return formatTime(iso, { locale, timeZone });
}

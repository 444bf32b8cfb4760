/** How the demo shows money, ages and hours (SPEC.md 9: $ with 2 decimals): lib/format in US English. */
import { formatHour, formatMoney, formatRelative } from '@/lib/format';

export const formatDemoMoney = (cents: number): string => formatMoney(cents, 'USD', { locale: 'en-US' });

export const minutesAgo = (timestamp: number, now: number): string => formatRelative(timestamp, now, { locale: 'en-US' });

/** 13 -> '1 PM'. */
export const hourLabel = (hour: number): string => formatHour(hour, 'en-US');

/**
 * Calendar days and hours in a restaurant's time zone, with the platform's Intl (no time-zone library): a day is
 * the restaurant's day, not the server's (UTC on Lambda), so an order at 23:30 UTC counts on the right local date.
 */
import { DEFAULT_TIME_ZONE } from '../../../../shared/constants';

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone when the platform knows it, else the default: a mistyped zone must not break the figures. */
export function usableTimeZone(timeZone: string | null | undefined): string {
  if (!timeZone) return DEFAULT_TIME_ZONE;
  try {
    formatterFor(timeZone);
    return timeZone;
  } catch {
    return DEFAULT_TIME_ZONE;
  }
}

function wallClock(instant: number, timeZone: string): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return { year: parts.year!, month: parts.month!, day: parts.day!, hour: parts.hour!, minute: parts.minute!, second: parts.second! };
}

const pad = (n: number, width = 2) => String(n).padStart(width, '0');

/** `YYYY-MM-DD` of the instant on the zone's calendar. */
export function localDate(instant: number, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}`;
}

/** 0-23 on the zone's clock. */
export function localHour(instant: number, timeZone: string): number {
  return wallClock(instant, timeZone).hour;
}

/** The calendar date `days` after (or before, when negative) `date`. */
export function addDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10);
}

/** The zone's wall clock minus UTC at the instant, in milliseconds. */
function offsetAt(instant: number, timeZone: string): number {
  const c = wallClock(instant, timeZone);
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return Date.UTC(c.year, c.month - 1, c.day, c.hour, c.minute, c.second) - wholeSeconds;
}

/** The first instant of the local calendar day `date` (epoch ms). */
export function startOfLocalDay(date: string, timeZone: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  const wallMidnight = Date.UTC(year, month - 1, day);
  // The offset at midnight may differ from the offset a few hours away (a daylight-saving change): correct once.
  const first = wallMidnight - offsetAt(wallMidnight, timeZone);
  const start = wallMidnight - offsetAt(first, timeZone);
  // Where clocks jump over midnight the day starts at 01:00, an hour after the instant computed for 00:00.
  return localDate(start, timeZone) === date ? start : start + 60 * 60 * 1000;
}

/** The instant on the zone's clock, ISO 8601 with the zone's offset: `2026-11-28T19:05:09-05:00`. */
export function localIsoTime(instant: number, timeZone: string): string {
  const c = wallClock(instant, timeZone);
  const offsetMinutes = Math.round(offsetAt(instant, timeZone) / 60_000);
  const sign = offsetMinutes < 0 ? '-' : '+';
  const abs = Math.abs(offsetMinutes);
  return `${pad(c.year, 4)}-${pad(c.month)}-${pad(c.day)}T${pad(c.hour)}:${pad(c.minute)}:${pad(c.second)}${sign}${pad(Math.floor(abs / 60))}:${pad(abs % 60)}`;
}

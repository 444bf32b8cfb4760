/**
 * Menu hours (issue 30 item 3): when a category or an item may be ordered, as windows on the restaurant's wall clock
 * ("breakfast Mon-Fri 07:00-11:00"). One pure rule for the diner's page (evaluated at run time: a prerendered page
 * cannot know the time) and the server's checkout (on the server's clock). Intl only: the diner's first load carries it.
 *
 * - A window is open from `from` (inclusive) to `to` (exclusive), on the restaurant's wall clock.
 * - `to` earlier than `from` crosses midnight: 22:00-02:00 on Friday is Friday 22:00 to Saturday 02:00. Its day is
 *   the day it starts (Friday ticked covers early Saturday; Saturday ticked does not cover early Saturday). `to`
 *   00:00 is the end of the starting day.
 * - Daylight-saving changes are read on the wall clock too: a window starting in the skipped hour (02:30 on the
 *   spring-forward day) opens when the clock jumps (03:00); one ending in it closes then. In the repeated hour the
 *   clock shows 02:00-02:59 twice, and a time inside it is in the window both times it is shown.
 * - Several windows: open when any is. An item with hours in a category with hours: open when both are.
 */

/** 0 Sunday ... 6 Saturday (Date#getUTCDay). */
export type Weekday = number;
export interface HoursWindow {
  days: Weekday[];
  /** HH:MM, 24-hour. */
  from: string;
  to: string;
}
/** What a diner sees outside the hours: the dish greyed out with when it comes back, or nothing. */
export type OutsideHours = 'unavailable' | 'hidden';
export interface MenuHours {
  windows: HoursWindow[];
  outside: OutsideHours;
}

const formats = new Map<string, Intl.DateTimeFormat>();
/** [weekday, minute of the day] on the zone's wall clock. */
function wall(instant: number, timeZone: string): [number, number] {
  let f = formats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: 'numeric', day: 'numeric', hour: 'numeric', minute: 'numeric' });
    formats.set(timeZone, f);
  }
  const p: Record<string, number> = {};
  for (const part of f.formatToParts(instant)) p[part.type] = +part.value;
  return [new Date(Date.UTC(p.year!, p.month! - 1, p.day!)).getUTCDay(), p.hour! * 60 + p.minute!];
}

/** Minutes of the day of `HH:MM`. */
export const minutesOf = (time: string): number => +time.slice(0, 2) * 60 + +time.slice(3, 5);

/** Whether the windows are open at the instant (ms) in the zone; no windows (or none given): always open. */
export function isOpenAt(windows: readonly HoursWindow[] | null | undefined, instant: number, timeZone: string): boolean {
  if (!windows?.length) return true;
  const [day, m] = wall(instant, timeZone);
  const yesterday = (day + 6) % 7;
  return windows.some((w) => {
    const from = minutesOf(w.from);
    const to = minutesOf(w.to);
    if (from < to) return w.days.includes(day) && m >= from && m < to;
    return (w.days.includes(day) && m >= from) || (w.days.includes(yesterday) && m < to);
  });
}

/** Open when every set of windows is (an item's and its category's). */
export const allOpenAt = (sets: readonly (readonly HoursWindow[] | null | undefined)[], instant: number, timeZone: string): boolean =>
  sets.every((windows) => isOpenAt(windows, instant, timeZone));

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

/** The zone's offset at the instant, in whole minutes (ms). */
const offsetFormats = new Map<string, Intl.DateTimeFormat>();
function offsetAt(instant: number, timeZone: string): number {
  let f = offsetFormats.get(timeZone);
  if (!f) offsetFormats.set(timeZone, (f = new Intl.DateTimeFormat('en-US', { timeZone, timeZoneName: 'longOffset' })));
  const name = f.formatToParts(instant).find((p) => p.type === 'timeZoneName')?.value ?? '';
  const match = /([+-])(\d\d):?(\d\d)?/.exec(name);
  return match ? (match[1] === '-' ? -1 : 1) * (+match[2]! * HOUR + +(match[3] ?? 0) * MINUTE) : 0;
}

/**
 * The first instant after `instant` at which availability under all `sets` changes (opens or closes), within the
 * next 8 days; null when it does not change (always open, or never). The change times are the windows' edges on
 * each local day, read with every offset the zone has in that span, and the zone's own offset changes (a window
 * starting in a skipped hour opens at the jump): the first of those at which the answer differs is the one.
 */
export function nextChange(sets: readonly (readonly HoursWindow[] | null | undefined)[], instant: number, timeZone: string): number | null {
  const edges = new Set<number>();
  for (const windows of sets) for (const w of windows ?? []) edges.add(minutesOf(w.from)).add(minutesOf(w.to));
  if (edges.size === 0) return null;
  const now = allOpenAt(sets, instant, timeZone);
  const start = Math.floor(instant / MINUTE) * MINUTE;
  const end = start + 8 * 24 * HOUR;
  // The zone's offsets in the span and the instants they change (sampled every 3 hours, then found to the minute).
  const offsets = new Set<number>();
  const candidates: number[] = [];
  let before = offsetAt(start, timeZone);
  offsets.add(before);
  for (let t = start + 3 * HOUR; t <= end + 3 * HOUR; t += 3 * HOUR) {
    const after = offsetAt(t, timeZone);
    if (after !== before) {
      let lo = t - 3 * HOUR;
      let hi = t;
      while (hi - lo > MINUTE) {
        const mid = lo + Math.floor((hi - lo) / 2 / MINUTE) * MINUTE;
        if (offsetAt(mid, timeZone) === before) lo = mid;
        else hi = mid;
      }
      candidates.push(hi);
      offsets.add(after);
      before = after;
    }
  }
  // Each local day from the one before to the span's end, at each edge, with each offset.
  const day0 = Math.floor((start + offsetAt(start, timeZone)) / (24 * HOUR)) * 24 * HOUR;
  for (let d = day0 - 24 * HOUR; d <= end + 24 * HOUR; d += 24 * HOUR) {
    for (const m of edges) for (const offset of offsets) candidates.push(d + m * MINUTE - offset);
  }
  candidates.sort((a, b) => a - b);
  for (const t of candidates) {
    if (t > instant && t <= end && allOpenAt(sets, t, timeZone) !== now) return t;
  }
  return null;
}

/** Why an item is off the menu at the instant: null when it may be ordered, else how to show it. */
export function outsideHours(
  item: { hours?: MenuHours | null },
  category: { hours?: MenuHours | null } | undefined,
  instant: number,
  timeZone: string,
): OutsideHours | null {
  const itemOpen = isOpenAt(item.hours?.windows, instant, timeZone);
  const categoryOpen = isOpenAt(category?.hours?.windows, instant, timeZone);
  if (itemOpen && categoryOpen) return null;
  // Hidden wins: the owner asked for it not to be seen.
  if ((!itemOpen && item.hours?.outside === 'hidden') || (!categoryOpen && category?.hours?.outside === 'hidden')) return 'hidden';
  return 'unavailable';
}

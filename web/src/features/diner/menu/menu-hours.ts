/**
 * Menu hours on the diner's page (issue 30 item 3), loaded on demand only for a menu with hours (the first load stays
 * within its budget). The prerendered page can't know the time, so the windows are read after start-up on this
 * phone's clock, in the restaurant's zone (shared/menu-hours.ts, the rule checkout applies on the server).
 */
import type { PublicMenu } from '@shared/api';
import { isOpenAt, nextChange, outsideHours } from '@shared/menu-hours';

export interface HoursView {
  /** Categories hidden outside their hours: no tab. */
  hiddenCategories: Set<string>;
  /** Dishes outside their hours (or their category's): hidden, or shown with when they are back. */
  items: Map<string, { hidden: boolean; from: string | null }>;
  next: number | null;
}

/** "7:00 AM" today, "Mon 7:00 AM" another day, in the diner's language on the restaurant's clock. */
function hoursTime(instant: number, now: number, lang: string, timeZone: string): string {
  const day = (t: number) => new Intl.DateTimeFormat('en-CA', { timeZone }).format(t);
  return new Intl.DateTimeFormat(lang, { timeZone, hour: 'numeric', minute: '2-digit', ...(day(instant) === day(now) ? {} : { weekday: 'short' }) }).format(instant);
}

/** What the menu hours make of the menu at `now`, and when to look again. */
export function hoursView(menu: PublicMenu, now: number): HoursView {
  const zone = menu.restaurant.timeZone;
  const categories = new Map(menu.categories.map((c) => [c.id, c]));
  const hiddenCategories = new Set(menu.categories.filter((c) => c.hours?.outside === 'hidden' && !isOpenAt(c.hours.windows, now, zone)).map((c) => c.id));
  const items = new Map<string, { hidden: boolean; from: string | null }>();
  let next: number | null = null;
  for (const item of menu.items) {
    const category = categories.get(item.categoryId);
    const sets = [item.hours?.windows, category?.hours?.windows];
    if (!sets.some((w) => w?.length)) continue;
    const change = nextChange(sets, now, zone);
    if (change !== null && (next === null || change < next)) next = change;
    const outside = outsideHours(item, category, now, zone);
    if (outside) items.set(item.id, { hidden: outside === 'hidden', from: change === null ? null : hoursTime(change, now, menu.lang, zone) });
  }
  for (const c of menu.categories) {
    const change = c.hours ? nextChange([c.hours.windows], now, zone) : null;
    if (change !== null && (next === null || change < next)) next = change;
  }
  return { hiddenCategories, items, next };
}

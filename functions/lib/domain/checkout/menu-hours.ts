/**
 * Checkout refuses a dish outside its menu hours (issue 30 item 3), on the server's clock: the item's own windows
 * and its category's, on the restaurant's wall clock (shared/menu-hours.ts, the rule the diner's page shows). A pay-
 * first cart, a table's round and a round on a tab all come through startRoundCheckout, so all are checked here.
 */
import { isOpenAt, nextChange } from '../../../../shared/menu-hours';
import { ConflictError } from '../../errors';
import { usableTimeZone } from '../analytics/time-zone';
import type { RestaurantMenu } from '../menu';

/** "Mon 07:00" on the restaurant's clock. */
function wallTime(instant: number, timeZone: string): string {
  return new Intl.DateTimeFormat('en-GB', { timeZone, weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant);
}

/** Throws 409 `item_outside_hours` naming the first ordered dish (a line's, or one chosen in its combo) not served at `now`. */
export function assertWithinHours(menu: Pick<RestaurantMenu, 'items' | 'categories'>, restaurantTimeZone: string | null | undefined, now: number): void {
  const timeZone = usableTimeZone(restaurantTimeZone);
  const categories = new Map(menu.categories.map((category) => [category.id, category]));
  for (const item of menu.items) {
    const sets = [item.hours?.windows, categories.get(item.categoryId)?.hours?.windows];
    if (sets.every((windows) => isOpenAt(windows, now, timeZone))) continue;
    const back = nextChange(sets, now, timeZone);
    throw new ConflictError(
      back === null
        ? `'${item.name}' is not available at this time. Please remove it from your order.`
        : `'${item.name}' is not available at this time (it is served from ${wallTime(back, timeZone)}). Please remove it from your order.`,
      'item_outside_hours',
      { itemId: item.id, ...(back === null ? {} : { availableFrom: new Date(back).toISOString() }) },
    );
  }
}

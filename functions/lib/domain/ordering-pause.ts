/**
 * Pausing new orders (issue 30 item 2, shared/ordering-pause.ts). Staff set a pause (any staff role: the floor and the
 * kitchen are who see the kitchen drowning, and a pause moves no money and undoes itself); its end is worked out
 * here, on the server's clock, never the client's. Checkout (../checkout/start-checkout.ts) refuses a cart with a
 * paused part with a 409 while the pause is on; at its `until` it is simply over, so no job has to end it.
 */
import type { OrderingPauseRequest, OrderingPauseResponse } from '../../../shared/api';
import { activePause, categoryPaused, ORDERING_PAUSED_CODE, pauseEndsAt, type OrderingPause } from '../../../shared/ordering-pause';
import type { EntityItem } from 'electrodb';
import type { Db } from '../db/service';
import { ConflictError, NotFoundError } from '../errors';
import { readRestaurantItem } from './restaurants/record';

/** The pause on at `now`, if any (one read by key). */
export async function readOrderingPause(db: Db, restaurantId: string, now = new Date()): Promise<OrderingPause | null> {
  const { data } = await db.entities.orderingPause.get({ restaurantId }).go();
  return pauseOf(data, now);
}

/** The pause a stored record holds, when it is on at `now` (checkout reads the record in its own batch). */
export function pauseOf(data: EntityItem<Db['entities']['orderingPause']> | null, now = new Date()): OrderingPause | null {
  if (!data) return null;
  return activePause({ categoryIds: data.categoryIds ?? null, categoryNames: data.categoryNames, until: data.until ?? null, pausedAt: data.pausedAt }, now);
}

/** '7:40 PM' in the restaurant's zone, for the server's own (English) words; the diner's page says it in theirs. */
function clockTime(iso: string, timeZone: string): string {
  return new Intl.DateTimeFormat('en-US', { hour: 'numeric', minute: '2-digit', timeZone }).format(new Date(iso));
}

/**
 * Refuses (409 ordering_paused) an order naming a paused category while `pause` is on. `categoryIds`: the categories
 * of everything the cart orders (each line's item, and the items chosen inside a combo).
 */
export function assertTakesOrders(pause: OrderingPause | null, categoryIds: Iterable<string>, timeZone: string): void {
  if (!pause) return;
  const paused = [...new Set(categoryIds)].filter((id) => categoryPaused(pause, id));
  if (paused.length === 0) return;
  const until = pause.until ? `until ${clockTime(pause.until, timeZone)}` : 'for now';
  const message =
    pause.categoryIds === null
      ? `The restaurant has paused new orders ${until}. Please order again then, or ask a member of staff.`
      : `${pause.categoryNames.join(', ') || 'Part of the menu'} ${pause.categoryNames.length > 1 ? 'are' : 'is'} paused ${until}. Take those dishes out of your cart to order the rest, or order them later.`;
  throw new ConflictError(message, ORDERING_PAUSED_CODE, { until: pause.until, categoryIds: pause.categoryIds, pausedCategoryIds: paused });
}

export function createOrderingPauses(db: Db) {
  async function answer(restaurantId: string, pause: OrderingPause | null, now: Date): Promise<OrderingPauseResponse> {
    const restaurant = await readRestaurantItem(db, restaurantId);
    if (!restaurant) throw new NotFoundError('Restaurant not found');
    return { pause, timeZone: restaurant.timeZone, now: now.toISOString() };
  }

  return {
    /** The pause as staff and diners see it (an unknown restaurant: 404). */
    async status(restaurantId: string): Promise<OrderingPauseResponse> {
      const now = new Date();
      const [pause, restaurant] = await Promise.all([readOrderingPause(db, restaurantId, now), readRestaurantItem(db, restaurantId)]);
      if (!restaurant) throw new NotFoundError('Restaurant not found');
      return { pause, timeZone: restaurant.timeZone, now: now.toISOString() };
    },

    /** A new pause, replacing any pause on now. Categories named must be the restaurant's (else 404). */
    async pause(restaurantId: string, userId: string, request: OrderingPauseRequest): Promise<OrderingPauseResponse> {
      let categoryIds: string[] | null = null;
      let categoryNames: string[] = [];
      if (request.categoryIds) {
        const { data } = await db.entities.menuCategory.query.byRestaurant({ restaurantId }).go({ pages: 'all' });
        const names = new Map(data.map((c) => [c.categoryId, c.name]));
        const unknown = request.categoryIds.filter((id) => !names.has(id));
        if (unknown.length > 0) throw new NotFoundError(`No such category on this menu: ${unknown.join(', ')}`, 'category_not_found');
        categoryIds = [...new Set(request.categoryIds)];
        categoryNames = categoryIds.map((id) => names.get(id)!);
      }
      const now = new Date();
      const until = pauseEndsAt(now, request.minutes);
      await db.entities.orderingPause
        .put({ restaurantId, ...(categoryIds ? { categoryIds } : {}), categoryNames, ...(until ? { until } : {}), pausedAt: now.toISOString(), pausedBy: userId })
        .go({ response: 'none' });
      return answer(restaurantId, { categoryIds, categoryNames, until, pausedAt: now.toISOString() }, now);
    },

    /** Orders are taken again now (nothing paused: the same answer). */
    async resume(restaurantId: string): Promise<OrderingPauseResponse> {
      await db.entities.orderingPause.delete({ restaurantId }).go({ response: 'none' });
      return answer(restaurantId, null, new Date());
    },
  };
}

export type OrderingPauses = ReturnType<typeof createOrderingPauses>;

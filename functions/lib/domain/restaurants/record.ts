/** The stored restaurant item and its one shape (shared/api Restaurant, from its zod schema). */
import type { EntityItem } from 'electrodb';
import { restaurantSchema, type Restaurant } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { shape } from '../../db/shape';
import { DEFAULT_TABLE_PAYMENT_MODE, DEFAULT_TAB_CHARGE_AFTER_MINUTES } from '../../../../shared/tab';
import { DEFAULT_ESCALATE_ORDER_MINUTES, DEFAULT_LATE_ORDER_MINUTES } from '../../../../shared/order-escalation';

export type RestaurantItem = EntityItem<Db['entities']['restaurant']>;

/** The restaurant in its one shape (shared/api Restaurant): the schema leaves out the Stripe account id. */
export function toRestaurant(item: RestaurantItem): Restaurant {
  const { tablePayment, tabChargeAfterMinutes, lateOrderMinutes, escalateOrderMinutes, ...rest } = item;
  const optional = { description: true, address: true, phone: true, slug: true, onboardingStartedAt: true, onboardingCompletedAt: true, stripeAccountId: true } as const;
  // When a table pays (issue 29): absent on restaurants from before it was kept, read as the defaults.
  return restaurantSchema.parse({
    ...shape(rest, optional, 'restaurantId'),
    tablePayment: tablePayment ?? DEFAULT_TABLE_PAYMENT_MODE,
    tabChargeAfterMinutes: tabChargeAfterMinutes ?? DEFAULT_TAB_CHARGE_AFTER_MINUTES,
    // Paid orders nobody started (issue 30 item 1): the defaults until the owner sets them.
    lateOrderMinutes: lateOrderMinutes ?? DEFAULT_LATE_ORDER_MINUTES,
    escalateOrderMinutes: escalateOrderMinutes ?? DEFAULT_ESCALATE_ORDER_MINUTES,
  });
}

/** Strongly consistent read, for the steps that must see a write made a moment ago. */
export async function readRestaurantItem(db: Db, restaurantId: string, consistent = false): Promise<RestaurantItem | null> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ consistent });
  return data;
}

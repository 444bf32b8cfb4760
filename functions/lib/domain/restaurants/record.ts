/** The stored restaurant item and its one shape (shared/api Restaurant, from its zod schema). */
import type { EntityItem } from 'electrodb';
import { restaurantSchema, type Restaurant } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { shape } from '../../db/shape';

export type RestaurantItem = EntityItem<Db['entities']['restaurant']>;

/** The restaurant in its one shape (shared/api Restaurant): the schema leaves out the Stripe account id. */
export function toRestaurant(item: RestaurantItem): Restaurant {
  const optional = { description: true, address: true, phone: true, slug: true, onboardingStartedAt: true, onboardingCompletedAt: true, stripeAccountId: true } as const;
  return restaurantSchema.parse(shape(item, optional, 'restaurantId'));
}

/** Strongly consistent read, for the steps that must see a write made a moment ago. */
export async function readRestaurantItem(db: Db, restaurantId: string, consistent = false): Promise<RestaurantItem | null> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ consistent });
  return data;
}

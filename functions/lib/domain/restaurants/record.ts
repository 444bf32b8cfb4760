/** The stored restaurant item and its API shape (shared/api Restaurant). */
import type { EntityItem } from 'electrodb';
import type { Restaurant } from '../../../../shared/api';
import { db } from '../../db/client';

export type RestaurantItem = EntityItem<typeof db.entities.restaurant>;

export function toRestaurant(item: RestaurantItem): Restaurant {
  return {
    id: item.restaurantId,
    ownerId: item.ownerId,
    name: item.name,
    description: item.description ?? null,
    slug: item.slug ?? null,
    currency: item.currency,
    taxRateBps: item.taxRateBps,
    timeZone: item.timeZone,
    onboardingStartedAt: item.onboardingStartedAt ?? null,
    onboardingCompletedAt: item.onboardingCompletedAt ?? null,
    chargesEnabled: item.chargesEnabled,
    payoutsEnabled: item.payoutsEnabled,
    defaultLanguage: item.defaultLanguage,
    enabledLanguages: [...item.enabledLanguages],
    autoDetectLanguage: item.autoDetectLanguage,
    serviceRequestEnabled: item.serviceRequestEnabled,
    createdAt: item.createdAt,
  };
}

/** Strongly consistent read, for the steps that must see a write made a moment ago. */
export async function readRestaurantItem(restaurantId: string, consistent = false): Promise<RestaurantItem | null> {
  const { data } = await db.entities.restaurant.get({ restaurantId }).go({ consistent });
  return data;
}

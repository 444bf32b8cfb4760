/**
 * A restaurant's storefront: its record and its colours, the two items of the `storefront` sub-collection. Diners see
 * it on the entry, language and menu pages; without saved branding the default colours show (SPEC.md 8).
 */
import type { EntityItem } from 'electrodb';
import type { PublicBranding, Restaurant } from '../../../../shared/api';
import { DEFAULT_BRANDING } from '../../../../shared/constants';
import type { Db } from '../../db/service';
import { toRestaurant, type RestaurantItem } from '../restaurants/record';

type BrandingItem = EntityItem<Db['entities']['branding']>;

export interface Storefront {
  restaurant: Restaurant;
  branding: PublicBranding;
}

/** The lists a query of `storefront` (or of `menu`, which contains it) returns; at most one item each. */
export interface StorefrontItems {
  restaurant: RestaurantItem[];
  branding: BrandingItem[];
}

export function toStorefront(items: StorefrontItems): Storefront | null {
  const [restaurant] = items.restaurant;
  if (!restaurant) return null;
  const [branding] = items.branding;
  return {
    restaurant: toRestaurant(restaurant),
    branding: branding
      ? {
          primaryColor: branding.primaryColor,
          accentColor: branding.accentColor,
          backgroundColor: branding.backgroundColor,
          textColor: branding.textColor,
          logoUrl: branding.logoUrl ?? null,
        }
      : { ...DEFAULT_BRANDING, logoUrl: null },
  };
}

/** ONE query: the restaurant and its branding, nothing of the menu. */
export async function readStorefront(db: Db, restaurantId: string): Promise<Storefront | null> {
  const { data } = await db.collections.storefront({ restaurantId }).go();
  return toStorefront(data);
}

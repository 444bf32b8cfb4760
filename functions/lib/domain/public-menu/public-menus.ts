/**
 * What diners read, each with ONE DynamoDB query: the restaurant by slug (slug index), its storefront (the record and
 * branding) and the whole public menu (the `menu` collection, which holds the storefront too).
 */
import type { PublicMenu, PublicRestaurant } from '../../../../shared/api';
import type { LanguageCode } from '../../../../shared/languages';
import { queryMenuCollection, toRestaurantMenu } from '../menu/read';
import type { Db } from '../../db/service';
import { createRestaurants } from '../restaurants';
import { toPublicMenu } from './public-menu';
import { toPublicRestaurant } from './public-restaurant';
import type { RestaurantLookup } from './restaurant-lookup';
import { readStorefront, toStorefront } from './storefront';

export function createPublicMenus(db: Db) {
  return {
    /** null when the restaurant does not exist. */
    async read(restaurantId: string, lang?: LanguageCode): Promise<PublicMenu | null> {
      const data = await queryMenuCollection(db, restaurantId);
      const storefront = toStorefront(data);
      return storefront ? toPublicMenu(storefront, toRestaurantMenu(data), lang) : null;
    },

    /**
     * The menu in every language the restaurant offers, from one strongly consistent query (the prerendered pages
     * are rendered right after a change: they must not miss it). null when the restaurant does not exist.
     */
    async readEveryLanguage(restaurantId: string): Promise<PublicMenu[] | null> {
      const data = await queryMenuCollection(db, restaurantId, { consistent: true });
      const storefront = toStorefront(data);
      if (!storefront) return null;
      const menu = toRestaurantMenu(data);
      return storefront.restaurant.enabledLanguages.map((lang) => toPublicMenu(storefront, menu, lang));
    },

    /** By slug: just the id (the entry page then goes on by id). By id: the public restaurant. null when unknown. */
    async findRestaurant(lookup: RestaurantLookup): Promise<{ id: string } | PublicRestaurant | null> {
      if (lookup.by === 'slug') {
        const restaurant = await createRestaurants(db).bySlug(lookup.slug);
        return restaurant ? { id: restaurant.id } : null;
      }
      const storefront = await readStorefront(db, lookup.restaurantId);
      return storefront ? toPublicRestaurant(storefront) : null;
    },
  };
}

export type PublicMenus = ReturnType<typeof createPublicMenus>;

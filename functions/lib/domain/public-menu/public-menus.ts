/**
 * What diners read, each in ONE DynamoDB query round: the restaurant by slug (slug index), its storefront (the record
 * and branding) and the whole public menu in one language (the `menu` collection, which holds the storefront too,
 * and beside it that language's translations only: issue 14).
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
    /**
     * null when the restaurant does not exist. The requested language's translations are read beside the base menu
     * (its language settings are in the same query, so they cannot decide first); a language the restaurant does
     * not offer reads what little it holds and falls back to the default language, as toPublicMenu decides. Only the
     * attributes a diner sees are read (no keys, no translation bookkeeping): the read is about the size of the answer.
     */
    async read(restaurantId: string, lang?: LanguageCode): Promise<PublicMenu | null> {
      const data = await queryMenuCollection(db, restaurantId, { translations: lang ? { lang } : 'none', attributes: 'diners' });
      const storefront = toStorefront(data);
      return storefront ? toPublicMenu(storefront, toRestaurantMenu(data), lang) : null;
    },

    /**
     * The menu in every language the restaurant offers, from one strongly consistent query round (the base menu and
     * the whole `translations` collection; the prerendered pages
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

import type { PublicRestaurant } from '@shared/api';
import { publicApiPaths } from '@/lib/public-api-paths';
import { withQuery } from '../navigation/diner-paths';
import { cachedGet } from './public-cache';

/** GET restaurant-public-info by id: name, languages, charges, branding. Non-ok means 'Restaurant not found'. */
export function getRestaurantInfo(restaurantId: string): Promise<PublicRestaurant> {
  return cachedGet(withQuery(publicApiPaths.restaurantInfo(), { restaurant_id: restaurantId }));
}

/** GET restaurant-public-info by slug: the id behind a /start/{slug} link. */
export function getRestaurantIdBySlug(slug: string): Promise<{ id: string }> {
  return cachedGet(withQuery(publicApiPaths.restaurantInfo(), { slug }));
}

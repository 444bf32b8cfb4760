/**
 * A restaurant's public slug, unique across restaurants: the new slug is claimed (uniqueness item), the restaurant
 * updated and the old claim released in one transaction, so two restaurants can never hold the same slug.
 */
import type { Restaurant } from '../../../../shared/api';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import { uniqueKeys } from '../../db/entities/uniqueness';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { readRestaurantItem, toRestaurant } from './record';

const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const SLUG_MAX_LENGTH = 64;

export async function setSlug(db: Db, restaurantId: string, slug: string): Promise<Restaurant> {
  if (!SLUG_PATTERN.test(slug) || slug.length > SLUG_MAX_LENGTH) {
    const message = 'Use lowercase letters, digits and single hyphens';
    throw new BadRequestError(message, { slug: message });
  }
  const current = await readRestaurantItem(db, restaurantId, true);
  if (!current) throw new NotFoundError('Restaurant not found');
  const previous = current.slug;
  if (previous === slug) return toRestaurant(current);

  const result = await db.transaction
    .write(({ uniqueness, restaurant }) => [
      uniqueness.create({ ...uniqueKeys.restaurantSlug(slug), claimedBy: restaurantId }).commit(),
      restaurant
        .patch({ restaurantId })
        .set({ slug })
        // Another setSlug may have run since we read `previous`; then its claim is the one to release, not ours.
        .where((a, { eq, notExists }) => (previous ? eq(a.slug, previous) : notExists(a.slug)))
        .commit(),
      ...(previous ? [uniqueness.delete(uniqueKeys.restaurantSlug(previous)).commit()] : []),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new ConflictError('That link is already taken', 'slug_taken');
  if (result.canceled) throw new ConflictError('The restaurant changed meanwhile; please try again');
  return toRestaurant({ ...current, slug });
}

/**
 * One restaurant per owner, even when two sign-ins race: the restaurant is created in one transaction with an
 * owner claim (uniqueness item), so only one creation can succeed; the loser reads the winner's restaurant.
 */
import { randomUUID } from 'node:crypto';
import type { Restaurant, RestaurantEnsureRequest } from '../../../../shared/api';
import { DEFAULT_RESTAURANT_DESCRIPTION, DEFAULT_RESTAURANT_NAME } from '../../../../shared/constants';
import { nowIso } from '../../db/attributes';
import type { Db } from '../../db/service';
import { wasTransactionConflict } from '../../db/conditions';
import { uniqueKeys } from '../../db/entities/uniqueness';
import { readRestaurantItem, toRestaurant, type RestaurantItem } from './record';

const MAX_ATTEMPTS = 4;

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export async function ensureForOwner(
  db: Db,
  ownerId: string,
  options: RestaurantEnsureRequest = {},
  /** The id a new restaurant gets; only the demo seed names one (shared/demo.ts), every owner gets a random id. */
  newRestaurantId?: string,
): Promise<{ restaurant: Restaurant; created: boolean }> {
  for (let attempt = 1; attempt <= MAX_ATTEMPTS; attempt++) {
    const existing = await ownedRestaurant(db, ownerId);
    if (existing) {
      const item = options.markOnboardingStarted ? await markOnboardingStarted(db, existing.restaurantId) : existing;
      return { restaurant: toRestaurant(item), created: false };
    }
    const restaurantId = newRestaurantId ?? randomUUID();
    // SPEC.md 9's defaults ('My Restaurant', 'Welcome to our restaurant!'); the web app sends '{full name} Restaurant'
    // with the description (SPEC.md 4). An empty description sent on purpose leaves none.
    const description = options.description ?? DEFAULT_RESTAURANT_DESCRIPTION;
    const result = await db.transaction
      .write(({ uniqueness, restaurant }) => [
        uniqueness.create({ ...uniqueKeys.restaurantOwner(ownerId), claimedBy: restaurantId }).commit(),
        restaurant
          .create({
            restaurantId,
            ownerId,
            name: options.name ?? DEFAULT_RESTAURANT_NAME,
            ...(description ? { description } : {}),
            ...(options.markOnboardingStarted ? { onboardingStartedAt: nowIso() } : {}),
          })
          .commit(),
      ])
      .go();
    if (!result.canceled) {
      const created = await readRestaurantItem(db, restaurantId, true);
      if (created) return { restaurant: toRestaurant(created), created: true };
    }
    // Canceled: another call claimed this owner first, or was claiming it at the same moment (a transaction
    // conflict, where neither may have won yet). The next round reads the winner's restaurant or tries again.
    if (wasTransactionConflict(result)) await pause(20 * attempt);
  }
  throw new Error(`Could not ensure a restaurant for owner ${ownerId}`);
}

/** Reads through the owner claim with strongly consistent reads: the owner index may lag a fresh creation. */
async function ownedRestaurant(db: Db, ownerId: string): Promise<RestaurantItem | null> {
  const { data: claim } = await db.entities.uniqueness.get(uniqueKeys.restaurantOwner(ownerId)).go({ consistent: true });
  if (!claim) return null;
  const restaurant = await readRestaurantItem(db, claim.claimedBy, true);
  if (!restaurant) throw new Error(`Owner claim of ${ownerId} names a missing restaurant ${claim.claimedBy}`);
  return restaurant;
}

/** A new sign-up starts onboarding now, unless it already started. */
async function markOnboardingStarted(db: Db, restaurantId: string): Promise<RestaurantItem> {
  const { data } = await db.entities.restaurant
    .patch({ restaurantId })
    .data((attributes, { ifNotExists }) => ifNotExists(attributes.onboardingStartedAt, nowIso()))
    .go({ response: 'all_new' });
  return data;
}

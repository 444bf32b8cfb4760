/** Restaurants: one per owner (SPEC.md 3), found by id, owner, slug or Stripe account. */
import type { Restaurant } from '../../../shared/api';
import { withDb, type Db } from '../db/service';
import { isConditionFailure } from '../db/conditions';
import { NotFoundError } from '../errors';
import { deleteEmptyRestaurant } from './restaurants/delete';
import { ensureForOwner } from './restaurants/ensure';
import { readRestaurantItem, toRestaurant, type RestaurantItem } from './restaurants/record';
import { ensureSlug, setSlug } from './restaurants/slug';
import { updateRestaurant } from './restaurants/update';

function first(items: RestaurantItem[]): Restaurant | null {
  const [item] = items;
  return item ? toRestaurant(item) : null;
}

/** A patch of a field or two; a missing restaurant is a 404, not a new item. */
async function patchRestaurant(
  db: Db,
  restaurantId: string,
  values: Partial<Pick<RestaurantItem, 'chargesEnabled' | 'payoutsEnabled' | 'stripeAccountId'>>,
): Promise<Restaurant> {
  try {
    const { data } = await db.entities.restaurant.patch({ restaurantId }).set(values).go({ response: 'all_new' });
    return toRestaurant(data);
  } catch (error) {
    if (isConditionFailure(error)) throw new NotFoundError('Restaurant not found');
    throw error;
  }
}

export function createRestaurants(db: Db) {
  return {
    async get(restaurantId: string): Promise<Restaurant | null> {
      const item = await readRestaurantItem(db, restaurantId);
      return item ? toRestaurant(item) : null;
    },

    /** One query on the owner index (eventually consistent: ensureForOwner is the read-your-write path). */
    async byOwner(ownerId: string): Promise<Restaurant | null> {
      const { data } = await db.entities.restaurant.query.byOwner({ ownerId }).go({ limit: 1 });
      return first(data);
    },

    async bySlug(slug: string): Promise<Restaurant | null> {
      const { data } = await db.entities.restaurant.query.bySlug({ slug }).go({ limit: 1 });
      return first(data);
    },

    /** For Stripe's account.updated webhook, which names only the connected account. */
    async byStripeAccount(stripeAccountId: string): Promise<Restaurant | null> {
      const { data } = await db.entities.restaurant.query.byStripeAccount({ stripeAccountId }).go({ limit: 1 });
      return first(data);
    },

    ensureForOwner: withDb(db, ensureForOwner),
    /** An owner leaves an empty restaurant made by mistake (no orders, no team that joined): ./restaurants/delete. */
    deleteEmpty: withDb(db, deleteEmptyRestaurant),
    update: withDb(db, updateRestaurant),
    setSlug: withDb(db, setSlug),
    /** The slug it has, else one generated and claimed now (SPEC.md section 4). */
    ensureSlug: withDb(db, ensureSlug),

    async setPaymentStatus(
      restaurantId: string,
      status: { chargesEnabled: boolean; payoutsEnabled: boolean },
    ): Promise<Restaurant> {
      return patchRestaurant(db, restaurantId, { chargesEnabled: status.chargesEnabled, payoutsEnabled: status.payoutsEnabled });
    },

    async setStripeAccount(restaurantId: string, stripeAccountId: string): Promise<Restaurant> {
      return patchRestaurant(db, restaurantId, { stripeAccountId });
    },

    /** The connected Stripe account, kept out of the API shape (only payments code needs it). */
    async stripeAccountId(restaurantId: string): Promise<string | null> {
      const item = await readRestaurantItem(db, restaurantId, true);
      if (!item) throw new NotFoundError('Restaurant not found');
      return item.stripeAccountId ?? null;
    },

    /**
     * The restaurant and its connected Stripe account from ONE strongly consistent read (a checkout needs both, and
     * must see an account connected a moment ago); null when there is no such restaurant.
     */
    async withStripeAccount(restaurantId: string): Promise<{ restaurant: Restaurant; stripeAccountId: string | null } | null> {
      const item = await readRestaurantItem(db, restaurantId, true);
      return item ? { restaurant: toRestaurant(item), stripeAccountId: item.stripeAccountId ?? null } : null;
    },
  };
}

export type Restaurants = ReturnType<typeof createRestaurants>;

/**
 * Roles (SPEC.md 6): the restaurant's owner is 'owner'; a joined staff row gives its role; anyone else 'none'.
 */
import type { Membership } from '../../../shared/api';
import type { ResolvedRole } from '../../../shared/roles';
import type { Db } from '../db/service';
import { untilProcessed } from '../db/batch';
import { createRestaurants } from './restaurants';
import { readRestaurantItem } from './restaurants/record';

export type { ResolvedRole };

export function createRoles(db: Db) {
  const restaurants = createRestaurants(db);
  return {
    /** Two reads, made together: the restaurant (owner match) and the user's joined staff row there. */
    async resolve(userId: string, restaurantId: string): Promise<ResolvedRole> {
      const [restaurant, staffRows] = await Promise.all([
        readRestaurantItem(db, restaurantId),
        db.entities.staff.query
          .byUser({ userId })
          .where((a, { eq }) => eq(a.restaurantId, restaurantId))
          .go({ pages: 'all' }),
      ]);
      if (!restaurant) return 'none';
      if (restaurant.ownerId === userId) return 'owner';
      const row = staffRows.data.find((r) => r.restaurantId === restaurantId && r.joinedAt);
      return row ? row.role : 'none';
    },

    /** Every restaurant the user works in: the owned one first, then the staffed ones, each with its name. */
    async memberships(userId: string): Promise<Membership[]> {
      const [owned, staffRows] = await Promise.all([
        restaurants.byOwner(userId),
        db.entities.staff.query.byUser({ userId }).go({ pages: 'all' }),
      ]);
      const memberships: Membership[] = owned ? [{ restaurantId: owned.id, restaurantName: owned.name, role: 'owner' }] : [];
      const joined = staffRows.data.filter((row) => row.joinedAt && row.restaurantId !== owned?.id);
      if (joined.length === 0) return memberships;

      const keys = [...new Set(joined.map((row) => row.restaurantId))].map((restaurantId) => ({ restaurantId }));
      const rounds = await untilProcessed(keys, (pending) => db.entities.restaurant.get(pending).go());
      const names = new Map(rounds.flatMap((round) => round.data).map((r) => [r.restaurantId, r.name]));
      for (const row of joined) {
        const restaurantName = names.get(row.restaurantId);
        if (restaurantName !== undefined) memberships.push({ restaurantId: row.restaurantId, restaurantName, role: row.role });
      }
      return memberships;
    },
  };
}

export type Roles = ReturnType<typeof createRoles>;

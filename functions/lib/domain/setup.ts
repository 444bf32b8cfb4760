/**
 * The setup overview (SPEC.md 3 "Setup overview"; shared/setup-progress.ts): the facts the onboarding checklist,
 * the settings hub's progress card, the owner dashboard and the customer preview compute their views from, read in
 * ONE query of the restaurant's `menu` collection, which holds the restaurant, its branding, categories and items.
 */
import type { SetupOverview } from '../../../shared/api';
import type { Db } from '../db/service';
import { NotFoundError } from '../errors';
import { queryMenuCollection } from './menu/read';
import { isServed } from './public-menu/public-menu';

export function createSetup(db: Db) {
  return {
    async overview(restaurantId: string): Promise<SetupOverview> {
      const data = await queryMenuCollection(db, restaurantId, { translations: 'none' });
      const [restaurant] = data.restaurant;
      if (!restaurant) throw new NotFoundError('Restaurant not found');
      const [branding] = data.branding;
      const categoryIds = new Set(data.menuCategory.map((c) => c.categoryId));
      return {
        restaurantId,
        chargesEnabled: restaurant.chargesEnabled,
        payoutsEnabled: restaurant.payoutsEnabled,
        brandingExists: branding !== undefined,
        logoUrl: branding?.logoUrl ?? null,
        categoryCount: categoryIds.size,
        // What a diner can order: the public menu's own rule (visible, active, in a category that exists).
        activeItemCount: data.menuItem.filter((item) => isServed(item, categoryIds)).length,
        slug: restaurant.slug ?? null,
        onboardingCompletedAt: restaurant.onboardingCompletedAt ?? null,
      };
    },
  };
}

export type Setup = ReturnType<typeof createSetup>;

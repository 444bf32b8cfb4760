/** Ingredients of a menu item (default included and removable unless told otherwise, SPEC.md 5). */
import { randomUUID } from 'node:crypto';
import { sortAllergens, type AllergenCode, type DietaryFlag } from '../../../../shared/allergens';
import type { Db } from '../../db/service';
import { conditionFailedAt, isConditionFailure } from '../../db/conditions';
import { ConflictError, NotFoundError } from '../../errors';
import { toIngredient, type MenuItemIngredient } from './types';
import { orNotFound } from './writes';

export interface IngredientInput {
  name: string;
  isDefaultIncluded?: boolean;
  isRemovable?: boolean;
  position?: number;
  /** shared/allergens.ts codes; a list replaces the stored one whole. */
  allergens?: AllergenCode[];
  dietary?: DietaryFlag[];
}

export async function createIngredient(db: Db, restaurantId: string, itemId: string, input: IngredientInput): Promise<MenuItemIngredient> {
  const ingredient = { ...input, restaurantId, itemId, ingredientId: randomUUID() };
  const result = await db.transaction
    .write(({ menuItem, menuItemIngredient }) => [
      menuItem.check({ restaurantId, itemId }).where((a, { exists }) => exists(a.itemId)).commit(),
      menuItemIngredient.create(ingredient).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('Menu item not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
  const { data } = await db.entities.menuItemIngredient
    .get({ restaurantId, itemId, ingredientId: ingredient.ingredientId })
    .go({ consistent: true });
  if (!data) throw new Error(`Ingredient ${ingredient.ingredientId} vanished right after creation`);
  await keepDefaultAllergens(db, restaurantId, itemId);
  return toIngredient(data);
}

/**
 * The item's `defaultAllergens` (checkout's index, db/entities/menu-item.ts) made right after one of its ingredients
 * changed: from a consistent read of all of them, so the last change's pass sees every change before it.
 */
export async function keepDefaultAllergens(db: Db, restaurantId: string, itemId: string): Promise<void> {
  const { data } = await db.entities.menuItemIngredient.query.byRestaurant({ restaurantId, itemId }).go({ pages: 'all', consistent: true, attributes: ['isDefaultIncluded', 'allergens'] });
  const allergens = sortAllergens(data.filter((i) => i.isDefaultIncluded !== false).flatMap((i) => (i.allergens ?? []) as AllergenCode[]));
  await db.entities.menuItem
    .patch({ restaurantId, itemId })
    .set({ defaultAllergens: allergens })
    .go({ response: 'none' })
    // The item was deleted meanwhile: nothing to keep.
    .catch((error: unknown) => {
      if (!isConditionFailure(error)) throw error;
    });
}

export async function updateIngredient(
  db: Db,
  restaurantId: string,
  itemId: string,
  ingredientId: string,
  patch: Partial<IngredientInput>,
): Promise<MenuItemIngredient> {
  const { data } = await orNotFound(
    db.entities.menuItemIngredient.patch({ restaurantId, itemId, ingredientId }).set(patch).go({ response: 'all_new' }),
    'Ingredient',
  );
  await keepDefaultAllergens(db, restaurantId, itemId);
  return toIngredient(data);
}

export async function deleteIngredient(db: Db, restaurantId: string, itemId: string, ingredientId: string): Promise<void> {
  await orNotFound(db.entities.menuItemIngredient.remove({ restaurantId, itemId, ingredientId }).go(), 'Ingredient');
  await keepDefaultAllergens(db, restaurantId, itemId);
}

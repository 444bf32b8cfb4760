/** Menu items: create (in an existing category), edit, delete with everything that belongs to the item. */
import { randomUUID } from 'node:crypto';
import type { MenuHours } from '../../../../shared/menu-hours';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import { ConflictError, NotFoundError } from '../../errors';
import { readMenu } from './read';
import { toItem, type MenuItem, type RestaurantMenu } from './types';
import { deleteAll, orNotFound, splitPatch } from './writes';

export interface NewMenuItem {
  categoryId: string;
  name: string;
  priceCents: number;
  description?: string | null;
  currency?: string;
  position?: number;
  isActive?: boolean;
  visible?: boolean;
  soldOut?: boolean;
  imageUrl?: string | null;
  imageAlt?: string | null;
  stockCount?: number | null;
  /** Menu hours (issue 30 item 3); null: always available. */
  hours?: MenuHours | null;
}

/** A new item's links as checkout's index keeps them (db/entities/menu-item.ts): no group, no combo, no ingredient. */
export const NO_LINKS = { modifierGroupIds: [] as string[], comboRef: { componentIds: [] as string[] }, defaultAllergens: [] as string[] };

export type MenuItemPatch = Partial<Omit<NewMenuItem, 'currency'>>;

export async function createItem(db: Db, restaurantId: string, input: NewMenuItem): Promise<MenuItem> {
  const { set } = splitPatch(input);
  const item = {
    ...set,
    restaurantId,
    itemId: randomUUID(),
    categoryId: input.categoryId,
    name: input.name,
    priceCents: input.priceCents,
    // Checkout's index (db/entities/menu-item.ts): a new item offers no group and is no combo.
    ...NO_LINKS,
  };
  const result = await db.transaction
    .write(({ menuCategory, menuItem }) => [
      menuCategory
        .check({ restaurantId, categoryId: input.categoryId })
        .where((a, { exists }) => exists(a.categoryId))
        .commit(),
      menuItem.create(item).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('Category not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
  const { data } = await db.entities.menuItem.get({ restaurantId, itemId: item.itemId }).go({ consistent: true });
  if (!data) throw new Error(`Menu item ${item.itemId} vanished right after creation`);
  return toItem(data);
}

/** Edits an item; null clears an optional value (description, image, stock count). */
export async function updateItem(db: Db, restaurantId: string, itemId: string, patch: MenuItemPatch): Promise<MenuItem> {
  const { set, remove } = splitPatch(patch);
  const { data } = await orNotFound(
    db.entities.menuItem.patch({ restaurantId, itemId }).set(set).remove(remove).go({ response: 'all_new' }),
    'Menu item',
  );
  return toItem(data);
}

/** Deletes the item and what hangs off it; answers the item as it was (its photo's files are the caller's to delete). */
export async function deleteItem(db: Db, restaurantId: string, itemId: string): Promise<MenuItem> {
  const { data } = await orNotFound(db.entities.menuItem.remove({ restaurantId, itemId }).go({ response: 'all_old' }), 'Menu item');
  if (!data) throw new NotFoundError('Menu item not found'); // remove() is conditional on existence: not reached
  await deleteItemsAndChildren(db, restaurantId, await readMenu(db, restaurantId, { consistent: true }), [itemId]);
  return toItem(data);
}

/**
 * Deletes the given items and what hangs off them: ingredients, modifier-group links, translations, the combo an
 * item is, and every combo choice offering the item.
 */
export async function deleteItemsAndChildren(db: Db, restaurantId: string, menu: RestaurantMenu, itemIds: string[]): Promise<void> {
  if (itemIds.length === 0) return;
  const ids = new Set(itemIds);
  const combos = menu.combos.filter((c) => ids.has(c.itemId));
  const comboIds = new Set(combos.map((c) => c.id));
  const components = menu.comboComponents.filter((c) => comboIds.has(c.comboId));
  const componentIds = new Set(components.map((c) => c.id));
  const e = db.entities;
  await Promise.all([
    deleteAll(
      menu.items.filter((i) => ids.has(i.id)).map((i) => ({ restaurantId, itemId: i.id })),
      (keys) => e.menuItem.delete(keys).go(),
    ),
    deleteAll(
      menu.ingredients.filter((i) => ids.has(i.itemId)).map((i) => ({ restaurantId, itemId: i.itemId, ingredientId: i.id })),
      (keys) => e.menuItemIngredient.delete(keys).go(),
    ),
    deleteAll(
      menu.itemModifierGroups.filter((l) => ids.has(l.itemId)).map((l) => ({ restaurantId, itemId: l.itemId, groupId: l.groupId })),
      (keys) => e.itemModifierGroup.delete(keys).go(),
    ),
    deleteAll(
      menu.itemTranslations.filter((t) => ids.has(t.itemId)).map((t) => ({ restaurantId, itemId: t.itemId, lang: t.lang })),
      (keys) => e.menuItemTranslation.delete(keys).go(),
    ),
    deleteAll(
      combos.map((c) => ({ restaurantId, comboId: c.id })),
      (keys) => e.comboItem.delete(keys).go(),
    ),
    deleteAll(
      components.map((c) => ({ restaurantId, comboId: c.comboId, componentId: c.id })),
      (keys) => e.comboComponent.delete(keys).go(),
    ),
    deleteAll(
      menu.comboChoices
        .filter((c) => componentIds.has(c.componentId) || ids.has(c.choiceItemId))
        .map((c) => ({ restaurantId, componentId: c.componentId, choiceItemId: c.choiceItemId })),
      (keys) => e.comboComponentChoice.delete(keys).go(),
    ),
  ]);
}

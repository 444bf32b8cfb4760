/** Menu categories: create, rename or reorder, delete (with everything filed under the category). */
import { randomUUID } from 'node:crypto';
import type { MenuHours } from '../../../../shared/menu-hours';
import type { Db } from '../../db/service';
import { deleteItemsAndChildren } from './items';
import { readMenu } from './read';
import { toCategory, type MenuCategory, type MenuItem } from './types';
import { deleteAll, orNotFound, splitPatch } from './writes';

export async function createCategory(db: Db, restaurantId: string, input: { name: string; position?: number }): Promise<MenuCategory> {
  const { data } = await db.entities.menuCategory
    .create({ restaurantId, categoryId: randomUUID(), name: input.name, position: input.position ?? 0 })
    .go();
  return toCategory(data);
}

export async function updateCategory(
  db: Db,
  restaurantId: string,
  categoryId: string,
  patch: { name?: string; position?: number; hours?: MenuHours | null },
): Promise<MenuCategory> {
  const { set, remove } = splitPatch(patch);
  const { data } = await orNotFound(
    db.entities.menuCategory.patch({ restaurantId, categoryId }).set(set).remove(remove).go({ response: 'all_new' }),
    'Category',
  );
  return toCategory(data);
}

/**
 * Deleting a category deletes its items (with their ingredients, links, combos) and its translations. Answers the
 * items deleted, as they were (their photos' files are the caller's to delete).
 */
export async function deleteCategory(db: Db, restaurantId: string, categoryId: string): Promise<MenuItem[]> {
  await orNotFound(db.entities.menuCategory.remove({ restaurantId, categoryId }).go(), 'Category');
  const menu = await readMenu(db, restaurantId, { consistent: true });
  const items = menu.items.filter((item) => item.categoryId === categoryId);
  const itemIds = items.map((item) => item.id);
  await Promise.all([
    deleteItemsAndChildren(db, restaurantId, menu, itemIds),
    deleteAll(
      menu.categoryTranslations.filter((t) => t.categoryId === categoryId).map((t) => ({ restaurantId, categoryId, lang: t.lang })),
      (keys) => db.entities.menuCategoryTranslation.delete(keys).go(),
    ),
  ]);
  return items;
}

/**
 * The owner's menu builder (shared/api/menu-builder.ts): the whole menu in one read, and the builder's writes of
 * categories, items and ingredients on top of the simple writes (categories.ts, items.ts, ingredients.ts):
 *  - new things go last (position one past the highest), within the limits a reorder transaction can write;
 *  - a reorder gets the FULL list of ids; anything but exactly the current ids is a 409 `order_mismatch`; all
 *    positions are written in ONE transaction, each conditioned on the thing still being where it was;
 *  - moving an item checks the target category exists in the same transaction.
 * Every id is looked up in this restaurant's partition: another restaurant's category, item or ingredient is 404.
 */
import {
  INGREDIENTS_PER_ITEM_MAX,
  MENU_CATEGORIES_MAX,
  MENU_ITEMS_PER_CATEGORY_MAX,
  builderIngredientSchema,
  builderItemSchema,
  menuBuilderSchema,
  type BuilderCategory,
  type BuilderIngredient,
  type BuilderItem,
  type MenuBuilder,
} from '../../../../shared/api';
import { dietConflicts, type AllergenCode, type DietaryFlag } from '../../../../shared/allergens';
import type { MenuHours } from '../../../../shared/menu-hours';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import { createCategory } from './categories';
import { itemImage } from './image';
import { createIngredient, updateIngredient, type IngredientInput } from './ingredients';
import { createItem, updateItem, type MenuItemPatch } from './items';
import { readMenu } from './read';
import { toItem, type MenuItem, type RestaurantMenu } from './types';
import { splitPatch } from './writes';

const CHANGED_MEANWHILE = 'The menu changed meanwhile; please try again';

/** The builder's view of the menu (its schema keeps the fields the page uses), in display order. */
export function toMenuBuilder(menu: RestaurantMenu): MenuBuilder {
  const categoryOrder = new Map(menu.categories.map((c, index) => [c.id, index]));
  // Items of a category that no longer exists go last rather than vanish.
  const rank = (item: MenuItem) => categoryOrder.get(item.categoryId) ?? menu.categories.length;
  const items = menu.items.map((item, index) => ({ item, index })).sort((a, b) => rank(a.item) - rank(b.item) || a.index - b.index);
  const itemOrder = new Map(items.map(({ item }, index) => [item.id, index]));
  const ingredients = menu.ingredients
    .map((ingredient, index) => ({ ingredient, index }))
    .sort((a, b) => (itemOrder.get(a.ingredient.itemId) ?? items.length) - (itemOrder.get(b.ingredient.itemId) ?? items.length) || a.index - b.index);
  return menuBuilderSchema.parse({
    ...menu,
    items: items.map(({ item }) => ({ ...item, image: itemImage(item) })),
    ingredients: ingredients.map(({ ingredient }) => ingredient),
  });
}

const toBuilderCategory = (c: { id: string; name: string; position: number; hours?: MenuHours | null }): BuilderCategory => ({
  id: c.id,
  name: c.name,
  position: c.position,
  hours: c.hours ?? null,
});
const toBuilderItem = (item: MenuItem): BuilderItem => builderItemSchema.parse({ ...item, image: itemImage(item) });
const toBuilderIngredient = (i: BuilderIngredient): BuilderIngredient => builderIngredientSchema.parse(i);

/** ONE query of the menu collection (the builder shows no translation: none is read). */
export async function readBuilder(db: Db, restaurantId: string): Promise<MenuBuilder> {
  return toMenuBuilder(await readMenu(db, restaurantId, { translations: 'none' }));
}

const nextPosition = (rows: readonly { position: number }[]) => rows.reduce((max, r) => Math.max(max, r.position + 1), 0);

/** Refuses a reorder list that is not exactly the current ids (each once, as the schema already checks). */
function sameIds(current: readonly string[], sent: readonly string[], what: string): void {
  const known = new Set(current);
  if (sent.length !== current.length || sent.some((id) => !known.has(id))) {
    throw new ConflictError(
      `The order must list every ${what} exactly once (${current.length} now, ${sent.length} sent); reload and try again`,
      'order_mismatch',
    );
  }
}

/* ---------------------------------------------------------------- categories */

export async function addCategory(db: Db, restaurantId: string, input: { name: string }): Promise<BuilderCategory> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  if (menu.categories.length >= MENU_CATEGORIES_MAX) throw new BadRequestError(`A menu can have at most ${MENU_CATEGORIES_MAX} categories`);
  return toBuilderCategory(await createCategory(db, restaurantId, { name: input.name, position: nextPosition(menu.categories) }));
}

export async function reorderCategories(db: Db, restaurantId: string, ids: readonly string[]): Promise<BuilderCategory[]> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  sameIds(
    menu.categories.map((c) => c.id),
    ids,
    'category',
  );
  if (ids.length > 0) {
    const result = await db.transaction
      .write(({ menuCategory }) => ids.map((categoryId, position) => menuCategory.patch({ restaurantId, categoryId }).set({ position }).commit()))
      .go();
    if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
  }
  const byId = new Map(menu.categories.map((c) => [c.id, c]));
  return ids.map((id, position) => toBuilderCategory({ ...byId.get(id)!, position }));
}

/* ---------------------------------------------------------------- items */

function categoryOf(menu: RestaurantMenu, categoryId: string) {
  const category = menu.categories.find((c) => c.id === categoryId);
  if (!category) throw new NotFoundError('Category not found');
  return category;
}

function roomIn(menu: RestaurantMenu, categoryId: string): MenuItem[] {
  const inCategory = menu.items.filter((i) => i.categoryId === categoryId);
  if (inCategory.length >= MENU_ITEMS_PER_CATEGORY_MAX) {
    throw new BadRequestError(`A category can have at most ${MENU_ITEMS_PER_CATEGORY_MAX} items`);
  }
  return inCategory;
}

export interface BuilderItemInput {
  categoryId: string;
  name: string;
  priceCents: number;
  description?: string | null;
  visible?: boolean;
  soldOut?: boolean;
  isActive?: boolean;
  hours?: MenuHours | null;
}

/** Added last in its category; a Draft (not visible) unless told otherwise. */
export async function addItem(db: Db, restaurantId: string, input: BuilderItemInput): Promise<BuilderItem> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  categoryOf(menu, input.categoryId);
  const inCategory = roomIn(menu, input.categoryId);
  const { description, ...rest } = input;
  const item = await createItem(db, restaurantId, {
    ...rest,
    ...(description ? { description } : {}),
    visible: input.visible ?? false,
    position: nextPosition(inCategory),
  });
  return toBuilderItem(item);
}

export type BuilderItemPatch = Partial<Omit<BuilderItemInput, 'description'>> & { description?: string | null };

/** Edits an item; a new `categoryId` moves it to the end of that category (checked in the same transaction). */
export async function editItem(db: Db, restaurantId: string, itemId: string, patch: BuilderItemPatch): Promise<BuilderItem> {
  const { categoryId, ...rest } = patch;
  if (categoryId === undefined) return toBuilderItem(await updateItem(db, restaurantId, itemId, rest));
  const menu = await readMenu(db, restaurantId, { consistent: true });
  const current = menu.items.find((i) => i.id === itemId);
  if (!current) throw new NotFoundError('Menu item not found');
  categoryOf(menu, categoryId);
  if (current.categoryId === categoryId) return toBuilderItem(await updateItem(db, restaurantId, itemId, rest));
  roomIn(menu, categoryId);
  const change: MenuItemPatch = { ...rest, categoryId, position: nextPosition(menu.items.filter((i) => i.categoryId === categoryId)) };
  const { set, remove } = splitPatch(change);
  const result = await db.transaction
    .write(({ menuCategory, menuItem }) => [
      menuCategory.check({ restaurantId, categoryId }).where((a, { exists }) => exists(a.categoryId)).commit(),
      menuItem.patch({ restaurantId, itemId }).set(set).remove(remove).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('Category not found');
  if (conditionFailedAt(result, 1)) throw new NotFoundError('Menu item not found');
  if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
  const { data } = await db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true });
  if (!data) throw new NotFoundError('Menu item not found');
  return toBuilderItem(toItem(data));
}

export async function reorderItems(db: Db, restaurantId: string, categoryId: string, ids: readonly string[]): Promise<BuilderItem[]> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  categoryOf(menu, categoryId);
  const inCategory = menu.items.filter((i) => i.categoryId === categoryId);
  sameIds(
    inCategory.map((i) => i.id),
    ids,
    'item of the category',
  );
  if (ids.length > 0) {
    const result = await db.transaction
      .write(({ menuItem }) =>
        ids.map((itemId, position) =>
          menuItem
            .patch({ restaurantId, itemId })
            .set({ position })
            .where((a, { eq }) => eq(a.categoryId, categoryId))
            .commit(),
        ),
      )
      .go();
    if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
  }
  const byId = new Map(inCategory.map((i) => [i.id, i]));
  return ids.map((id, position) => toBuilderItem({ ...byId.get(id)!, position }));
}

/* ---------------------------------------------------------------- ingredients */

export interface BuilderIngredientInput {
  name: string;
  isDefaultIncluded?: boolean;
  isRemovable?: boolean;
  allergens?: AllergenCode[];
  dietary?: DietaryFlag[];
}

function refuseConflicts(allergens: readonly AllergenCode[], dietary: readonly DietaryFlag[]): void {
  const [first] = dietConflicts(allergens, dietary);
  if (first) throw new BadRequestError(first, { dietary: first }, 'validation_failed');
}

/** Added last among the item's ingredients. */
export async function addIngredient(db: Db, restaurantId: string, itemId: string, input: BuilderIngredientInput): Promise<BuilderIngredient> {
  refuseConflicts(input.allergens ?? [], input.dietary ?? []);
  const menu = await readMenu(db, restaurantId, { consistent: true });
  if (!menu.items.some((i) => i.id === itemId)) throw new NotFoundError('Menu item not found');
  const ofItem = menu.ingredients.filter((i) => i.itemId === itemId);
  if (ofItem.length >= INGREDIENTS_PER_ITEM_MAX) throw new BadRequestError(`An item can have at most ${INGREDIENTS_PER_ITEM_MAX} ingredients`);
  return toBuilderIngredient(await createIngredient(db, restaurantId, itemId, { ...input, position: nextPosition(ofItem) }));
}

export async function editIngredient(
  db: Db,
  restaurantId: string,
  itemId: string,
  ingredientId: string,
  patch: Partial<BuilderIngredientInput>,
): Promise<BuilderIngredient> {
  if (patch.allergens !== undefined || patch.dietary !== undefined) {
    const { data } = await db.entities.menuItemIngredient.get({ restaurantId, itemId, ingredientId }).go({ consistent: true });
    if (!data) throw new NotFoundError('Ingredient not found');
    // Stored codes are the schema's; the API checked what is sent.
    refuseConflicts(
      (patch.allergens ?? data.allergens ?? []) as AllergenCode[],
      (patch.dietary ?? data.dietary ?? []) as DietaryFlag[],
    );
  }
  const change: Partial<IngredientInput> = patch;
  return toBuilderIngredient(await updateIngredient(db, restaurantId, itemId, ingredientId, change));
}

export async function reorderIngredients(db: Db, restaurantId: string, itemId: string, ids: readonly string[]): Promise<BuilderIngredient[]> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  if (!menu.items.some((i) => i.id === itemId)) throw new NotFoundError('Menu item not found');
  const ofItem = menu.ingredients.filter((i) => i.itemId === itemId);
  sameIds(
    ofItem.map((i) => i.id),
    ids,
    'ingredient of the item',
  );
  if (ids.length > 0) {
    const result = await db.transaction
      .write(({ menuItemIngredient }) =>
        ids.map((ingredientId, position) => menuItemIngredient.patch({ restaurantId, itemId, ingredientId }).set({ position }).commit()),
      )
      .go();
    if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
  }
  const byId = new Map(ofItem.map((i) => [i.id, i]));
  return ids.map((id, position) => toBuilderIngredient({ ...byId.get(id)!, position }));
}

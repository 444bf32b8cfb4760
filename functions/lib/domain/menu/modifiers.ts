/** Modifier groups, their options, and the links that offer a group on an item. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/service';
import { conditionFailedAt } from '../../db/conditions';
import { ConflictError, NotFoundError } from '../../errors';
import { readMenu } from './read';
import { toItemModifierGroup, toModifierGroup, toModifierOption, type ItemModifierGroup, type ModifierGroup, type ModifierOption, type SelectionType } from './types';
import { deleteAll, orNotFound } from './writes';

export interface ModifierGroupInput {
  name?: string;
  selectionType?: SelectionType;
  required?: boolean;
  minSelect?: number;
  maxSelect?: number;
  position?: number;
}

export interface ModifierOptionInput {
  name: string;
  priceDeltaCents?: number;
  position?: number;
  isDefault?: boolean;
  visible?: boolean;
}

/** New groups start as SPEC.md 4 says: 'New Group', single choice, optional, min 0, max 1. */
export async function createModifierGroup(db: Db, restaurantId: string, input: ModifierGroupInput = {}): Promise<ModifierGroup> {
  const { data } = await db.entities.modifierGroup
    .create({ ...input, restaurantId, groupId: randomUUID() })
    .go();
  return toModifierGroup(data);
}

export async function updateModifierGroup(db: Db, restaurantId: string, groupId: string, patch: ModifierGroupInput): Promise<ModifierGroup> {
  const { data } = await orNotFound(
    db.entities.modifierGroup.patch({ restaurantId, groupId }).set(patch).go({ response: 'all_new' }),
    'Modifier group',
  );
  return toModifierGroup(data);
}

/** Deleting a group deletes its options and unlinks it from every item. */
export async function deleteModifierGroup(db: Db, restaurantId: string, groupId: string): Promise<void> {
  await orNotFound(db.entities.modifierGroup.remove({ restaurantId, groupId }).go(), 'Modifier group');
  const menu = await readMenu(db, restaurantId, { consistent: true });
  await Promise.all([
    deleteAll(
      menu.modifierOptions.filter((o) => o.groupId === groupId).map((o) => ({ restaurantId, groupId, optionId: o.id })),
      (keys) => db.entities.modifierOption.delete(keys).go(),
    ),
    deleteAll(
      menu.itemModifierGroups.filter((l) => l.groupId === groupId).map((l) => ({ restaurantId, itemId: l.itemId, groupId })),
      (keys) => db.entities.itemModifierGroup.delete(keys).go(),
    ),
  ]);
}

export async function createModifierOption(db: Db, restaurantId: string, groupId: string, input: ModifierOptionInput): Promise<ModifierOption> {
  const option = { ...input, restaurantId, groupId, optionId: randomUUID() };
  const result = await db.transaction
    .write(({ modifierGroup, modifierOption }) => [
      modifierGroup.check({ restaurantId, groupId }).where((a, { exists }) => exists(a.groupId)).commit(),
      modifierOption.create(option).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('Modifier group not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
  const { data } = await db.entities.modifierOption.get({ restaurantId, groupId, optionId: option.optionId }).go({ consistent: true });
  if (!data) throw new Error(`Modifier option ${option.optionId} vanished right after creation`);
  return toModifierOption(data);
}

export async function updateModifierOption(
  db: Db,
  restaurantId: string,
  groupId: string,
  optionId: string,
  patch: Partial<ModifierOptionInput>,
): Promise<ModifierOption> {
  const { data } = await orNotFound(
    db.entities.modifierOption.patch({ restaurantId, groupId, optionId }).set(patch).go({ response: 'all_new' }),
    'Modifier option',
  );
  return toModifierOption(data);
}

export async function deleteModifierOption(db: Db, restaurantId: string, groupId: string, optionId: string): Promise<void> {
  await orNotFound(db.entities.modifierOption.remove({ restaurantId, groupId, optionId }).go(), 'Modifier option');
}

/** Offers a group on an item (both must exist). Linking again only moves the link. */
export async function linkModifierGroup(
  db: Db,
  restaurantId: string,
  itemId: string,
  groupId: string,
  position = 0,
): Promise<ItemModifierGroup> {
  const link = { restaurantId, itemId, groupId, position };
  const result = await db.transaction
    .write(({ menuItem, modifierGroup, itemModifierGroup }) => [
      menuItem.check({ restaurantId, itemId }).where((a, { exists }) => exists(a.itemId)).commit(),
      modifierGroup.check({ restaurantId, groupId }).where((a, { exists }) => exists(a.groupId)).commit(),
      itemModifierGroup.put(link).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw new NotFoundError('Menu item not found');
  if (conditionFailedAt(result, 1)) throw new NotFoundError('Modifier group not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
  return toItemModifierGroup(link);
}

export async function unlinkModifierGroup(db: Db, restaurantId: string, itemId: string, groupId: string): Promise<void> {
  await orNotFound(db.entities.itemModifierGroup.remove({ restaurantId, itemId, groupId }).go(), 'Modifier group link');
}

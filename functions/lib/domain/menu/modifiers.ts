/** Modifier groups, their options, and the links that offer a group on an item. */
import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/service';
import { conditionFailedAt, type TransactionResult } from '../../db/conditions';
import { BadRequestError, ConflictError, NotFoundError } from '../../errors';
import {
  MAX_OPTIONS_PER_GROUP,
  NEW_GROUP_DEFAULTS,
  defaultOptionIds,
  maxDefaultOptions,
  modifierGroupRuleErrors,
  normalizeModifierGroupRules,
  type ModifierGroupRules,
} from '../../../../shared/menu-option-rules';
import { readMenu } from './read';
import {
  toItemModifierGroup,
  toModifierGroup,
  toModifierOption,
  type ItemModifierGroup,
  type ModifierGroup,
  type ModifierOption,
  type RestaurantMenu,
  type SelectionType,
} from './types';
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
  const { stored, links } = await itemLinks(db, restaurantId, itemId);
  const next = groupOrder([...links.filter((l) => l.groupId !== groupId), link]);
  const result = await db.transaction
    .write(({ menuItem, modifierGroup, itemModifierGroup }) => [
      indexGroups(menuItem, restaurantId, itemId, stored, next),
      modifierGroup.check({ restaurantId, groupId }).where((a, { exists }) => exists(a.groupId)).commit(),
      itemModifierGroup.put(link).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw await itemGoneOrChanged(db, restaurantId, itemId);
  if (conditionFailedAt(result, 1)) throw new NotFoundError('Modifier group not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
  return toItemModifierGroup(link);
}

export async function unlinkModifierGroup(db: Db, restaurantId: string, itemId: string, groupId: string): Promise<void> {
  const { stored, links } = await itemLinks(db, restaurantId, itemId);
  if (!links.some((l) => l.groupId === groupId)) throw new NotFoundError('Modifier group link not found');
  const result = await db.transaction
    .write(({ menuItem, itemModifierGroup }) => [
      indexGroups(menuItem, restaurantId, itemId, stored, groupOrder(links.filter((l) => l.groupId !== groupId))),
      itemModifierGroup.remove({ restaurantId, itemId, groupId }).commit(),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw await itemGoneOrChanged(db, restaurantId, itemId);
  if (conditionFailedAt(result, 1)) throw new NotFoundError('Modifier group link not found');
  if (result.canceled) throw new ConflictError('The menu changed meanwhile; please try again');
}

/*
 * Checkout's index of an item's groups (modifierGroupIds on the item's row, db/entities/menu-item.ts, issue 31 goal 2)
 * is written in the same transaction as the links, on the condition that it is still what was read: two edits of one
 * item's groups at once cannot leave it saying other than the links. A group deleted later may stay in it: checkout
 * finds no such group and skips it, as it skips a link to a deleted group.
 */

type ItemRowIndex = { modifierGroupIds?: string[] | undefined } | null;

/** The item's row as stored (only its checkout index) and its links, read consistently; 404 without the item. */
async function itemLinks(db: Db, restaurantId: string, itemId: string) {
  const [{ data: stored }, { data: links }] = await Promise.all([
    db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true, attributes: ['itemId', 'modifierGroupIds'] }),
    db.entities.itemModifierGroup.query.byRestaurant({ restaurantId, itemId }).go({ consistent: true, pages: 'all' }),
  ]);
  if (!stored) throw new NotFoundError('Menu item not found');
  return { stored, links };
}

/** The group ids in the order checkout and the diner's page show them: the links' positions, then their ids. */
export function groupOrder(links: readonly { groupId: string; position: number }[]): string[] {
  return [...links].sort((a, b) => a.position - b.position || a.groupId.localeCompare(b.groupId)).map((l) => l.groupId);
}

type TransactionMenuItem = Parameters<Parameters<Db['transaction']['write']>[0]>[0]['menuItem'];

/** Sets the item's index of its groups, on the conditions that the item exists and its index is still `stored`'s. */
function indexGroups(menuItem: TransactionMenuItem, restaurantId: string, itemId: string, stored: ItemRowIndex, groupIds: string[]) {
  const was = stored?.modifierGroupIds;
  return menuItem
    .patch({ restaurantId, itemId })
    .set({ modifierGroupIds: groupIds })
    .where((a, { eq, notExists }) => (was ? eq(a.modifierGroupIds, was) : notExists(a.modifierGroupIds)))
    .commit();
}

/** After the item's condition failed: 404 when it is gone, 409 when its groups changed meanwhile. */
async function itemGoneOrChanged(db: Db, restaurantId: string, itemId: string): Promise<Error> {
  const { data } = await db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true, attributes: ['itemId'] });
  return data ? new ConflictError('The menu changed meanwhile; please try again') : new NotFoundError('Menu item not found');
}

/* ---------- The menu builder's writes (shared/api/menu-options.ts): checked with shared/menu-option-rules.ts ---------- */

const CHANGED_MEANWHILE = 'The menu changed meanwhile; please try again';
/** DynamoDB's limit of items in one transaction. */
const MAX_TRANSACTION_ITEMS = 100;

function refuseRules(rules: ModifierGroupRules): void {
  const errors = modifierGroupRuleErrors(rules);
  const first = Object.values(errors)[0];
  if (first) throw new BadRequestError(first, errors, 'validation_failed');
}

/** A reorder that does not list exactly the current ids: 409 `order_mismatch`, as the builder's other reorders. */
function orderMismatch(what: string, now: number, sent: number): ConflictError {
  return new ConflictError(`The order must list every ${what} exactly once (${now} now, ${sent} sent); reload and try again`, 'order_mismatch');
}

function groupOf(menu: RestaurantMenu, groupId: string): ModifierGroup {
  const group = menu.modifierGroups.find((g) => g.id === groupId);
  if (!group) throw new NotFoundError('Modifier group not found');
  return group;
}

const optionsOf = (menu: RestaurantMenu, groupId: string) => menu.modifierOptions.filter((o) => o.groupId === groupId);
const nextPosition = (rows: readonly { position: number }[]) => rows.reduce((max, r) => Math.max(max, r.position + 1), 0);

/** Refuses (409) a transaction DynamoDB canceled; `notFound` names what a failed condition at an index means. */
function afterTransaction(result: TransactionResult, notFound: Record<number, string> = {}): void {
  for (const [index, message] of Object.entries(notFound)) {
    if (conditionFailedAt(result, Number(index))) throw new NotFoundError(message);
  }
  if (result.canceled) throw new ConflictError(CHANGED_MEANWHILE);
}

/**
 * The options whose default mark must go so the group keeps at most its allowed defaults. `marked`, an option just
 * marked default, stays: in a single-choice group it replaces the other (a radio button); a multi-choice group
 * already at its max refuses it (which of the others to drop is the owner's call).
 */
function defaultsToClear(rules: ModifierGroupRules, options: readonly ModifierOption[], marked?: string): ModifierOption[] {
  const keep = defaultOptionIds(rules, options, rules.selectionType === 'single' ? marked : undefined);
  if (marked && !keep.has(marked)) {
    throw new BadRequestError(
      `This group can have at most ${maxDefaultOptions(rules)} default options`,
      { isDefault: `at most ${maxDefaultOptions(rules)} default options` },
      'validation_failed',
    );
  }
  return options.filter((o) => o.isDefault && !keep.has(o.id));
}

/** A new group with SPEC's defaults ('New Group', single, optional, 0..1) for what is not given; last in order. */
export async function addModifierGroup(db: Db, restaurantId: string, input: Partial<ModifierGroupInput>): Promise<ModifierGroup> {
  const asked = { ...NEW_GROUP_DEFAULTS, ...input };
  const rules = { selectionType: asked.selectionType, required: asked.required, minSelect: asked.minSelect, maxSelect: asked.maxSelect };
  refuseRules(rules);
  const menu = await readMenu(db, restaurantId, { consistent: true });
  return createModifierGroup(db, restaurantId, {
    name: asked.name.trim(),
    ...normalizeModifierGroupRules(rules),
    position: nextPosition(menu.modifierGroups),
  });
}

/**
 * Edits a group's name and rules, checked as they will be after the change. A group turned single choice keeps one
 * default option (the first), a multi-choice one at most max; both written in one transaction.
 */
export async function editModifierGroup(
  db: Db,
  restaurantId: string,
  groupId: string,
  patch: Omit<ModifierGroupInput, 'position'>,
): Promise<{ group: ModifierGroup; options: ModifierOption[] }> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  const current = groupOf(menu, groupId);
  const merged = { ...current, ...patch };
  const asked = { selectionType: merged.selectionType, required: merged.required, minSelect: merged.minSelect, maxSelect: merged.maxSelect };
  refuseRules(asked);
  const rules = normalizeModifierGroupRules(asked);
  const name = merged.name.trim();
  const options = optionsOf(menu, groupId);
  const unmark = defaultsToClear(rules, options);
  const result = await db.transaction
    .write(({ modifierGroup, modifierOption }) => [
      modifierGroup.patch({ restaurantId, groupId }).set({ name, ...rules }).commit(),
      ...unmark.map((o) => modifierOption.patch({ restaurantId, groupId, optionId: o.id }).set({ isDefault: false }).commit()),
    ])
    .go();
  afterTransaction(result, { 0: 'Modifier group not found' });
  const unmarked = new Set(unmark.map((o) => o.id));
  return {
    group: { ...current, name, ...rules },
    options: options.map((o) => (unmarked.has(o.id) ? { ...o, isDefault: false } : o)),
  };
}

/** Sets the order of every group of the restaurant (each named once) in one transaction. */
export async function orderModifierGroups(db: Db, restaurantId: string, groupIds: readonly string[]): Promise<ModifierGroup[]> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  for (const id of groupIds) groupOf(menu, id);
  if (groupIds.length !== menu.modifierGroups.length) {
    throw orderMismatch('modifier group', menu.modifierGroups.length, groupIds.length);
  }
  const byId = new Map(menu.modifierGroups.map((g) => [g.id, g]));
  const ordered = groupIds.map((id, position) => ({ ...byId.get(id)!, position }));
  const moved = ordered.filter((g) => byId.get(g.id)!.position !== g.position);
  if (moved.length > MAX_TRANSACTION_ITEMS) throw new BadRequestError('Too many modifier groups to reorder at once');
  if (moved.length > 0) {
    const result = await db.transaction
      .write(({ modifierGroup }) => moved.map((g) => modifierGroup.patch({ restaurantId, groupId: g.id }).set({ position: g.position }).commit()))
      .go();
    afterTransaction(result);
  }
  return ordered;
}

/**
 * Deletes a group with its options and its links to items, in one transaction (a group on very many items: the
 * group first, so no diner sees it, then the rest in batches).
 */
export async function removeModifierGroup(db: Db, restaurantId: string, groupId: string): Promise<void> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  groupOf(menu, groupId);
  const options = optionsOf(menu, groupId);
  const links = menu.itemModifierGroups.filter((l) => l.groupId === groupId);
  if (1 + options.length + links.length > MAX_TRANSACTION_ITEMS) {
    await deleteModifierGroup(db, restaurantId, groupId);
    return;
  }
  const result = await db.transaction
    .write(({ modifierGroup, modifierOption, itemModifierGroup }) => [
      modifierGroup.remove({ restaurantId, groupId }).commit(),
      ...options.map((o) => modifierOption.delete({ restaurantId, groupId, optionId: o.id }).commit()),
      ...links.map((l) => itemModifierGroup.delete({ restaurantId, itemId: l.itemId, groupId }).commit()),
    ])
    .go();
  afterTransaction(result, { 0: 'Modifier group not found' });
}

/** A new option, last in its group; marked default in a single-choice group it becomes the one default. */
export async function addModifierOption(
  db: Db,
  restaurantId: string,
  groupId: string,
  input: Omit<ModifierOptionInput, 'position'>,
): Promise<{ option: ModifierOption; options: ModifierOption[] }> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  const group = groupOf(menu, groupId);
  const siblings = optionsOf(menu, groupId);
  if (siblings.length >= MAX_OPTIONS_PER_GROUP) {
    throw new BadRequestError(`A group can have at most ${MAX_OPTIONS_PER_GROUP} options`, undefined, 'too_many_options');
  }
  const option: ModifierOption = {
    id: randomUUID(),
    restaurantId,
    groupId,
    name: input.name.trim(),
    priceDeltaCents: input.priceDeltaCents ?? 0,
    position: nextPosition(siblings),
    isDefault: input.isDefault ?? false,
    visible: input.visible ?? true,
  };
  const all = [...siblings, option];
  const others = defaultsToClear(group, all, option.isDefault ? option.id : undefined);
  const { id: optionId, ...rest } = option;
  const result = await db.transaction
    .write(({ modifierGroup, modifierOption }) => [
      modifierGroup.check({ restaurantId, groupId }).where((a, { exists }) => exists(a.groupId)).commit(),
      modifierOption.create({ ...rest, optionId }).commit(),
      ...others.map((o) => modifierOption.patch({ restaurantId, groupId, optionId: o.id }).set({ isDefault: false }).commit()),
    ])
    .go();
  afterTransaction(result, { 0: 'Modifier group not found' });
  const cleared = new Set(others.map((o) => o.id));
  return { option, options: all.map((o) => (cleared.has(o.id) ? { ...o, isDefault: false } : o)) };
}

/** Edits an option; marking it default in a single-choice group unmarks the other (one transaction). */
export async function editModifierOption(
  db: Db,
  restaurantId: string,
  groupId: string,
  optionId: string,
  patch: Partial<Omit<ModifierOptionInput, 'position'>>,
): Promise<{ option: ModifierOption; options: ModifierOption[] }> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  const group = groupOf(menu, groupId);
  const siblings = optionsOf(menu, groupId);
  const current = siblings.find((o) => o.id === optionId);
  if (!current) throw new NotFoundError('Modifier option not found');
  const option = { ...current, ...patch, ...(patch.name !== undefined ? { name: patch.name.trim() } : {}) };
  const all = siblings.map((o) => (o.id === optionId ? option : o));
  // Only a newly marked default may displace another; one already marked stays as it is.
  const unmark = defaultsToClear(group, all, patch.isDefault && !current.isDefault ? optionId : undefined);
  const { id: _id, restaurantId: _r, groupId: _g, ...values } = option;
  const result = await db.transaction
    .write(({ modifierOption }) => [
      modifierOption.patch({ restaurantId, groupId, optionId }).set(values).commit(),
      ...unmark.map((o) => modifierOption.patch({ restaurantId, groupId, optionId: o.id }).set({ isDefault: false }).commit()),
    ])
    .go();
  afterTransaction(result, { 0: 'Modifier option not found' });
  const cleared = new Set(unmark.map((o) => o.id));
  return { option, options: all.map((o) => (cleared.has(o.id) ? { ...o, isDefault: false } : o)) };
}

/** Sets the order of every option of a group (each named once) in one transaction. */
export async function orderModifierOptions(db: Db, restaurantId: string, groupId: string, optionIds: readonly string[]): Promise<ModifierOption[]> {
  const menu = await readMenu(db, restaurantId, { consistent: true });
  groupOf(menu, groupId);
  const siblings = new Map(optionsOf(menu, groupId).map((o) => [o.id, o]));
  if (optionIds.some((id) => !siblings.has(id))) throw new NotFoundError('Modifier option not found');
  if (optionIds.length !== siblings.size) {
    throw orderMismatch('option of the group', siblings.size, optionIds.length);
  }
  const ordered = optionIds.map((id, position) => ({ ...siblings.get(id)!, position }));
  const moved = ordered.filter((o) => siblings.get(o.id)!.position !== o.position);
  if (moved.length > 0) {
    const result = await db.transaction
      .write(({ modifierOption }) =>
        moved.map((o) => modifierOption.patch({ restaurantId, groupId, optionId: o.id }).set({ position: o.position }).commit()),
      )
      .go();
    afterTransaction(result);
  }
  return ordered;
}

/**
 * The groups an item offers, in order: groups not listed are detached, new ones attached, every link's position set
 * to its place in the list; one transaction, which also checks the item and each newly attached group exist.
 */
export async function setItemModifierGroups(db: Db, restaurantId: string, itemId: string, groupIds: readonly string[]): Promise<ItemModifierGroup[]> {
  const [menu, { data: stored }] = await Promise.all([
    readMenu(db, restaurantId, { consistent: true }),
    db.entities.menuItem.get({ restaurantId, itemId }).go({ consistent: true, attributes: ['itemId', 'modifierGroupIds'] }),
  ]);
  if (!stored || !menu.items.some((i) => i.id === itemId)) throw new NotFoundError('Menu item not found');
  for (const id of groupIds) groupOf(menu, id);
  const current = new Map(menu.itemModifierGroups.filter((l) => l.itemId === itemId).map((l) => [l.groupId, l]));
  const links = groupIds.map((groupId, position) => ({ restaurantId, itemId, groupId, position }));
  const added = links.filter((l) => !current.has(l.groupId));
  const moved = links.filter((l) => current.has(l.groupId) && current.get(l.groupId)!.position !== l.position);
  const kept = new Set(groupIds);
  const detached = [...current.keys()].filter((groupId) => !kept.has(groupId));
  if (1 + 2 * added.length + moved.length + detached.length > MAX_TRANSACTION_ITEMS) {
    throw new BadRequestError('Too many changes to save at once; save fewer groups first');
  }
  const result = await db.transaction
    .write(({ menuItem, modifierGroup, itemModifierGroup }) => [
      indexGroups(menuItem, restaurantId, itemId, stored, [...groupIds]),
      ...added.map((l) => modifierGroup.check({ restaurantId, groupId: l.groupId }).where((a, { exists }) => exists(a.groupId)).commit()),
      ...[...added, ...moved].map((l) => itemModifierGroup.put(l).commit()),
      ...detached.map((groupId) => itemModifierGroup.delete({ restaurantId, itemId, groupId }).commit()),
    ])
    .go();
  if (conditionFailedAt(result, 0)) throw await itemGoneOrChanged(db, restaurantId, itemId);
  const notFound: Record<number, string> = {};
  added.forEach((_, i) => (notFound[1 + i] = 'Modifier group not found'));
  afterTransaction(result, notFound);
  return links.map(toItemModifierGroup);
}

/**
 * What the menu builder's write hooks (one file per endpoint in this folder) share: the pure list helpers that fold
 * a change into the cached menu (exported for the tabs and the tests), and the options' SPEC titles.
 */
import type { BuilderItem, MenuBuilder } from '@shared/api/menu-builder';
import type { ModifierOptionDto } from '@shared/api/menu-options';

/** SPEC.md 8 'Owner menu actions': the titles of a refused options change. */
export const OPTION_ERRORS = {
  createGroup: 'Error creating modifier group',
  updateGroup: 'Error updating modifier group',
  deleteGroup: 'Error deleting modifier group',
  createOption: 'Error creating option',
  updateOption: 'Error updating option',
  deleteOption: 'Error deleting option',
  attach: 'Error attaching group',
  detach: 'Error detaching group',
} as const;

/** The items of one category, in display order. */
export function itemsOf(builder: MenuBuilder, categoryId: string): BuilderItem[] {
  return builder.items.filter((item) => item.categoryId === categoryId);
}

/**
 * `builder.items` with the category's items replaced by `ordered` (positions 0, 1, 2...), the other categories'
 * items where they were: the read's order is category by category.
 */
export function withCategoryItems(items: readonly BuilderItem[], categoryId: string, ordered: readonly BuilderItem[]): BuilderItem[] {
  const renumbered = ordered.map((item, position) => ({ ...item, position }));
  const result: BuilderItem[] = [];
  let placed = false;
  for (const item of items) {
    if (item.categoryId !== categoryId) result.push(item);
    else if (!placed) {
      result.push(...renumbered);
      placed = true;
    }
  }
  if (!placed) {
    // The category had no items: put them after the last item of the categories before it (or at the end).
    result.push(...renumbered);
  }
  return result;
}

/** `items` with `item` taken out of wherever it was and put last in its (possibly new) category. */
export function placeLast(items: readonly BuilderItem[], item: BuilderItem): BuilderItem[] {
  const others = items.filter((row) => row.id !== item.id);
  const sameCategory = others.filter((row) => row.categoryId === item.categoryId);
  return withCategoryItems(others, item.categoryId, [...sameCategory, item]);
}

/** The menu in the category order given, items kept together category by category. */
export function sortedByCategories(builder: MenuBuilder): MenuBuilder {
  const rank = new Map(builder.categories.map((c, index) => [c.id, index]));
  const items = [...builder.items].sort(
    (a, b) => (rank.get(a.categoryId) ?? Infinity) - (rank.get(b.categoryId) ?? Infinity) || a.position - b.position,
  );
  return { ...builder, items };
}

/** The options of a group, in display order. */
export function optionsOf(builder: MenuBuilder, groupId: string): ModifierOptionDto[] {
  return builder.modifierOptions.filter((o) => o.groupId === groupId).sort((a, b) => a.position - b.position);
}

/** The group ids an item offers, in order. */
export function itemGroupIds(builder: MenuBuilder, itemId: string): string[] {
  return builder.itemModifierGroups
    .filter((l) => l.itemId === itemId)
    .sort((a, b) => a.position - b.position)
    .map((l) => l.groupId);
}

/** How many items offer the group. */
export function itemsUsingGroup(builder: MenuBuilder, groupId: string): number {
  return new Set(builder.itemModifierGroups.filter((l) => l.groupId === groupId).map((l) => l.itemId)).size;
}

/** The group's options replaced by `options` (the server's answer, in order), other groups' untouched. */
export function withGroupOptions(builder: MenuBuilder, groupId: string, options: readonly ModifierOptionDto[]): MenuBuilder {
  return { ...builder, modifierOptions: [...builder.modifierOptions.filter((o) => o.groupId !== groupId), ...options] };
}

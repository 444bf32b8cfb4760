/**
 * The modifier groups the served items use, each with its visible options in display order. Groups linked only to
 * hidden or inactive items are left out: the diner never sees them.
 */
import type { PublicModifierGroup } from '../../../../shared/api';
import type { RestaurantMenu } from '../menu';
import { byPosition, groupBy } from './ordering';

export interface ServedModifiers {
  groups: PublicModifierGroup[];
  /** The item's group ids in the item's own order (the link positions). */
  groupIdsOf(itemId: string): string[];
}

export function servedModifiers(
  menu: Pick<RestaurantMenu, 'modifierGroups' | 'modifierOptions' | 'itemModifierGroups'>,
  servedItemIds: ReadonlySet<string>,
): ServedModifiers {
  const groupIds = new Set(menu.modifierGroups.map((g) => g.id));
  const links = byPosition(menu.itemModifierGroups.filter((l) => servedItemIds.has(l.itemId) && groupIds.has(l.groupId)));
  const groupIdsByItem = groupBy(links, (l) => l.itemId, (l) => l.groupId);
  const linked = new Set(links.map((l) => l.groupId));
  const optionsByGroup = groupBy(byPosition(menu.modifierOptions.filter((o) => o.visible)), (o) => o.groupId);

  const groups = byPosition(menu.modifierGroups.filter((g) => linked.has(g.id))).map((group) => ({
    id: group.id,
    name: group.name,
    selectionType: group.selectionType,
    required: group.required,
    minSelect: group.minSelect,
    maxSelect: group.maxSelect,
    options: (optionsByGroup.get(group.id) ?? []).map((o) => ({
      id: o.id,
      name: o.name,
      priceDeltaCents: o.priceDeltaCents,
      isDefault: o.isDefault,
    })),
  }));
  return { groups, groupIdsOf: (itemId) => groupIdsByItem.get(itemId) ?? [] };
}

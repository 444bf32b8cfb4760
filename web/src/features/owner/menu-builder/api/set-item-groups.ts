import { itemModifierGroupsResponseSchema } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS } from './lists';

export interface ItemGroupsChange {
  groupIds: string[];
  /** Which SPEC title a refusal gets. */
  action: 'attach' | 'detach' | 'order';
}

/** PUT .../menu-items/{itemId}/modifier-groups: attach, detach and order, the full list each time. */
export function useSetItemGroups(restaurantId: string, itemId: string) {
  const links = (groupIds: readonly string[]) => groupIds.map((groupId, position) => ({ itemId, groupId, position }));
  return useBuilderChange(restaurantId, {
    request: ({ groupIds }: ItemGroupsChange) =>
      apiRequest(apiPaths.menu.itemModifierGroups(restaurantId, itemId), {
        method: 'PUT',
        body: { groupIds },
        schema: itemModifierGroupsResponseSchema,
      }),
    optimistic: (builder, { groupIds }) => ({
      ...builder,
      itemModifierGroups: [...builder.itemModifierGroups.filter((l) => l.itemId !== itemId), ...links(groupIds)],
    }),
    apply: (builder, result) => ({
      ...builder,
      itemModifierGroups: [...builder.itemModifierGroups.filter((l) => l.itemId !== itemId), ...result.links],
    }),
    errorTitle: ({ action }) => (action === 'detach' ? OPTION_ERRORS.detach : action === 'attach' ? OPTION_ERRORS.attach : OPTION_ERRORS.updateGroup),
  });
}

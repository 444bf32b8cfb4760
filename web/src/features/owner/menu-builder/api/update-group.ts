import { modifierGroupUpdateResponseSchema, type ModifierGroupDto, type ModifierGroupUpdateRequest } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { replaceById, useBuilderChange } from '../builder-api';
import { OPTION_ERRORS, withGroupOptions } from './lists';

export interface GroupUpdate {
  groupId: string;
  patch: ModifierGroupUpdateRequest;
}

/** PATCH .../modifier-groups/{groupId}; the answer carries the group's options (a group turned single keeps one default). */
export function useUpdateGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, patch }: GroupUpdate) =>
      apiRequest(apiPaths.menu.modifierGroup(restaurantId, groupId), { method: 'PATCH', body: patch, schema: modifierGroupUpdateResponseSchema }),
    optimistic: (builder, { groupId, patch }) => ({
      ...builder,
      modifierGroups: builder.modifierGroups.map((g): ModifierGroupDto => (g.id === groupId ? { ...g, ...patch } : g)),
    }),
    apply: (builder, { group, options }) => withGroupOptions({ ...builder, modifierGroups: replaceById(builder.modifierGroups, [group]) }, group.id, options),
    errorTitle: OPTION_ERRORS.updateGroup,
  });
}

import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS } from './lists';

/** DELETE .../modifier-groups/{groupId}: its options go and every item that offered it loses it. */
export function useDeleteGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: (groupId: string) => apiRequest(apiPaths.menu.modifierGroup(restaurantId, groupId), { method: 'DELETE' }),
    optimistic: (builder, groupId) => ({
      ...builder,
      modifierGroups: builder.modifierGroups.filter((g) => g.id !== groupId),
      modifierOptions: builder.modifierOptions.filter((o) => o.groupId !== groupId),
      itemModifierGroups: builder.itemModifierGroups.filter((l) => l.groupId !== groupId),
    }),
    apply: (builder) => builder,
    errorTitle: OPTION_ERRORS.deleteGroup,
  });
}

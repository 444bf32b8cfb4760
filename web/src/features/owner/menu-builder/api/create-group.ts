import { modifierGroupResponseSchema } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS } from './lists';

/** POST .../modifier-groups: a 'New Group' with SPEC's defaults (waits for its id). */
export function useCreateGroup(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: () => apiRequest(apiPaths.menu.modifierGroups(restaurantId), { method: 'POST', body: {}, schema: modifierGroupResponseSchema }),
    apply: (builder, { group }) => ({ ...builder, modifierGroups: [...builder.modifierGroups.filter((g) => g.id !== group.id), group] }),
    errorTitle: OPTION_ERRORS.createGroup,
  });
}

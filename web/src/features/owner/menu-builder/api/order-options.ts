import { modifierOptionsResponseSchema } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS, optionsOf, withGroupOptions } from './lists';

/** PUT .../options: the group's options in their new order (all of them). */
export function useOrderOptions(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionIds }: { groupId: string; optionIds: string[] }) =>
      apiRequest(apiPaths.menu.modifierOptions(restaurantId, groupId), { method: 'PUT', body: { optionIds }, schema: modifierOptionsResponseSchema }),
    optimistic: (builder, { groupId, optionIds }) => {
      const byId = new Map(optionsOf(builder, groupId).map((o) => [o.id, o]));
      const ordered = optionIds.flatMap((id, position) => {
        const option = byId.get(id);
        return option ? [{ ...option, position }] : [];
      });
      return withGroupOptions(builder, groupId, ordered);
    },
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.updateOption,
  });
}

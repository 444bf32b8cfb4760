import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS } from './lists';

/** DELETE .../options/{optionId}. */
export function useDeleteOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionId }: { groupId: string; optionId: string }) =>
      apiRequest(apiPaths.menu.modifierOption(restaurantId, groupId, optionId), { method: 'DELETE' }),
    optimistic: (builder, { optionId }) => ({ ...builder, modifierOptions: builder.modifierOptions.filter((o) => o.id !== optionId) }),
    apply: (builder) => builder,
    errorTitle: OPTION_ERRORS.deleteOption,
  });
}

import { modifierOptionResponseSchema, type ModifierOptionUpdateRequest } from '@shared/api/menu-options';
import { defaultOptionIds } from '@shared/menu-option-rules';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS, optionsOf, withGroupOptions } from './lists';

export interface OptionUpdate {
  groupId: string;
  optionId: string;
  patch: ModifierOptionUpdateRequest;
}

/** PATCH .../options/{optionId}; a new default of a single-choice group unmarks the old one at once. */
export function useUpdateOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, optionId, patch }: OptionUpdate) =>
      apiRequest(apiPaths.menu.modifierOption(restaurantId, groupId, optionId), {
        method: 'PATCH',
        body: patch,
        schema: modifierOptionResponseSchema,
      }),
    optimistic: (builder, { groupId, optionId, patch }) => {
      let options = optionsOf(builder, groupId).map((o) => (o.id === optionId ? { ...o, ...patch } : o));
      const group = builder.modifierGroups.find((g) => g.id === groupId);
      if (group && patch.isDefault) {
        const keep = defaultOptionIds(group, options, optionId);
        options = options.map((o) => ({ ...o, isDefault: keep.has(o.id) }));
      }
      return withGroupOptions(builder, groupId, options);
    },
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.updateOption,
  });
}

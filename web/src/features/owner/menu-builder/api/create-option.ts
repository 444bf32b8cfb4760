import { modifierOptionResponseSchema, type ModifierOptionCreateRequest } from '@shared/api/menu-options';
import { apiRequest } from '@/lib/api';
import { apiPaths } from '@/lib/api-paths';
import { useBuilderChange } from '../builder-api';
import { OPTION_ERRORS, withGroupOptions } from './lists';

export interface OptionCreate {
  groupId: string;
  option: ModifierOptionCreateRequest;
}

/** POST .../options (waits for the id; added last). */
export function useCreateOption(restaurantId: string) {
  return useBuilderChange(restaurantId, {
    request: ({ groupId, option }: OptionCreate) =>
      apiRequest(apiPaths.menu.modifierOptions(restaurantId, groupId), { method: 'POST', body: option, schema: modifierOptionResponseSchema }),
    apply: (builder, { options }, { groupId }) => withGroupOptions(builder, groupId, options),
    errorTitle: OPTION_ERRORS.createOption,
  });
}

import { modifierOptionParamsSchema, modifierOptionUpdateRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** An option's name, price delta, default mark and visibility; answers it and the group's options. */
export const handler = defineRoute(
  'modifier-option-update',
  { body: modifierOptionUpdateRequestSchema, params: modifierOptionParamsSchema },
  async ({ caller, params, body }) => Menu.editModifierOption(caller.restaurantId, params.groupId, params.optionId, body),
);

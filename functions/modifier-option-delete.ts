import { modifierOptionParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Menu } from './lib/composition';

export const handler = defineRoute('modifier-option-delete', { params: modifierOptionParamsSchema }, async ({ caller, params }) => {
  await Menu.deleteModifierOption(caller.restaurantId, params.groupId, params.optionId);
  return noContent();
});

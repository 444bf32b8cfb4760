import { modifierGroupParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Menu } from './lib/composition';

/** Deletes a group with its options and detaches it from every item. */
export const handler = defineRoute('modifier-group-delete', { params: modifierGroupParamsSchema }, async ({ caller, params }) => {
  await Menu.removeModifierGroup(caller.restaurantId, params.groupId);
  return noContent();
});

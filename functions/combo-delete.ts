import { menuItemIdParamsSchema } from '../shared/api';
import { defineRoute, noContent } from './lib/http/route';
import { Menu } from './lib/composition';

/** 'This is a Combo' off: the combo, its components and their choices go. */
export const handler = defineRoute('combo-delete', { params: menuItemIdParamsSchema }, async ({ caller, params }) => {
  await Menu.removeCombo(caller.restaurantId, params.itemId);
  return noContent();
});

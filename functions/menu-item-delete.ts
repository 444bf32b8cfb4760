import { menuBuilderItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** Deletes an item with its ingredients, option links, translations and combo. */
export const handler = defineRoute('menu-item-delete', { params: menuBuilderItemIdParamsSchema }, async ({ caller, params }) => {
  await Menu.deleteItem(caller.restaurantId, params.itemId);
  return { deletedItemId: params.itemId };
});

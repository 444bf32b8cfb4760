import { menuBuilderItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';
import { MenuImages } from './lib/media/configured';

/** Deletes an item with its ingredients, option links, translations and combo, and its photo's files. */
export const handler = defineRoute('menu-item-delete', { params: menuBuilderItemIdParamsSchema }, async ({ caller, params }) => {
  const item = await Menu.deleteItem(caller.restaurantId, params.itemId);
  await MenuImages.deleteFilesOf(caller.restaurantId, item);
  return { deletedItemId: params.itemId };
});

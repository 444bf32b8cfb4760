import { menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuImages } from './lib/media/configured';

/** Removes the item's photo and deletes its files. */
export const handler = defineRoute('menu-image-delete', { params: menuItemIdParamsSchema }, async ({ caller, params }) =>
  MenuImages.remove(caller.restaurantId, params.itemId),
);

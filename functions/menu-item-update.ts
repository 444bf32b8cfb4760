import { itemUpdateRequestSchema, menuBuilderItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The item editor's Basic Info: any of its fields; a new category moves the item (last there). */
export const handler = defineRoute(
  'menu-item-update',
  { body: itemUpdateRequestSchema, params: menuBuilderItemIdParamsSchema },
  async ({ caller, params, body }) => ({ item: await Menu.editItem(caller.restaurantId, params.itemId, body) }),
);

import { itemModifierGroupsRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The groups an item offers, in order: attach, detach and order in one call (one transaction). */
export const handler = defineRoute(
  'item-modifier-groups-put',
  { body: itemModifierGroupsRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => {
    const links = await Menu.setItemModifierGroups(caller.restaurantId, params.itemId, body.groupIds);
    return { links: links.map(({ itemId, groupId, position }) => ({ itemId, groupId, position })) };
  },
);

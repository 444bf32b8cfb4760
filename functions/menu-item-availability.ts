import { menuItemAvailabilityRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The Sold Out and Visible toggles (managers and owners). */
export const handler = defineRoute(
  'menu-item-availability',
  { body: menuItemAvailabilityRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => ({ item: await Menu.setAvailability(caller.restaurantId, params.itemId, body) }),
);

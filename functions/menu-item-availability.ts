import { menuItemAvailabilityRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { hasRole, MENU_VISIBILITY_FORBIDDEN_MESSAGE, MENU_VISIBILITY_ROLE } from '../shared/roles';
import { ForbiddenError } from './lib/errors';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The Sold Out toggle (managers and owners) and the Visible toggle (owners: the menu is theirs, SPEC.md 6). */
export const handler = defineRoute(
  'menu-item-availability',
  { body: menuItemAvailabilityRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => {
    if (body.visible !== undefined && !hasRole(caller.role, MENU_VISIBILITY_ROLE)) throw new ForbiddenError(MENU_VISIBILITY_FORBIDDEN_MESSAGE);
    return { item: await Menu.setAvailability(caller.restaurantId, params.itemId, body) };
  },
);

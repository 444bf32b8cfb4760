import { menuItemAvailabilityRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { StaffMenu } from './lib/domain/dashboard/staff-menu';

/** The Sold Out and Visible toggles (managers and owners). */
export const handler = defineRoute<'manager', typeof menuItemAvailabilityRequestSchema, undefined, typeof menuItemIdParamsSchema>(
  'menu-item-availability',
  { body: menuItemAvailabilityRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => ({ item: await StaffMenu.setAvailability(caller.restaurantId, params.itemId, body) }),
);

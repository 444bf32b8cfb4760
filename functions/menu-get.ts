import { defineRoute } from './lib/http/route';
import { StaffMenu } from './lib/domain/dashboard/staff-menu';

/** The Menu and Inventory tabs: every item (hidden ones too) with availability and stock. */
export const handler = defineRoute<'staff'>('menu-get', {}, async ({ caller }) => StaffMenu.read(caller.restaurantId));

import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The Menu and Inventory tabs: every item (hidden ones too) with availability and stock. */
export const handler = defineRoute('menu-get', {}, async ({ caller }) => Menu.dashboard(caller.restaurantId));

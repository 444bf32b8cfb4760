import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The menu builder's read: the whole menu (every item, hidden and inactive ones too) in one query. */
export const handler = defineRoute('menu-builder-get', {}, async ({ caller }) => Menu.builder(caller.restaurantId));

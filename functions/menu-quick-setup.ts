import { quickMenuRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The onboarding's quick menu: the category (found by name or made) and the items it does not have yet. */
export const handler = defineRoute('menu-quick-setup', { body: quickMenuRequestSchema }, async ({ caller, body }) =>
  Menu.quickSetup(caller.restaurantId, body),
);

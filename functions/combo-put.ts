import { comboPutRequestSchema, menuItemIdParamsSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** 'This is a Combo' on (fixed, discount 0), or the whole combo saved: pricing, discount, components and choices. */
export const handler = defineRoute(
  'combo-put',
  { body: comboPutRequestSchema, params: menuItemIdParamsSchema },
  async ({ caller, params, body }) => ({ combo: await Menu.saveCombo(caller.restaurantId, params.itemId, body) }),
);

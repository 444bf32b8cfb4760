import { modifierGroupParamsSchema, modifierOptionsOrderRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The order of every option of a group, in one transaction. */
export const handler = defineRoute(
  'modifier-options-order',
  { body: modifierOptionsOrderRequestSchema, params: modifierGroupParamsSchema },
  async ({ caller, params, body }) => ({ options: await Menu.orderModifierOptions(caller.restaurantId, params.groupId, body.optionIds) }),
);

import { modifierGroupParamsSchema, modifierGroupUpdateRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** A group's name and rules (checked as they will be); answers the group and its options (defaults may change). */
export const handler = defineRoute(
  'modifier-group-update',
  { body: modifierGroupUpdateRequestSchema, params: modifierGroupParamsSchema },
  async ({ caller, params, body }) => Menu.editModifierGroup(caller.restaurantId, params.groupId, body),
);

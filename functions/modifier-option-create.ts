import { modifierGroupParamsSchema, modifierOptionCreateRequestSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** A new option, last in its group; answers it and the group's options (a new default unmarks the old one). */
export const handler = defineRoute(
  'modifier-option-create',
  { body: modifierOptionCreateRequestSchema, params: modifierGroupParamsSchema },
  async ({ caller, params, body }) => created(await Menu.addModifierOption(caller.restaurantId, params.groupId, body)),
);

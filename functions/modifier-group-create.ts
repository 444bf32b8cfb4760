import { modifierGroupCreateRequestSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** A new modifier group ('New Group', single, optional, 0..1 unless given), last in the restaurant's order. */
export const handler = defineRoute('modifier-group-create', { body: modifierGroupCreateRequestSchema }, async ({ caller, body }) =>
  created({ group: await Menu.addModifierGroup(caller.restaurantId, body) }),
);

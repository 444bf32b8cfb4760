import { modifierGroupsOrderRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The order of every modifier group of the restaurant, in one transaction. */
export const handler = defineRoute('modifier-groups-order', { body: modifierGroupsOrderRequestSchema }, async ({ caller, body }) => ({
  groups: await Menu.orderModifierGroups(caller.restaurantId, body.groupIds),
}));

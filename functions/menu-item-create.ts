import { itemCreateRequestSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** The per-category quick add (and the full form): added last in its category, a Draft unless `visible`. */
export const handler = defineRoute('menu-item-create', { body: itemCreateRequestSchema }, async ({ caller, body }) =>
  created({ item: await Menu.addItem(caller.restaurantId, body) }),
);

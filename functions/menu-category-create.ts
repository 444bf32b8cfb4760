import { categoryCreateRequestSchema } from '../shared/api';
import { created, defineRoute } from './lib/http/route';
import { Menu } from './lib/composition';

/** 'Add category': added last. */
export const handler = defineRoute('menu-category-create', { body: categoryCreateRequestSchema }, async ({ caller, body }) =>
  created({ category: await Menu.addCategory(caller.restaurantId, body) }),
);

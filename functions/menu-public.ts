import { menuPublicQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { cacheable, cacheableNotFound } from './lib/domain/public-menu/http-cache';
import { PublicMenus } from './lib/composition';

/**
 * Everything the diner's menu page shows, in the diner's language, from one round of DynamoDB queries (the menu, and
 * beside it that language's translations).
 */
export const handler = defineRoute(
  'menu-public',
  { query: menuPublicQuerySchema },
  async ({ query }) => {
    const menu = await PublicMenus.read(query.restaurant_id, query.lang);
    return menu ? cacheable(menu) : cacheableNotFound('Restaurant not found');
  },
);

import { menuTranslationsQuerySchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuTranslations } from './lib/composition';

/** The translations page: every category and item in the default language and in `lang`, and each language's completion. */
export const handler = defineRoute('menu-translations-get', { query: menuTranslationsQuerySchema }, async ({ caller, query }) =>
  MenuTranslations.read(caller.restaurantId, query.lang),
);

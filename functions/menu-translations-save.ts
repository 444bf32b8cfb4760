import { menuTranslationsSaveRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuTranslations } from './lib/composition';

/** 'Save All Changes': the edits of one language, each then manual and locked; answers the page as it is now. */
export const handler = defineRoute('menu-translations-save', { body: menuTranslationsSaveRequestSchema }, async ({ caller, body }) =>
  MenuTranslations.save(caller.restaurantId, caller.userId, body),
);

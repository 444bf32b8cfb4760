import { menuTranslationLockRequestSchema } from '../shared/api';
import { defineRoute } from './lib/http/route';
import { MenuTranslations } from './lib/composition';

/** Lock or unlock one saved translation (a locked one is never machine translated over). */
export const handler = defineRoute('menu-translation-lock', { body: menuTranslationLockRequestSchema }, async ({ caller, body }) =>
  MenuTranslations.setLock(caller.restaurantId, body),
);
